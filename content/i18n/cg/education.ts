import type { Messages } from "@/content/i18n/types";
import type { education as en } from "@/content/i18n/en/education";

export const education: Messages<typeof en> = {
  "education.hero.stage": "काम सुरू होय के पहिली · 2025 के चौथा तिमाही म सुरुआत",
  "education.hero.description":
    "गाँव के हर लइका बर एक कार्यक्रम, आँगनबाड़ी ले इस्कूल के आखिरी बछर तक, ताकि हर लइका अपन भाखा म अउ अंगरेजी म पढ़-लिख सकय अउ कंप्यूटर चला सकय।",
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
  "education.groups.middle.title": "मिडिल इस्कूल",
  "education.groups.young.title": "किसोर अउ नवजवान",
  "education.groups.ages": "{range} बछर",
  "education.groups.students": "{count} पढ़इया",
  "education.groups.literacy": "आज पढ़े-लिखे",
  "education.groups.target": "लक्ष्य",
  "education.groups.progress": "{title}: आज पढ़े-लिखे {current}%, लक्ष्य {target}%",
  "education.groups.programs": "कार्यक्रम",
  "education.groups.outcomes": "नतीजा",
  "education.groups.program.playReading": "छत्तीसगढ़ी अउ हिंदी म खेल-खेल म पढ़ई",
  "education.groups.program.numberGames": "मिल-बाँट के चलाय टैबलेट म गिनती के खेल",
  "education.groups.program.storyHour": "आँगनबाड़ी म दाई-ददा मन संग कहिनी के बेरा",
  "education.groups.program.aiPractice": "एआई ले हर लइका के हिसाब के गनित अउ बिग्यान के अभ्यास",
  "education.groups.program.english":
    "तीसर भाखा के रूप म अंगरेजी, जेन ला छत्तीसगढ़ी अउ हिंदी के सहारा ले पढ़ाय जाथे",
  "education.groups.program.coding": "ब्लॉक प्रोग्रामिंग ले कोडिंग के सुरुआती बात मन",
  "education.groups.program.examPrep": "एआई गुरुजी के संग बोर्ड परीक्षा के तियारी",
  "education.groups.program.digitalSkills": "डिजिटल मार्केटिंग अउ घर ले काम करे के हुनर",
  "education.groups.program.careerGuidance": "करियर के सलाह अउ छात्रवृत्ति के आवेदन",
  "education.groups.outcome.readsSentences": "{age} बछर के उमर तक अपन महतारी भाखा म सरल वाक्य पढ़ लेथें",
  "education.groups.outcome.counts": "100 तक गिन लेथें, जोड़ लेथें अउ घटा लेथें",
  "education.groups.outcome.readsWrites": "हिंदी अउ अंगरेजी म बिना अटके पढ़-लिख लेथें",
  "education.groups.outcome.codingProject": "कोडिंग के एक ठन नान्हे प्रोजेक्ट पूरा करथें",
  "education.groups.outcome.certificate": "डिजिटल हुनर के प्रमाणपत्र के संग इस्कूल पूरा करथें",
  "education.groups.outcome.plan": "कॉलेज, सिखई या काम बर ओमन करा एक योजना रहिथे",

  "education.methods.title": "लइका मन कइसे सीखहीं",
  "education.methods.description": "पढ़ाए के चार तरीका, हर उमर के टोली म।",
  "education.methods.personalised": "एआई ले हर लइका के हिसाब के पढ़ई",
  "education.methods.motherTongue": "पहिली अपन महतारी भाखा",
  "education.methods.projects": "कर के सीखना",
  "education.methods.community": "दाई-ददा अउ सियान मन घलो गुरुजी",
  "education.methods.personalised.description":
    "हर लइका अपन स्तर अउ अपन रफ्तार ले अभ्यास करथे; गुरुजी मन देखथें के कोन अटके हे अउ ओला मदद करथें।",
  "education.methods.motherTongue.description":
    "लइका मन छत्तीसगढ़ी ले सुरू करथें, फेर ओकर ऊपर हिंदी अउ अंगरेजी सीखथें, ताकि कोनो लइका सिरिफ भाखा के सेती पाछू झन रहि जाय।",
  "education.methods.projects.description":
    "गाँव के अपन सवाल मन ऊपर प्रोजेक्ट: सोलर पंप, फसल के दाम, भुइँया के तरी के पानी, स्वास्थ्य केंद्र।",
  "education.methods.community.description":
    "हर महीना दाई-ददा मन के बइठका, पढ़ई म सियान मन के कहिनी, अउ बड़े पढ़इया मन नान्हे मन ला रद्दा देखाथें।",

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
  "education.roadmap.activity.setUpLab": "एआई पढ़ई लैब तियार करना",
  "education.roadmap.activity.trainTeachers": "गुरुजी मन ला एआई के मदद ले पाठ पढ़ाय के सिखई",
  "education.roadmap.activity.baselineCheck": "हर लइका के पढ़ई अउ गनित के जाँच",
  "education.roadmap.activity.personalisedLessons":
    "छत्तीसगढ़ी, हिंदी अउ अंगरेजी म हर लइका के हिसाब के पाठ",
  "education.roadmap.activity.codingClubs": "कोडिंग क्लब अउ प्रोजेक्ट के काम",
  "education.roadmap.activity.parentsMeetings": "दाई-ददा मन संग हर महीना सीखे ऊपर बइठका",
  "education.roadmap.activity.careerGuidance": "करियर के सलाह अउ परीक्षा के तियारी",
  "education.roadmap.activity.certificates": "नवजवान मन बर डिजिटल हुनर के प्रमाणपत्र",
  "education.roadmap.activity.handover": "लैब ला इस्कूल अउ पंचायत ला सौंपना",
  "education.roadmap.milestone.labOpen": "लैब ला तीनों उमर के टोली बर खोलना",
  "education.roadmap.milestone.baseline": "हर लइका के पढ़ई के सुरुआती हालत लिखना",
  "education.roadmap.milestone.everyChild": "हर लइका के पढ़ई ओकर अपन स्तर म",
  "education.roadmap.milestone.projectsShown": "पढ़इया मन के पहिली प्रोजेक्ट ग्राम सभा ला देखाना",
  "education.roadmap.milestone.literacyCheck": "{target} के लक्ष्य के हिसाब ले पढ़े-लिखे के जाँच",
  "education.roadmap.milestone.runsAlone": "लैब बाहिर के करमचारी बिना चलही",

  "education.links.title": "हर लइका ला सीखे म मदद करव",
  "education.links.description":
    "कार्यक्रम के संग देवव, फेर काम सुरू होय म प्रगति डैशबोर्ड म पढ़े-लिखे के आँकड़ा देखत रहव।",
  "education.links.support": "पढ़ई-लिखई के संग देवव",
  "education.links.track": "प्रगति देखव",
};
