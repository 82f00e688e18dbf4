import type { Messages } from "@/content/i18n/types";
import type { phase2Messages as en } from "@/content/i18n/en/implementation-timeline/phase-2";

export const phase2Messages: Messages<typeof en> = {
  "implementation-timeline.plan.skills1.title": "हुनर सिखई के पहिली बैच: डिजिटल मार्केटिंग अउ घर ले काम",
  "implementation-timeline.deliverable.skills1.1": "जवान मन के पहिली बैच के भरती",
  "implementation-timeline.deliverable.skills1.2": "कोर्स हिंदी अउ छत्तीसगढ़ी म",
  "implementation-timeline.plan.skills1.risk": "खेती के काम बर सीखइया मन छोड़ दीहीं",
  "implementation-timeline.plan.skills1.mitigation": "कक्षा के बेरा खेती के सीजन ला देख के तय",

  "implementation-timeline.plan.afterSchool.title": "एआई लैब म इस्कूल के बाद हर लइका के हिसाब ले पढ़ई",
  "implementation-timeline.deliverable.afterSchool.1": "इस्कूल जवइया हर लइका बर समय-सारनी",
  "implementation-timeline.deliverable.afterSchool.2": "सुरू म पढ़ई के स्तर लिखना",
  "implementation-timeline.plan.afterSchool.risk": "गुरुजी मन सॉफ्टवेयर ले अनजान",
  "implementation-timeline.plan.afterSchool.mitigation":
    "कक्षा सुरू होय ले पहिली गुरुजी मन ला हाथों-हाथ सिखई",

  "implementation-timeline.plan.farmerGroup.title": "खेती के उपज के प्रोसेसिंग बर किसान समूह बनाना",
  "implementation-timeline.deliverable.farmerGroup.1": "किसान उत्पादक समूह के पंजीयन",
  "implementation-timeline.deliverable.farmerGroup.2": "प्रोसेसिंग बर फसल अउ उत्पाद के चुनई",
  "implementation-timeline.plan.farmerGroup.risk": "बहुत कम किसान जुड़हीं",
  "implementation-timeline.plan.farmerGroup.mitigation":
    "खुल्ला बइठका जेमा अंदाजन दाम अउ लागत देखाय जाही",

  "implementation-timeline.plan.specialists.title": "विशेषज्ञ डाक्टर ले टेली-परामर्श के दिन",
  "implementation-timeline.deliverable.specialists.1":
    "माईलोगन, लइका अउ सियान मन बर हर महीना विशेषज्ञ के दिन",
  "implementation-timeline.plan.specialists.risk": "विशेषज्ञ के बेरा रद्द हो जाय",
  "implementation-timeline.plan.specialists.mitigation": "दूसर अस्पताल संग बदला के बेरा तय",

  "implementation-timeline.plan.shg.title":
    "माईलोगन मन के स्व-सहायता समूह: डिजिटल भुगतान अउ ऑनलाइन बिक्री",
  "implementation-timeline.deliverable.shg.1": "स्व-सहायता समूह मन ला डिजिटल भुगतान के सिखई",
  "implementation-timeline.deliverable.shg.2": "पहिली उत्पाद ला ऑनलाइन बेचे बर डारना",
  "implementation-timeline.plan.shg.risk": "माईलोगन के जुड़े म परिवार के विरोध",
  "implementation-timeline.plan.shg.mitigation": "सत्र गाँव म ही, घर के मन ला घलो बलाय जाही",

  "implementation-timeline.plan.monsoon1.title": "बरसात ले पहिली सोलर अउ नेटवर्क उपकरन के देख-रेख",
  "implementation-timeline.deliverable.monsoon1.1": "स्टैंड, तार अउ पैनल के जाँच",
  "implementation-timeline.deliverable.monsoon1.2": "बिजली के झटका ले बचाव के जाँच",
  "implementation-timeline.plan.monsoon1.risk": "बरसात म आँधी-तूफान ले नुकसान",
  "implementation-timeline.plan.monsoon1.mitigation": "जून ले पहिली फालतू पुर्जा जमा; उपकरन के बीमा",

  "implementation-timeline.plan.agriEquipment.title": "खेती-उपज प्रोसेसिंग के मसीन लगाना",
  "implementation-timeline.deliverable.agriEquipment.1": "प्रोसेसिंग इकाई म परखे बर बैच चलाना",
  "implementation-timeline.deliverable.agriEquipment.2": "चलइया मन ला सिखोना",
  "implementation-timeline.plan.agriEquipment.risk": "बरसात के सेती मसीन पहुँचे म देरी",
  "implementation-timeline.plan.agriEquipment.mitigation": "मई म ऑर्डर, ढँके गोदाम तियार",

  "implementation-timeline.plan.healthLiteracy.title": "स्वास्थ्य के जानकारी के सत्र",
  "implementation-timeline.deliverable.healthLiteracy.1":
    "खान-पान, साफ-सफई अउ महतारी के स्वास्थ्य ऊपर सत्र",
  "implementation-timeline.plan.healthLiteracy.risk": "बोवाई के बेरा कम मनखे आहीं",
  "implementation-timeline.plan.healthLiteracy.mitigation": "संझा के खाना के बाद छोटे सत्र",

  "implementation-timeline.plan.skills2.title": "हुनर सिखई के दूसर बैच अउ घर ले काम के मौका",
  "implementation-timeline.deliverable.skills2.1": "दूसर बैच के भरती",
  "implementation-timeline.deliverable.skills2.2": "पहिली सीखइया मन ला घर ले काम दिलाना",
  "implementation-timeline.plan.skills2.risk": "घर ले काम के बहुत कम मौका",
  "implementation-timeline.plan.skills2.mitigation": "कतको प्लेटफॉर्म अउ काम देवइया मन ले काम खोजे जाही",

  "implementation-timeline.plan.adultLearning.title": "बड़े मन बर कतको भाखा म पढ़ई",
  "implementation-timeline.deliverable.adultLearning.1": "हिंदी, छत्तीसगढ़ी अउ अंगरेजी म संझा के कक्षा",
  "implementation-timeline.plan.adultLearning.risk": "बड़े मन करा आय के बेरा नइ रहय",
  "implementation-timeline.plan.adultLearning.mitigation": "लैब के संग-संग फोन म घलो छोटे पाठ",

  "implementation-timeline.plan.hubPrepared.title": "डिजिटल सेवा केंद्र के तियारी",
  "implementation-timeline.deliverable.hubPrepared.1": "केंद्र के खोली म सामान लगाना",
  "implementation-timeline.deliverable.hubPrepared.2": "सेवा अउ दाम गाँव संग तय",
  "implementation-timeline.plan.hubPrepared.risk": "केंद्र के उपयोग नइ होही",
  "implementation-timeline.plan.hubPrepared.mitigation":
    "सुरुआत ओ सेवा मन ले जेला परिवार मन सबले जादा माँगथें",

  "implementation-timeline.plan.review2.title": "चरन 2 के जाँच",
  "implementation-timeline.deliverable.review2.1": "KPI ला ओमन के पड़ाव ले मिलाके नापना",
  "implementation-timeline.deliverable.review2.2": "खरचा के मिलान अउ छपई",
  "implementation-timeline.plan.review2.risk": "चरन 2 म बजट ले जादा खरचा",
  "implementation-timeline.plan.review2.mitigation":
    "{contingency} बचत कोस ले पइसा सिरिफ कारन छाप के ही ले जाही",
};
