import type { Messages } from "@/content/i18n/types";
import type { riskManagement as en } from "@/content/i18n/en/risk-management";

export const riskManagement: Messages<typeof en> = {
  "risk-management.hero.description":
    "कार्यक्रम के हर पहिचाने गे जोखिम: ओखर होय के संभावना, ओखर असर, ओखर ले कइसे बचे जाही, अउ तभो ले हो जाय त दूसर उपाय।",
  "risk-management.stat.total": "पहिचाने गे जोखिम",
  "risk-management.stat.highImpact": "जादा असर वाले",
  "risk-management.stat.highProbability": "जादा संभावना वाले",
  "risk-management.stat.reserve": "अचानक के खरचा बर बचा के राखे पइसा",

  "risk-management.level.low": "कम",
  "risk-management.level.medium": "मंझोला",
  "risk-management.level.high": "जादा",

  "risk-management.matrix.title": "संभावना × असर तालिका",
  "risk-management.matrix.description":
    "ऊपर ले खाल्हे जोखिम होय के संभावना, अउ डेरी ले जेवनी ओखर ले होय नुकसान देखाय गे हे। हर कोड खाल्हे के तालिका म ओ जोखिम तक ले जाथे।",
  "risk-management.matrix.probability": "संभावना",
  "risk-management.matrix.impact": "असर",
  "risk-management.matrix.empty": "कोनो जोखिम नइ",
  "risk-management.matrix.severity.low": "कम गंभीर",
  "risk-management.matrix.severity.medium": "मंझोला गंभीर",
  "risk-management.matrix.severity.high": "जादा गंभीर",
  "risk-management.matrix.legend": "खाना के रंग",

  "risk-management.table.title": "जोखिम मन के सूची",
  "risk-management.table.description":
    "हर महीना के प्रगति जाँच म ए सूची ला देखे जाथे, अउ हर चरन के आखिर म जोखिम मन ला फेर ले आँके जाथे।",
  "risk-management.table.id": "कोड",
  "risk-management.table.risk": "जोखिम",
  "risk-management.table.probability": "संभावना",
  "risk-management.table.impact": "असर",
  "risk-management.table.mitigation": "बचाव के उपाय",
  "risk-management.table.contingency": "दूसर उपाय",

  // The register, one entry per risk in content/risks.ts; {total} and {reserve} as in English.
  "risk-management.risk.R1.risk": "पइसा देरी ले आय या {total} के योजना ले कम पर जाय",
  "risk-management.risk.R1.mitigation":
    "पइसा चरन-चरन म जुटाय अउ दे जाथे, अउ बजट म {reserve} के आपात कोस राखे जाथे।",
  "risk-management.risk.R1.contingency":
    "चरन 1 के जरूरी काम (इंटरनेट, पानी, सेहत) पहिली होथें; बाद के काम मन के चरन बदले जाथे अउ ए बदलाव ला छाप के सबो ला बताय जाथे।",
  "risk-management.risk.R2.risk":
    "गाँव के मन, खास करके माईलोगन अउ सियान मन, डिजिटल सेवा मन ला नइ अपनावँय",
  "risk-management.risk.R2.mitigation":
    "गाँव के सेवा करइया (स्वयंसेवक) मन ले छत्तीसगढ़ी म सिखई, माईलोगन अउ सियान मन बर अलग बइठक, अउ सबले पहिली काम के सेवा (सेहत, भुगतान)।",
  "risk-management.risk.R2.contingency":
    "पाछू छूट गे घर मन बर घर-घर जा के मदद, अउ हर चरन के जाँच म सिखई के योजना म सुधार।",
  "risk-management.risk.R3.risk": "सप्लाई या लाइसेंस के सेती सैटेलाइट इंटरनेट के उपकरन मन देरी ले पहुँचँय",
  "risk-management.risk.R3.mitigation":
    "सुरू म ही किट के ऑर्डर, अउ करार म पहुँचाय के तारीख तय; ऑर्डर ले पहिली लाइसेंस के जाँच।",
  "risk-management.risk.R3.contingency":
    "बाकी किट आवत ले पहिली किट ले इस्कूल अउ सेहत केंद्र के काम चलथे; हॉटस्पॉट लगाय के काम एक महीना आगू घुसक जाथे।",
  "risk-management.risk.R4.risk": "बिजली कटे ले लैब, सेहत केंद्र या नेटवर्क बंद हो जाय",
  "risk-management.risk.R4.mitigation":
    "बैटरी वाले सोलर ग्रिड ह जरूरी सेवा मन ला बिजली देथे, अउ वोल्टेज बाढ़े ले बचाव (सर्ज प्रोटेक्शन) घलो रहिथे।",
  "risk-management.risk.R4.contingency":
    "बिजली सबले पहिली टेलीमेडिसिन केंद्र बर, फेर इस्कूल के लैब बर बचा के राखे जाथे।",
  "risk-management.risk.R5.risk": "तय बेरा म वीडियो ले सलाह दे बर डाक्टर नइ मिलँय",
  "risk-management.risk.R5.mitigation": "एक ले जादा अस्पताल मन संग करार, अउ डाक्टर मन के ड्यूटी के छपे सूची।",
  "risk-management.risk.R5.contingency":
    "आपात मामला मन ला सबले लकठा के अस्पताल भेजे जाथे, अउ जाय के गाड़ी के इंतजाम स्वास्थ्य कार्यकर्ता कोति ले होथे।",
  "risk-management.risk.R6.risk": "बरसात के आँधी-तूफान ह पैनल, खंभा या तार मन ला नुकसान पहुँचाय",
  "risk-management.risk.R6.mitigation":
    "बाहिर के काम ला बरसात के दिन म नइ राखे जाय, ढाँचा (माउंट) मन ला मौसम झेले लाइक बनाय जाथे, अउ उपकरन मन के बीमा होथे।",
  "risk-management.risk.R6.contingency": "मरम्मत के खरचा आपात कोस अउ बीमा के दावा ले दे जाथे।",
  "risk-management.risk.R7.risk": "बिसाय ले पहिली उपकरन मन के दाम बाढ़ जाय",
  "risk-management.risk.R7.mitigation": "ऑर्डर दे के पहिली तय दाम वाले कोटेशन म दसखत करे जाथे।",
  "risk-management.risk.R7.contingency":
    "कम जरूरी बिसई ला बाद के चरन तक टार दे जाथे, ताकि चरन के बजट झन बिगड़य।",
  "risk-management.risk.R8.risk": "सीखे-पढ़े करमचारी या सिखइया मन गाँव छोड़ के चल देवँय",
  "risk-management.risk.R8.mitigation":
    "गाँव के नवजवान मन ला ही सिखइया (ट्रेनर) बनाय जाथे, ताकि हुनर गाँव म ही रहय।",
  "risk-management.risk.R8.contingency":
    "जब तक नवा मनखे नइ रखे जाय, पहिली के बैच मन ले सीख के निकले मन काम सँभालथें।",
  "risk-management.risk.R9.risk": "पैनल अउ कंप्यूटर मन के चोरी या टूट-फूट",
  "risk-management.risk.R9.mitigation": "घेरा लगे जगा, उपकरन मन के मालिक गाँव के एक समिति, अउ बीमा।",
  "risk-management.risk.R9.contingency":
    "बीमा वाले सामान ला बदल दे जाथे; समिति के संग सुरक्षा ला फेर ले जाँचे जाथे।",
  "risk-management.risk.R10.risk": "गाँव के मन के निजी या सेहत के जानकारी बाहिर आ जाय",
  "risk-management.risk.R10.mitigation":
    "जानकारी ले के पहिली मरजी, कम ले कम जानकारी, अउ देखे के छूट सिरिफ नाम ले तय करमचारी मन ला।",
  "risk-management.risk.R10.contingency":
    "जानकारी तक पहुँच बंद कर दे जाथे, जेन परिवार मन ऊपर असर परिस ओमन ला तुरते बताय जाथे, अउ फेर ले बउरे के पहिली कारन ला ठीक करे जाथे।",
  "risk-management.risk.R11.risk": "तियार करे खेती के सामान योजना ले कम दाम म बेचाय",
  "risk-management.risk.R11.mitigation": "बेचे के कई ठन रद्दा, ताकि कोनो एक बिसइया दाम तय झन करय।",
  "risk-management.risk.R11.contingency":
    "जेन बेचाथे ओखर कोति सामान के मेल बदले जाथे; किसान मन के समूह मिल के फैसला करथे।",
  "risk-management.risk.R12.risk": "जगा चुने या कोन काम पहिली होय, एला ले के गाँव म मतभेद",
  "risk-management.risk.R12.mitigation":
    "जगा अउ कोन काम पहिली होही, ए ह ग्राम सभा के बइठक म खुल्ला तय होथे।",
  "risk-management.risk.R12.contingency": "गाँव के समिति ह बीच-बचाव करथे अउ फैसला ला सबके आगू लिखे जाथे।",

  "risk-management.links.title": "योजना म देखव",
};
