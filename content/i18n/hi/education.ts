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
  "education.hero.literacyHint": "हर उम्र-समूह में",
  "education.hero.investment": "निवेश",
  "education.hero.investmentHint": "योजना में; अभी कुछ खर्च नहीं हुआ",
  "education.hero.groups": "उम्र-समूह",
  "education.hero.groupsHint": "तीन कार्यक्रम",

  "education.groups.title": "उम्र-समूह के हिसाब से कार्यक्रम",
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
  "education.groups.program.playReading": "छत्तीसगढ़ी और हिंदी में खेल-खेल में पढ़ना",
  "education.groups.program.numberGames": "साझा टैबलेट पर गिनती के खेल",
  "education.groups.program.storyHour": "आँगनबाड़ी में माता-पिता के साथ कहानी का समय",
  "education.groups.program.aiPractice": "एआई से हर बच्चे के हिसाब से गणित और विज्ञान का अभ्यास",
  "education.groups.program.english":
    "तीसरी भाषा के रूप में अंग्रेज़ी, जो छत्तीसगढ़ी और हिंदी के सहारे पढ़ाई जाती है",
  "education.groups.program.coding": "ब्लॉक प्रोग्रामिंग से कोडिंग की शुरुआती बातें",
  "education.groups.program.examPrep": "एआई ट्यूटर के साथ बोर्ड परीक्षा की तैयारी",
  "education.groups.program.digitalSkills": "डिजिटल मार्केटिंग और घर से काम करने के हुनर",
  "education.groups.program.careerGuidance": "करियर की सलाह और छात्रवृत्ति के आवेदन",
  "education.groups.outcome.readsSentences": "{age} साल की उम्र तक अपनी मातृभाषा में आसान वाक्य पढ़ लेते हैं",
  "education.groups.outcome.counts": "100 तक गिनती, जोड़ और घटाव कर लेते हैं",
  "education.groups.outcome.readsWrites": "हिंदी और अंग्रेज़ी में बिना अटके पढ़-लिख लेते हैं",
  "education.groups.outcome.codingProject": "कोडिंग का एक छोटा प्रोजेक्ट पूरा करते हैं",
  "education.groups.outcome.certificate": "डिजिटल हुनर के प्रमाणपत्र के साथ स्कूल पूरा करते हैं",
  "education.groups.outcome.plan": "कॉलेज, प्रशिक्षण या काम की एक योजना उनके पास होती है",

  "education.methods.title": "बच्चे कैसे सीखेंगे",
  "education.methods.description": "पढ़ाने के चार तरीके, हर उम्र-समूह में।",
  "education.methods.personalised": "एआई से हर बच्चे के हिसाब की पढ़ाई",
  "education.methods.motherTongue": "पहले मातृभाषा",
  "education.methods.projects": "करके सीखना",
  "education.methods.community": "माता-पिता और बुज़ुर्ग भी शिक्षक",
  "education.methods.personalised.description":
    "हर बच्चा अपने स्तर और अपनी रफ़्तार से अभ्यास करता है; शिक्षक देखते हैं कि कौन अटका है और मदद करते हैं।",
  "education.methods.motherTongue.description":
    "बच्चे छत्तीसगढ़ी से शुरू करते हैं, फिर उसी के ऊपर हिंदी और अंग्रेज़ी सीखते हैं, ताकि कोई सिर्फ़ भाषा की वजह से पीछे न रह जाए।",
  "education.methods.projects.description":
    "गाँव के अपने सवालों पर प्रोजेक्ट: सोलर पंप, फ़सल के दाम, ज़मीन के नीचे पानी का स्तर, स्वास्थ्य केंद्र।",
  "education.methods.community.description":
    "हर महीने माता-पिता की बैठक, पढ़ाई में बुज़ुर्गों की कहानियाँ, और बड़े विद्यार्थी छोटों को राह दिखाते हैं।",

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
  "education.roadmap.activity.setUpLab": "एआई शिक्षा लैब तैयार करना",
  "education.roadmap.activity.trainTeachers": "शिक्षकों को एआई की मदद से पाठ पढ़ाने का प्रशिक्षण",
  "education.roadmap.activity.baselineCheck": "हर बच्चे की पढ़ाई और गणित की जाँच",
  "education.roadmap.activity.personalisedLessons":
    "छत्तीसगढ़ी, हिंदी और अंग्रेज़ी में हर बच्चे के हिसाब से पाठ",
  "education.roadmap.activity.codingClubs": "कोडिंग क्लब और प्रोजेक्ट का काम",
  "education.roadmap.activity.parentsMeetings": "माता-पिता के साथ हर महीने सीखने पर बैठक",
  "education.roadmap.activity.careerGuidance": "करियर की सलाह और परीक्षा की तैयारी",
  "education.roadmap.activity.certificates": "युवाओं के लिए डिजिटल हुनर के प्रमाणपत्र",
  "education.roadmap.activity.handover": "लैब को स्कूल और पंचायत को सौंपना",
  "education.roadmap.milestone.labOpen": "लैब तीनों उम्र-समूहों के लिए खोलना",
  "education.roadmap.milestone.baseline": "हर बच्चे की पढ़ाई की शुरुआती स्थिति दर्ज",
  "education.roadmap.milestone.everyChild": "हर बच्चे की पढ़ाई उसके अपने स्तर पर",
  "education.roadmap.milestone.projectsShown": "विद्यार्थियों के पहले प्रोजेक्ट ग्राम सभा को दिखाना",
  "education.roadmap.milestone.literacyCheck": "{target} के लक्ष्य के मुक़ाबले साक्षरता की जाँच",
  "education.roadmap.milestone.runsAlone": "लैब बाहर के कर्मचारियों के बिना चलेगी",

  "education.links.title": "हर बच्चे को सीखने में मदद करें",
  "education.links.description":
    "कार्यक्रम का साथ दें, फिर काम शुरू होने पर प्रगति डैशबोर्ड पर साक्षरता के आँकड़े देखते रहें।",
  "education.links.support": "शिक्षा का साथ दें",
  "education.links.track": "प्रगति देखें",
};
