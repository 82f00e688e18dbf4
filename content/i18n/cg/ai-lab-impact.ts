import type { Messages } from "@/content/i18n/types";
import type { aiLabImpact as en } from "@/content/i18n/en/ai-lab-impact";

export const aiLabImpact: Messages<typeof en> = {
  "ai-lab-impact.hero.description":
    "गाँव के एआई लर्निंग लैब, जिहाँ लइका मन हिंदी, छत्तीसगढ़ी अउ अंगरेजी म अपन रफ्तार ले सीखहीं, अउ बड़े मन डिजिटल काम के सिखई लेहीं।",
  "ai-lab-impact.hero.students": "पढ़इया मन के सीट",
  "ai-lab-impact.hero.courses": "योजना म कोर्स",
  "ai-lab-impact.hero.computers": "कंप्यूटर",
  "ai-lab-impact.hero.backup": "बिजली बैकअप",
  "ai-lab-impact.metrics.title": "जेन आँकड़ा ऊपर नजर रखे जाही",
  "ai-lab-impact.metric.utilization": "लैब के उपयोग",
  "ai-lab-impact.metric.students": "भरती होवइया पढ़इया",
  "ai-lab-impact.metric.courses": "मिलइया कोर्स",
  "ai-lab-impact.metric.programming": "प्रोग्रामिंग सीखइया पढ़इया",
  "ai-lab-impact.programmes.title": "सिखई के कार्यक्रम",
  "ai-lab-impact.programmes.description":
    "पहिली बैच बर योजना म रखे सीट। पढ़ई तब सुरू होही जब लैब {quarter} म खुलही, एकर सेती अभी कोनो कार्यक्रम सुरू नइ होय हे।",
  "ai-lab-impact.programme.foundations": "डिजिटल नेंव",
  "ai-lab-impact.programme.tutor": "एआई ट्यूटर कार्यक्रम",
  "ai-lab-impact.programme.coding": "कोडिंग अउ रोबोटिक्स",
  "ai-lab-impact.programme.adults": "काम-बूता बर डिजिटल हुनर",
  "ai-lab-impact.programme.ages": "उमर {min}–{max} बछर",
  "ai-lab-impact.programme.participants": "योजना म सीट",
  "ai-lab-impact.programme.completion": "पूरा होइस",
  "ai-lab-impact.programme.progress": "{title}: {percent} पूरा",
  "ai-lab-impact.facilities.title": "सुविधा मन",
  "ai-lab-impact.facilities.description": "लैब खुलत बेरा का रइही, अउ पूरा तियार होय म का रइही।",
  "ai-lab-impact.facility.workstations": "कंप्यूटर",
  "ai-lab-impact.facility.software": "सॉफ्टवेयर लाइसेंस",
  "ai-lab-impact.facility.backup": "बिजली बैकअप",
  "ai-lab-impact.stories.title": "सफलता के कहानी, जेकर डहर हमन बढ़त हन",
  "ai-lab-impact.projections.title": "पाँच बछर के अनुमान",
  "ai-lab-impact.projections.description":
    "हर पैमाना कहाँ ले सुरू होथे अउ योजना के हिसाब ले पाँचवाँ बछर तक कहाँ पहुँचही।",
  "ai-lab-impact.projection.employment": "हुनर वाले या डिजिटल काम म जवान मन",
  "ai-lab-impact.projection.skills": "डिजिटल हुनर वाले बड़े मन",
  "ai-lab-impact.projection.projects": "गाँव के तकनीकी परियोजना",
  "ai-lab-impact.projection.income": "डिजिटल कमई वाले परिवार",
  "ai-lab-impact.projection.range": "{start} → {year5}",
  "ai-lab-impact.projection.points": "पाँचवाँ बछर तक +{n} प्रतिशत अंक",
  "ai-lab-impact.projection.times": "पाँचवाँ बछर तक सुरुआत के {n} गुना",
  "ai-lab-impact.programme.foundations.description":
    "पढ़ई, गिनती अउ टैबलेट चलाए के खेल-खेल म सिखई, छत्तीसगढ़ी बोलइया एआई गुरुजी के संग।",
  "ai-lab-impact.programme.tutor.description":
    "गणित, विज्ञान अउ भाखा के अभ्यास, जेन हर लइका के स्तर के हिसाब ले ढलथे, हिंदी, छत्तीसगढ़ी या अंगरेजी म।",
  "ai-lab-impact.programme.coding.description":
    "प्रोग्रामिंग, सरल रोबोटिक्स अउ ऐप प्रोजेक्ट, जेन ओ समस्या मन ला सुलझाथे जेला गाँव खुदे बताथे।",
  "ai-lab-impact.programme.adults.description":
    "घर बइठे ऑनलाइन काम, डिजिटल मार्केटिंग, ऑनलाइन बैंकिंग, अउ फसल अउ हाथ के बने समान ऑनलाइन बेचना।",
  "ai-lab-impact.facility.workstations.description":
    "हेडसेट अउ वेबकैम वाले कंप्यूटर, जेन इस्कूल के बेरा अउ संझा के कक्षा म पारी-पारी ले उपयोग होही।",
  "ai-lab-impact.facility.software.description":
    "सीखे के ऐप अउ टूल, जेला बिना इंटरनेट के उपयोग अउ इहाँ के भाखा म पाठ बर चुने गे हे।",
  "ai-lab-impact.facility.backup.description":
    "सोलर बैटरी बैकअप, ताकि बिजली गए म अउ अँधियार होय के बाद घलो कक्षा चलत रहय।",
  "ai-lab-impact.story.kavita.name": "कविता",
  "ai-lab-impact.story.kavita.role": "कक्षा 9 के पढ़इया",
  "ai-lab-impact.story.kavita.story":
    "कविता इस्कूल के बाद एआई गुरुजी के संग छत्तीसगढ़ी म गणित के अभ्यास करथे। गुरुजी धर लेथे के भिन्न म ओकर नंबर कटथे, अउ ओला ओकर स्तर के रोज दस मिनट के अभ्यास देथे।",
  "ai-lab-impact.story.kavita.hope": "भरोसा के संग कक्षा 10 के परीक्षा देवय अउ विज्ञान चुनय।",
  "ai-lab-impact.story.ramesh.name": "रमेश",
  "ai-lab-impact.story.ramesh.role": "किसान के बेटा, 12वीं पास",
  "ai-lab-impact.story.ramesh.story":
    "रमेश संझा के डिजिटल हुनर वाले कोर्स म जुड़थे, स्प्रेडशीट अउ ऑनलाइन ग्राहक सहायता सीखथे, अउ लैब ले घर बइठे वाले नौकरी बर आवेदन करथे।",
  "ai-lab-impact.story.ramesh.hope": "गाँव छोड़े बिना ऑनलाइन पहिली कमई।",
  "ai-lab-impact.story.sunita.name": "सुनीता",
  "ai-lab-impact.story.sunita.role": "स्व-सहायता समूह के सदस्य",
  "ai-lab-impact.story.sunita.story":
    "सुनीता के समूह लैब के मदद ले हर कदम म सीखथे के बाँस के समान के फोटो कइसे खींचना हे, दाम कइसे तय करना हे अउ फोन म ऑर्डर कइसे लेना हे।",
  "ai-lab-impact.story.sunita.hope": "जिला के बाहिर के बिसइया मन ले लगातार ऑर्डर।",
};
