import type { Messages } from "@/content/i18n/types";
import type { phase2Messages as en } from "@/content/i18n/en/implementation-timeline/phase-2";

export const phase2Messages: Messages<typeof en> = {
  "implementation-timeline.plan.skills1.title":
    "हुनर प्रशिक्षण का पहला बैच: डिजिटल मार्केटिंग और घर से काम",
  "implementation-timeline.deliverable.skills1.1": "युवाओं का पहला बैच भर्ती",
  "implementation-timeline.deliverable.skills1.2": "कोर्स हिंदी और छत्तीसगढ़ी में",
  "implementation-timeline.plan.skills1.risk": "खेती के काम के कारण प्रशिक्षण छोड़ दें",
  "implementation-timeline.plan.skills1.mitigation": "कक्षाओं का समय खेती के मौसम को देखकर तय",

  "implementation-timeline.plan.afterSchool.title": "एआई लैब में स्कूल के बाद हर बच्चे के हिसाब से पढ़ाई",
  "implementation-timeline.deliverable.afterSchool.1": "स्कूल जाने वाले हर बच्चे के लिए समय-सारणी",
  "implementation-timeline.deliverable.afterSchool.2": "शुरुआत में पढ़ाई का स्तर दर्ज",
  "implementation-timeline.plan.afterSchool.risk": "शिक्षक सॉफ़्टवेयर से अनजान",
  "implementation-timeline.plan.afterSchool.mitigation":
    "कक्षाएँ शुरू होने से पहले शिक्षकों को हाथों-हाथ प्रशिक्षण",

  "implementation-timeline.plan.farmerGroup.title": "उपज प्रोसेसिंग के लिए किसान समूह का गठन",
  "implementation-timeline.deliverable.farmerGroup.1": "किसान उत्पादक समूह का पंजीकरण",
  "implementation-timeline.deliverable.farmerGroup.2": "प्रोसेसिंग के लिए फ़सलों और उत्पादों का चयन",
  "implementation-timeline.plan.farmerGroup.risk": "बहुत कम किसान जुड़ें",
  "implementation-timeline.plan.farmerGroup.mitigation":
    "खुली बैठकें जिनमें अनुमानित दाम और लागत दिखाई जाएँ",

  "implementation-timeline.plan.specialists.title": "विशेषज्ञ डॉक्टरों से टेली-परामर्श के दिन",
  "implementation-timeline.deliverable.specialists.1":
    "महिलाओं, बच्चों और बुज़ुर्गों के लिए हर महीने विशेषज्ञ दिवस",
  "implementation-timeline.plan.specialists.risk": "विशेषज्ञ का समय रद्द हो जाए",
  "implementation-timeline.plan.specialists.mitigation": "दूसरे अस्पताल के साथ बदले का समय तय",

  "implementation-timeline.plan.shg.title": "महिलाओं के स्वयं सहायता समूह: डिजिटल भुगतान और ऑनलाइन बिक्री",
  "implementation-timeline.deliverable.shg.1": "स्वयं सहायता समूहों को डिजिटल भुगतान का प्रशिक्षण",
  "implementation-timeline.deliverable.shg.2": "पहले उत्पाद ऑनलाइन बिक्री पर",
  "implementation-timeline.plan.shg.risk": "महिलाओं के जुड़ने पर परिवार का विरोध",
  "implementation-timeline.plan.shg.mitigation": "सत्र गाँव में ही, परिवार वालों को भी बुलाया जाए",

  "implementation-timeline.plan.monsoon1.title": "बारिश से पहले सोलर और नेटवर्क उपकरणों का रख-रखाव",
  "implementation-timeline.deliverable.monsoon1.1": "स्टैंड, तार और पैनलों की जाँच",
  "implementation-timeline.deliverable.monsoon1.2": "बिजली के झटके से बचाव की जाँच",
  "implementation-timeline.plan.monsoon1.risk": "बारिश में आँधी-तूफ़ान से नुकसान",
  "implementation-timeline.plan.monsoon1.mitigation": "जून से पहले अतिरिक्त पुर्ज़े जमा; उपकरणों का बीमा",

  "implementation-timeline.plan.agriEquipment.title": "उपज प्रोसेसिंग की मशीनें लगाना",
  "implementation-timeline.deliverable.agriEquipment.1": "प्रोसेसिंग इकाई में परीक्षण के बैच",
  "implementation-timeline.deliverable.agriEquipment.2": "चलाने वालों को प्रशिक्षण",
  "implementation-timeline.plan.agriEquipment.risk": "बारिश के कारण मशीनें पहुँचने में देरी",
  "implementation-timeline.plan.agriEquipment.mitigation": "मई में ऑर्डर, ढका हुआ गोदाम तैयार",

  "implementation-timeline.plan.healthLiteracy.title": "स्वास्थ्य की जानकारी के सत्र",
  "implementation-timeline.deliverable.healthLiteracy.1": "पोषण, साफ़-सफ़ाई और माँ के स्वास्थ्य पर सत्र",
  "implementation-timeline.plan.healthLiteracy.risk": "बुआई के समय कम लोग आएँ",
  "implementation-timeline.plan.healthLiteracy.mitigation": "शाम के खाने के बाद छोटे सत्र",

  "implementation-timeline.plan.skills2.title": "हुनर प्रशिक्षण का दूसरा बैच और घर से काम के मौके",
  "implementation-timeline.deliverable.skills2.1": "दूसरा बैच भर्ती",
  "implementation-timeline.deliverable.skills2.2": "पहले प्रशिक्षार्थियों को घर से काम दिलाना",
  "implementation-timeline.plan.skills2.risk": "घर से काम के बहुत कम मौके",
  "implementation-timeline.plan.skills2.mitigation": "कई प्लेटफ़ॉर्म और नियोक्ताओं के ज़रिए काम की तलाश",

  "implementation-timeline.plan.adultLearning.title": "बड़ों के लिए कई भाषाओं में पढ़ाई",
  "implementation-timeline.deliverable.adultLearning.1": "हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में शाम की कक्षाएँ",
  "implementation-timeline.plan.adultLearning.risk": "बड़ों के पास आने का समय न हो",
  "implementation-timeline.plan.adultLearning.mitigation": "लैब के साथ-साथ फ़ोन पर भी छोटे पाठ",

  "implementation-timeline.plan.hubPrepared.title": "डिजिटल सेवा केंद्र की तैयारी",
  "implementation-timeline.deliverable.hubPrepared.1": "केंद्र का कमरा सामान से तैयार",
  "implementation-timeline.deliverable.hubPrepared.2": "सेवाएँ और दाम गाँव के साथ तय",
  "implementation-timeline.plan.hubPrepared.risk": "केंद्र का इस्तेमाल न हो",
  "implementation-timeline.plan.hubPrepared.mitigation":
    "शुरुआत उन सेवाओं से जो परिवार सबसे ज़्यादा माँगते हैं",

  "implementation-timeline.plan.review2.title": "चरण 2 की समीक्षा",
  "implementation-timeline.deliverable.review2.1": "KPI को उनके पड़ावों से मिलाकर मापना",
  "implementation-timeline.deliverable.review2.2": "खर्च का मिलान और प्रकाशन",
  "implementation-timeline.plan.review2.risk": "चरण 2 में बजट से ज़्यादा खर्च",
  "implementation-timeline.plan.review2.mitigation":
    "{contingency} आरक्षित कोष से पैसा सिर्फ़ कारण प्रकाशित करके ही लिया जाएगा",
};
