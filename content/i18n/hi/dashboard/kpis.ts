import type { Messages } from "@/content/i18n/types";
import type { kpiMessages as en } from "@/content/i18n/en/dashboard/kpis";

export const kpiMessages: Messages<typeof en> = {
  "dashboard.kpi.literacy.description":
    "7 साल और उससे बड़े गाँववालों में से कितने कम से कम एक भाषा में पढ़-लिख सकते हैं और रोज़ का हिसाब कर सकते हैं।",
  "dashboard.kpi.literacy.impact":
    "गाँववाले सूचनाएँ, फ़ॉर्म और संदेश पढ़ सकें, और बच्चे हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में अपनी कक्षा के स्तर तक सीखें।",
  "dashboard.kpi.literacy.methodology":
    "शुरुआत में और फिर हर छह महीने में घर-घर साक्षरता सर्वे: हर व्यक्ति की चुनी हुई भाषा में पढ़ने, लिखने और हिसाब की छोटी जाँच।",
  "dashboard.kpi.digital.description":
    "10 साल और उससे बड़े गाँववालों में से कितने संदेश, भुगतान, सरकारी सेवाओं और पढ़ाई के लिए फ़ोन या कंप्यूटर सुरक्षित तरीके से चला सकते हैं।",
  "dashboard.kpi.digital.impact":
    "हर घर सैटेलाइट नेटवर्क से ऑनलाइन हो, और उसे सेवाओं, पढ़ाई और काम के लिए इस्तेमाल करे।",
  "dashboard.kpi.digital.methodology":
    "हर व्यक्ति की एक असली जाँच (संदेश भेजना, डिजिटल भुगतान करना, ऑनलाइन फ़ॉर्म भरना), साथ में नेटवर्क से जुड़े घरों का रिकॉर्ड।",
  "dashboard.kpi.economic.description":
    "कितने घरों को कार्यक्रम से कमाई का कम से कम एक नया या बेहतर ज़रिया मिला: हुनर, रिमोट काम, अपना धंधा या फ़सल का बेहतर दाम।",
  "dashboard.kpi.economic.impact":
    "घरों की कमाई कार्यक्रम के लक्ष्य की ओर बढ़े, और काम के लिए गाँव छोड़कर जाना कम हो।",
  "dashboard.kpi.economic.methodology":
    "हर तिमाही हर घर की कमाई और रोज़गार का सर्वे, शुरुआती आँकड़ों से मिलाकर।",
  "dashboard.kpi.health.description":
    "कितने गाँववाले आम बीमारियों के ख़तरे के लक्षण पहचानते हैं और टेलीमेडिसिन केंद्र से उसी दिन डॉक्टर तक पहुँच सकते हैं।",
  "dashboard.kpi.health.impact":
    "सबसे पास के अस्पताल तक लंबे सफ़र की जगह गाँव में ही दिन-रात खुला टेलीमेडिसिन केंद्र।",
  "dashboard.kpi.health.methodology":
    "शुरुआत में और हर तिमाही घर-घर सेहत सर्वे, और टेलीमेडिसिन केंद्र में डॉक्टर से सलाह के रिकॉर्ड, बिना नाम के।",
  "dashboard.kpi.women.description":
    "कितनी महिलाएँ कमाई वाले काम, स्वयं सहायता समूहों या गाँव के फ़ैसलों में हिस्सा लेती हैं।",
  "dashboard.kpi.women.impact":
    "महिलाएँ कमाएँ, स्वयं सहायता समूहों के धंधे चलाएँ और गाँव के फ़ैसलों में अपनी बात रखें।",
  "dashboard.kpi.women.methodology":
    "हर छह महीने में 18 साल और उससे बड़ी महिलाओं का सर्वे, साथ में स्वयं सहायता समूहों और गाँव की बैठकों के रिकॉर्ड।",
  "dashboard.kpi.agriculture.description":
    "कितने किसान कम से कम एक बेहतर तरीका अपनाते हैं: मौसम और दाम की सूचना, मिट्टी की जाँच, सोलर सिंचाई या उपज की प्रोसेसिंग।",
  "dashboard.kpi.agriculture.impact":
    "बेहतर पैदावार और दाम, और उपज की प्रोसेसिंग और बिक्री उपज प्रोसेसिंग केंद्र से।",
  "dashboard.kpi.agriculture.methodology":
    "हर फ़सल के मौसम (खरीफ़ और रबी) में किसानों का सर्वे, और प्रोसेसिंग केंद्र की ख़रीद के रिकॉर्ड।",
  "dashboard.kpi.multilingual.description":
    "सीखने वालों में से कितने एआई की मदद वाले पढ़ाई के साधनों से हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में पढ़ सकते हैं।",
  "dashboard.kpi.multilingual.impact":
    "बच्चे और बड़े अपनी भाषा में सीखें, और साथ में काम के लिए हिंदी और अंग्रेज़ी भी सीखें।",
  "dashboard.kpi.multilingual.methodology":
    "शुरुआत में और स्कूल के हर सत्र के आख़िर में तीनों भाषाओं में एक छोटी जाँच।",
  "dashboard.kpi.leadership.description":
    "कितने घरों का कोई सदस्य गाँव की सेवाएँ चलाने में लगा है: सेवा समितियाँ, स्वयं सहायता समूह या ग्राम सभा।",
  "dashboard.kpi.leadership.impact":
    "गाँव हर सेवा ख़ुद चलाए और सँभाले, और अगले गाँवों को राह दिखाने को तैयार हो।",
  "dashboard.kpi.leadership.methodology":
    "समितियों और बैठकों के रिकॉर्ड, और हर तिमाही यह जाँच कि कौन-सी सेवाएँ बाहर की मदद के बिना चलती हैं।",

  // Baseline figures behind the KPIs' current values
  "dashboard.kpi.data.overallLiteracy": "कुल साक्षरता (%)",
  "dashboard.kpi.data.maleLiteracy": "पुरुष साक्षरता (%)",
  "dashboard.kpi.data.femaleLiteracy": "महिला साक्षरता (%)",
  "dashboard.kpi.data.schoolAge": "स्कूल जाने की उम्र के बच्चे",
  "dashboard.kpi.data.internet": "इंटरनेट वाले घर (%)",
  "dashboard.kpi.data.households": "घर",
  "dashboard.kpi.data.income": "महीने की औसत कमाई (₹)",
  "dashboard.kpi.data.unemployment": "बेरोज़गारी (%)",
  "dashboard.kpi.data.farmingHouseholds": "खेती करने वाले घर",
  "dashboard.kpi.data.healthcareKm": "इलाज की दूरी (किमी)",
  "dashboard.kpi.data.villagers": "गाँववाले",
  "dashboard.kpi.data.women": "महिलाएँ (कम से कम)",
  "dashboard.kpi.data.farmers": "किसान",
  "dashboard.kpi.data.agricultureDependence": "खेती पर निर्भर (%)",
  "dashboard.kpi.data.children": "3-18 साल के बच्चे",
  "dashboard.kpi.data.adults": "वयस्क",
};
