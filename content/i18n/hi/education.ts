import type { Messages } from "@/content/i18n/types";
import type { education as en } from "@/content/i18n/en/education";

export const education: Messages<typeof en> = {
  "education.hero.stage": "काम शुरू होने से पहले · शुरुआत 2025 की चौथी तिमाही में",
  "education.hero.description":
    "गाँव के हर बच्चे के लिए एक कार्यक्रम, आँगनबाड़ी से स्कूल के आख़िरी साल तक, ताकि हर बच्चा अपनी भाषा में और अंग्रेज़ी में पढ़-लिख सके और कंप्यूटर चला सके।",
  "education.hero.figures": "आँकड़ों में शिक्षा कार्यक्रम",
  "education.hero.students": "विद्यार्थी",
  "education.hero.ages": "{min}-{max} साल के",
  "education.hero.literacy": "साक्षरता का लक्ष्य",
  "education.hero.literacyHint": "हर आयु वर्ग में",
  "education.hero.investment": "निवेश",
  "education.hero.investmentHint": "योजना में; अभी कुछ ख़र्च नहीं हुआ",
  "education.hero.groups": "आयु वर्ग",
  "education.hero.groupsHint": "तीन कार्यक्रम",

  "education.groups.title": "आयु वर्ग के हिसाब से कार्यक्रम",
  "education.groups.description":
    "तीन कार्यक्रम, बचपन के हर पड़ाव के लिए एक। मिलकर ये सभी {students} बच्चों तक पहुँचते हैं।",
  "education.groups.early.title": "छोटे बच्चे",
  "education.groups.middle.title": "मिडिल स्कूल",
  "education.groups.young.title": "किशोर और युवा",
  "education.groups.ages": "{range} साल",
  "education.groups.students": "{count} विद्यार्थी",
  "education.groups.literacy": "आज साक्षरता",
  "education.groups.target": "लक्ष्य",
  "education.groups.progress": "{title}: आज साक्षरता {current}%, लक्ष्य {target}%",
  "education.groups.programs": "कार्यक्रम",
  "education.groups.outcomes": "नतीजे",

  "education.methods.title": "बच्चे कैसे सीखेंगे",
  "education.methods.description": "पढ़ाने के चार तरीके, हर आयु वर्ग में।",
  "education.methods.personalised": "एआई से हर बच्चे के हिसाब की पढ़ाई",
  "education.methods.motherTongue": "पहले मातृभाषा",
  "education.methods.projects": "करके सीखना",
  "education.methods.community": "माता-पिता और बुज़ुर्ग भी शिक्षक",

  "education.roadmap.title": "आगे का रास्ता",
  "education.roadmap.description":
    "कार्यक्रम के कैलेंडर पर तीन चरण। काम 2025 की चौथी तिमाही में शुरू होगा, इसलिए हर चरण अभी 0% पर है।",
  "education.roadmap.phase1": "चरण 1: नींव",
  "education.roadmap.phase2": "चरण 2: विस्तार",
  "education.roadmap.phase3": "चरण 3: पूर्णता",
  "education.roadmap.status": "आने वाला",
  "education.roadmap.activities": "गतिविधियाँ",
  "education.roadmap.milestones": "पड़ाव",
  "education.roadmap.progress": "{title}: {progress}% पूरा",
  "education.roadmap.percent": "{progress}% पूरा",

  "education.links.title": "हर बच्चे को सीखने में मदद करें",
  "education.links.description":
    "कार्यक्रम का साथ दें, फिर काम शुरू होने पर प्रगति डैशबोर्ड पर साक्षरता के आँकड़े देखते रहें।",
  "education.links.support": "शिक्षा का साथ दें",
  "education.links.track": "प्रगति देखें",
};
