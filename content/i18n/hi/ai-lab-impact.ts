import type { Messages } from "@/content/i18n/types";
import type { aiLabImpact as en } from "@/content/i18n/en/ai-lab-impact";

export const aiLabImpact: Messages<typeof en> = {
  "ai-lab-impact.hero.description":
    "गाँव की एआई लर्निंग लैब, जहाँ बच्चे हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में अपनी रफ़्तार से सीखेंगे और बड़े डिजिटल काम का प्रशिक्षण लेंगे।",
  "ai-lab-impact.hero.students": "विद्यार्थियों की सीटें",
  "ai-lab-impact.hero.courses": "योजना में कोर्स",
  "ai-lab-impact.hero.computers": "कंप्यूटर",
  "ai-lab-impact.hero.backup": "बिजली बैकअप",
  "ai-lab-impact.metrics.title": "जिन आँकड़ों पर नज़र रखी जाएगी",
  "ai-lab-impact.metric.utilization": "लैब का इस्तेमाल",
  "ai-lab-impact.metric.students": "दाखिला लेने वाले विद्यार्थी",
  "ai-lab-impact.metric.courses": "उपलब्ध कोर्स",
  "ai-lab-impact.metric.programming": "प्रोग्रामिंग सीखने वाले विद्यार्थी",
  "ai-lab-impact.programmes.title": "प्रशिक्षण कार्यक्रम",
  "ai-lab-impact.programmes.description":
    "पहले बैच की योजना में रखी सीटें। पढ़ाई तब शुरू होगी जब लैब {quarter} में खुलेगी, इसलिए अभी कोई कार्यक्रम शुरू नहीं हुआ है।",
  "ai-lab-impact.programme.foundations": "डिजिटल नींव",
  "ai-lab-impact.programme.tutor": "एआई ट्यूटर कार्यक्रम",
  "ai-lab-impact.programme.coding": "कोडिंग और रोबोटिक्स",
  "ai-lab-impact.programme.adults": "काम के लिए डिजिटल हुनर",
  "ai-lab-impact.programme.ages": "उम्र {min}–{max} साल",
  "ai-lab-impact.programme.participants": "योजना में सीटें",
  "ai-lab-impact.programme.completion": "पूरा हुआ",
  "ai-lab-impact.programme.progress": "{title}: {percent} पूरा",
  "ai-lab-impact.facilities.title": "सुविधाएँ",
  "ai-lab-impact.facilities.description": "लैब खुलते समय क्या होगा, और पूरी तरह तैयार होने पर क्या होगा।",
  "ai-lab-impact.facility.workstations": "कंप्यूटर",
  "ai-lab-impact.facility.software": "सॉफ़्टवेयर लाइसेंस",
  "ai-lab-impact.facility.backup": "बिजली बैकअप",
  "ai-lab-impact.stories.title": "सफलता की कहानियाँ, जिनकी ओर हम बढ़ रहे हैं",
  "ai-lab-impact.projections.title": "पाँच साल का अनुमान",
  "ai-lab-impact.projections.description":
    "हर पैमाना कहाँ से शुरू होता है और योजना के हिसाब से पाँचवें साल तक कहाँ पहुँचेगा।",
  "ai-lab-impact.projection.employment": "हुनर वाले या डिजिटल काम में युवा",
  "ai-lab-impact.projection.skills": "डिजिटल हुनर वाले बड़े",
  "ai-lab-impact.projection.projects": "गाँव के तकनीकी प्रोजेक्ट",
  "ai-lab-impact.projection.income": "डिजिटल कमाई वाले परिवार",
  "ai-lab-impact.projection.range": "{start} → {year5}",
  "ai-lab-impact.projection.points": "पाँचवें साल तक +{n} प्रतिशत अंक",
  "ai-lab-impact.projection.times": "पाँचवें साल तक शुरुआत का {n} गुना",
  "ai-lab-impact.programme.foundations.description":
    "पढ़ना, गिनती और टैबलेट चलाना खेल-खेल में सीखना, छत्तीसगढ़ी बोलने वाले एआई ट्यूटर के साथ।",
  "ai-lab-impact.programme.tutor.description":
    "गणित, विज्ञान और भाषा का अभ्यास, जो हर बच्चे के स्तर के हिसाब से ढलता है, हिंदी, छत्तीसगढ़ी या अंग्रेज़ी में।",
  "ai-lab-impact.programme.coding.description":
    "प्रोग्रामिंग, आसान रोबोटिक्स और ऐप प्रोजेक्ट, जो उन समस्याओं को हल करें जिन्हें गाँव ख़ुद बताए।",
  "ai-lab-impact.programme.adults.description":
    "घर बैठे ऑनलाइन काम, डिजिटल मार्केटिंग, ऑनलाइन बैंकिंग, और फ़सल व हस्तशिल्प ऑनलाइन बेचना।",
  "ai-lab-impact.facility.workstations.description":
    "हेडसेट और वेबकैम वाले कंप्यूटर, जो स्कूल के समय और शाम की कक्षाओं में बारी-बारी से इस्तेमाल होंगे।",
  "ai-lab-impact.facility.software.description":
    "सीखने के ऐप और टूल, जिन्हें बिना इंटरनेट के इस्तेमाल और स्थानीय भाषाओं में पाठ के लिए चुना गया है।",
  "ai-lab-impact.facility.backup.description":
    "सोलर बैटरी बैकअप, ताकि बिजली जाने पर और अँधेरा होने के बाद भी कक्षाएँ चलती रहें।",
  "ai-lab-impact.story.kavita.name": "कविता",
  "ai-lab-impact.story.kavita.role": "कक्षा 9 की छात्रा",
  "ai-lab-impact.story.kavita.story":
    "कविता स्कूल के बाद एआई ट्यूटर के साथ छत्तीसगढ़ी में गणित का अभ्यास करती है। ट्यूटर पकड़ लेता है कि भिन्न में उसके नंबर कटते हैं, और उसे उसके स्तर का रोज़ दस मिनट का अभ्यास देता है।",
  "ai-lab-impact.story.kavita.hope": "भरोसे के साथ कक्षा 10 की परीक्षा दे और विज्ञान चुने।",
  "ai-lab-impact.story.ramesh.name": "रमेश",
  "ai-lab-impact.story.ramesh.role": "किसान का बेटा, 12वीं पास",
  "ai-lab-impact.story.ramesh.story":
    "रमेश शाम के डिजिटल हुनर वाले कोर्स में जुड़ता है, स्प्रेडशीट और ऑनलाइन ग्राहक सहायता सीखता है, और लैब से घर बैठे वाली नौकरियों के लिए आवेदन करता है।",
  "ai-lab-impact.story.ramesh.hope": "गाँव छोड़े बिना ऑनलाइन पहली कमाई।",
  "ai-lab-impact.story.sunita.name": "सुनीता",
  "ai-lab-impact.story.sunita.role": "स्वयं सहायता समूह की सदस्य",
  "ai-lab-impact.story.sunita.story":
    "सुनीता का समूह लैब की मदद से हर कदम पर सीखता है कि बाँस के सामान की फ़ोटो कैसे खींचें, दाम कैसे तय करें और फ़ोन पर ऑर्डर कैसे लें।",
  "ai-lab-impact.story.sunita.hope": "ज़िले के बाहर के ख़रीदारों से लगातार ऑर्डर।",
};
