import type { Messages } from "@/content/i18n/types";
import type { riskManagement as en } from "@/content/i18n/en/risk-management";

export const riskManagement: Messages<typeof en> = {
  "risk-management.hero.description":
    "कार्यक्रम के हर पहचाने गए जोखिम की संभावना, उसका असर, उससे बचाव का तरीका और फिर भी हो जाए तो दूसरी योजना।",
  "risk-management.stat.total": "पहचाने गए जोखिम",
  "risk-management.stat.highImpact": "ज़्यादा असर वाले",
  "risk-management.stat.highProbability": "ज़्यादा संभावना वाले",
  "risk-management.stat.reserve": "आकस्मिक खर्च के लिए रखी राशि",

  "risk-management.level.low": "कम",
  "risk-management.level.medium": "मध्यम",
  "risk-management.level.high": "ज़्यादा",

  "risk-management.matrix.title": "संभावना × असर तालिका",
  "risk-management.matrix.description":
    "पंक्तियाँ बताती हैं कि जोखिम कितना संभव है, कॉलम बताते हैं कि उसका नुकसान कितना होगा। हर कोड नीचे की तालिका में उस जोखिम तक ले जाता है।",
  "risk-management.matrix.probability": "संभावना",
  "risk-management.matrix.impact": "असर",
  "risk-management.matrix.empty": "कोई जोखिम नहीं",
  "risk-management.matrix.severity.low": "कम गंभीर",
  "risk-management.matrix.severity.medium": "मध्यम गंभीर",
  "risk-management.matrix.severity.high": "ज़्यादा गंभीर",
  "risk-management.matrix.legend": "खाने का रंग",

  "risk-management.table.title": "जोखिमों की सूची",
  "risk-management.table.description":
    "हर महीने की प्रगति समीक्षा में यह सूची जाँची जाती है और हर चरण के अंत में जोखिमों को फिर से आँका जाता है।",
  "risk-management.table.id": "कोड",
  "risk-management.table.risk": "जोखिम",
  "risk-management.table.probability": "संभावना",
  "risk-management.table.impact": "असर",
  "risk-management.table.mitigation": "बचाव के उपाय",
  "risk-management.table.contingency": "दूसरी योजना",

  // The register, one entry per risk in content/risks.ts; {total} and {reserve} as in English.
  "risk-management.risk.R1.risk": "पैसा देर से आए या {total} की योजना से कम पड़ जाए",
  "risk-management.risk.R1.mitigation":
    "पैसा चरण-दर-चरण जुटाया और जारी किया जाता है, और बजट में {reserve} का आकस्मिक कोष रखा जाता है।",
  "risk-management.risk.R1.contingency":
    "चरण 1 के ज़रूरी काम (इंटरनेट, पानी, सेहत) पहले होते हैं; बाद के कामों का चरण बदला जाता है और यह बदलाव छापकर सबको बताया जाता है।",
  "risk-management.risk.R2.risk": "गाँव के लोग, ख़ासकर महिलाएँ और बुज़ुर्ग, डिजिटल सेवाएँ न अपनाएँ",
  "risk-management.risk.R2.mitigation":
    "गाँव के स्वयंसेवकों से छत्तीसगढ़ी में प्रशिक्षण, महिलाओं और बुज़ुर्गों के लिए अलग बैठकें, और सबसे पहले काम की सेवाएँ (सेहत, भुगतान)।",
  "risk-management.risk.R2.contingency":
    "पीछे रह गए घरों के लिए घर-घर जाकर मदद, और हर चरण की समीक्षा में प्रशिक्षण की योजना में सुधार।",
  "risk-management.risk.R3.risk": "सप्लाई या लाइसेंस की वजह से सैटेलाइट इंटरनेट के उपकरण देर से पहुँचें",
  "risk-management.risk.R3.mitigation":
    "शुरुआत में ही किट का ऑर्डर, और अनुबंध में पहुँचाने की तारीख़ तय; ऑर्डर से पहले लाइसेंस की जाँच।",
  "risk-management.risk.R3.contingency":
    "बाकी किट आने तक पहली किट से स्कूल और स्वास्थ्य केंद्र का काम चलता है; हॉटस्पॉट लगाने का काम एक महीना आगे खिसकता है।",
  "risk-management.risk.R4.risk": "बिजली कटने से लैब, स्वास्थ्य केंद्र या नेटवर्क बंद हो जाए",
  "risk-management.risk.R4.mitigation":
    "बैटरी वाला सोलर ग्रिड ज़रूरी सेवाओं को बिजली देता है, और वोल्टेज बढ़ने से बचाव (सर्ज प्रोटेक्शन) भी रहता है।",
  "risk-management.risk.R4.contingency":
    "बिजली सबसे पहले टेलीमेडिसिन केंद्र के लिए, फिर स्कूल की लैब के लिए बचाकर रखी जाती है।",
  "risk-management.risk.R5.risk": "तय समय पर वीडियो से सलाह देने के लिए डॉक्टर न मिलें",
  "risk-management.risk.R5.mitigation":
    "एक से ज़्यादा अस्पतालों से समझौते, और डॉक्टरों की ड्यूटी की छपी हुई सूची।",
  "risk-management.risk.R5.contingency":
    "आपात मामलों को सबसे पास के अस्पताल भेजा जाता है, और जाने की गाड़ी का इंतज़ाम स्वास्थ्य कार्यकर्ता की ओर से होता है।",
  "risk-management.risk.R6.risk": "बरसात के आँधी-तूफ़ान पैनल, खंभों या तारों को नुकसान पहुँचाएँ",
  "risk-management.risk.R6.mitigation":
    "बाहर का काम बरसात के मौसम में नहीं रखा जाता, ढाँचे (माउंट) मौसम झेलने लायक बनाए जाते हैं, और उपकरणों का बीमा होता है।",
  "risk-management.risk.R6.contingency": "मरम्मत का खर्च आकस्मिक कोष और बीमा के दावे से दिया जाता है।",
  "risk-management.risk.R7.risk": "ख़रीदने से पहले उपकरणों के दाम बढ़ जाएँ",
  "risk-management.risk.R7.mitigation": "ऑर्डर देने से पहले तय दाम वाले कोटेशन पर दस्तख़त किए जाते हैं।",
  "risk-management.risk.R7.contingency":
    "कम ज़रूरी ख़रीद बाद के चरण तक टाल दी जाती है, ताकि चरण का बजट न बिगड़े।",
  "risk-management.risk.R8.risk": "सीखे हुए कर्मचारी या सिखाने वाले गाँव छोड़कर चले जाएँ",
  "risk-management.risk.R8.mitigation":
    "गाँव के युवाओं को ही सिखाने वाला (ट्रेनर) बनाया जाता है, ताकि हुनर गाँव में ही रहे।",
  "risk-management.risk.R8.contingency":
    "जब तक नया व्यक्ति रखा जाता है, पहले के बैचों से सीखकर निकले लोग काम सँभालते हैं।",
  "risk-management.risk.R9.risk": "पैनलों और कंप्यूटरों की चोरी या टूट-फूट",
  "risk-management.risk.R9.mitigation":
    "घेराबंदी वाली जगहें, उपकरणों की मालिक गाँव की एक समिति, और बीमा।",
  "risk-management.risk.R9.contingency":
    "बीमा वाला सामान बदल दिया जाता है; समिति के साथ सुरक्षा की फिर से जाँच होती है।",
  "risk-management.risk.R10.risk": "गाँव के लोगों की निजी या सेहत की जानकारी बाहर आ जाए",
  "risk-management.risk.R10.mitigation":
    "जानकारी लेने से पहले सहमति, कम से कम जानकारी, और देखने की इजाज़त सिर्फ़ नाम से तय कर्मचारियों को।",
  "risk-management.risk.R10.contingency":
    "जानकारी तक पहुँच बंद कर दी जाती है, जिन परिवारों पर असर पड़ा उन्हें फ़ौरन बताया जाता है, और फिर से इस्तेमाल शुरू करने से पहले वजह ठीक की जाती है।",
  "risk-management.risk.R11.risk": "तैयार किया गया खेती का सामान योजना से कम दाम पर बिके",
  "risk-management.risk.R11.mitigation": "बेचने के कई रास्ते, ताकि कोई एक ख़रीदार दाम तय न करे।",
  "risk-management.risk.R11.contingency":
    "जो बिकता है उसकी ओर सामान का मेल बदला जाता है; किसान समूह मिलकर फ़ैसला करता है।",
  "risk-management.risk.R12.risk": "जगह चुनने या कौन-सा काम पहले हो, इस पर गाँव में मतभेद",
  "risk-management.risk.R12.mitigation":
    "जगहें और कौन-सा काम पहले हो, यह ग्राम सभा की बैठकों में खुलकर तय होता है।",
  "risk-management.risk.R12.contingency":
    "गाँव की समिति बीच-बचाव करती है और फ़ैसला सबके सामने दर्ज किया जाता है।",

  "risk-management.links.title": "योजना में देखें",
};
