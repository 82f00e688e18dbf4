import type { Messages } from "@/content/i18n/types";
import type { education as en } from "@/content/i18n/en/education";

export const education: Messages<typeof en> = {
  "education.hero.stage": "काम सुरू होय के पहिली · 2025 के चौथा तिमाही म सुरुआत",
  "education.hero.description":
    "गाँव के हर लइका बर एक कार्यक्रम, आँगनबाड़ी ले इसकूल के आखिरी बछर तक, ताकि हर लइका अपन भाखा म अउ अंगरेजी म पढ़-लिख सकय अउ कंप्यूटर चला सकय।",
  "education.hero.figures": "आँकड़ा म पढ़ई-लिखई कार्यक्रम",
  "education.hero.students": "पढ़इया लइका",
  "education.hero.ages": "{min}-{max} बछर के",
  "education.hero.literacy": "पढ़े-लिखे के लक्ष्य",
  "education.hero.literacyHint": "हर उमर के टोली म",
  "education.hero.investment": "निवेश",
  "education.hero.investmentHint": "योजना म; अभी कुछु खरचा नइ होय हे",
  "education.hero.groups": "उमर के टोली",
  "education.hero.groupsHint": "तीन कार्यक्रम",

  "education.groups.title": "उमर के हिसाब ले कार्यक्रम",
  "education.groups.description":
    "तीन कार्यक्रम, लइकापन के हर पड़ाव बर एक। मिल के ए मन सबो {students} लइका मन तक पहुँचथें।",
  "education.groups.early.title": "नान्हे लइका",
  "education.groups.middle.title": "मिडिल इसकूल",
  "education.groups.young.title": "किसोर अउ नवजवान",
  "education.groups.ages": "{range} बछर",
  "education.groups.students": "{count} पढ़इया",
  "education.groups.literacy": "आज पढ़े-लिखे",
  "education.groups.target": "लक्ष्य",
  "education.groups.progress": "{title}: आज पढ़े-लिखे {current}%, लक्ष्य {target}%",
  "education.groups.programs": "कार्यक्रम",
  "education.groups.outcomes": "नतीजा",

  "education.methods.title": "लइका मन कइसे सीखहीं",
  "education.methods.description": "पढ़ाए के चार तरीका, हर उमर के टोली म।",
  "education.methods.personalised": "एआई ले हर लइका के हिसाब के पढ़ई",
  "education.methods.motherTongue": "पहिली अपन महतारी भाखा",
  "education.methods.projects": "कर के सीखना",
  "education.methods.community": "दाई-ददा अउ सियान मन घलो गुरुजी",

  "education.roadmap.title": "आघू के रद्दा",
  "education.roadmap.description":
    "कार्यक्रम के कैलेंडर म तीन चरन। काम 2025 के चौथा तिमाही म सुरू होही, एकरे सेती हर चरन अभी 0% म हवय।",
  "education.roadmap.phase1": "चरन 1: नेंव",
  "education.roadmap.phase2": "चरन 2: बढ़वार",
  "education.roadmap.phase3": "चरन 3: पूरा करना",
  "education.roadmap.status": "आवइया",
  "education.roadmap.activities": "काम",
  "education.roadmap.milestones": "पड़ाव",
  "education.roadmap.progress": "{title}: {progress}% पूरा",
  "education.roadmap.percent": "{progress}% पूरा",

  "education.links.title": "हर लइका ला सीखे म मदद करव",
  "education.links.description":
    "कार्यक्रम के संग देवव, फेर काम सुरू होय म प्रगति डैशबोर्ड म पढ़े-लिखे के आँकड़ा देखत रहव।",
  "education.links.support": "पढ़ई-लिखई के संग देवव",
  "education.links.track": "प्रगति देखव",
};
