import type { Messages } from "@/content/i18n/types";
import type { kpiMessages as en } from "@/content/i18n/en/dashboard/kpis";

export const kpiMessages: Messages<typeof en> = {
  "dashboard.kpi.literacy.description":
    "7 बछर अउ ओकर ले बड़े गाँव के मनखे मन म ले कतका झन कम से कम एक भाखा म पढ़-लिख सकथें अउ रोज के हिसाब कर सकथें।",
  "dashboard.kpi.literacy.impact":
    "गाँव के मन सूचना, फॉर्म अउ संदेस पढ़ सकंय, अउ लइका मन हिंदी, छत्तीसगढ़ी अउ अंगरेजी म अपन कक्षा के स्तर तक सीखंय।",
  "dashboard.kpi.literacy.methodology":
    "सुरुआत म अउ फेर हर छह महीना म घर-घर पढ़ई-लिखई के सर्वे: हर मनखे के चुने भाखा म पढ़े, लिखे अउ हिसाब के छोटकन जाँच।",
  "dashboard.kpi.digital.description":
    "10 बछर अउ ओकर ले बड़े गाँव के मनखे मन म ले कतका झन संदेस, भुगतान, सरकारी सेवा अउ पढ़ई बर फोन या कंप्यूटर ला सुरक्षित ढंग ले चला सकथें।",
  "dashboard.kpi.digital.impact":
    "हर घर सैटेलाइट नेटवर्क ले ऑनलाइन होवय, अउ ओला सेवा, पढ़ई अउ काम बर बउरय।",
  "dashboard.kpi.digital.methodology":
    "हर मनखे के एक सिरतोन जाँच (संदेस भेजना, डिजिटल भुगतान करना, ऑनलाइन फॉर्म भरना), संग म नेटवर्क ले जुड़े घर मन के रिकॉर्ड।",
  "dashboard.kpi.economic.description":
    "कतका घर ला कार्यक्रम ले कमई के कम से कम एक नवा या बढ़िया जरिया मिलिस: हुनर, रिमोट काम, अपन धंधा या फसल के बढ़िया दाम।",
  "dashboard.kpi.economic.impact":
    "घर मन के कमई कार्यक्रम के कमई वाले लक्ष्य कोती बढ़य, अउ काम बर गाँव छोड़ के जाना कम होवय।",
  "dashboard.kpi.economic.methodology":
    "हर तिमाही हर घर के कमई अउ रोजगार के सर्वे, सुरुआती आँकड़ा ले मिला के।",
  "dashboard.kpi.health.description":
    "गाँव के कतका मनखे आम बीमारी के खतरा वाले लच्छन ला चिन्हथें अउ टेलीमेडिसिन केंद्र ले उही दिन डाक्टर तक पहुँच सकथें।",
  "dashboard.kpi.health.impact":
    "तीर के अस्पताल तक लंबा रद्दा जाए के बदला म गाँव मेंच दिन-रात खुला टेलीमेडिसिन केंद्र।",
  "dashboard.kpi.health.methodology":
    "सुरुआत म अउ हर तिमाही घर-घर सेहत के सर्वे, अउ टेलीमेडिसिन केंद्र म डाक्टर ले सलाह के रिकॉर्ड, बिना नाँव के।",
  "dashboard.kpi.women.description":
    "कतका माईलोगन मन कमई वाले काम, स्व-सहायता समूह या गाँव के फैसला म हिस्सा लेथें।",
  "dashboard.kpi.women.impact":
    "माईलोगन मन कमावंय, स्व-सहायता समूह के धंधा चलावंय अउ गाँव के फैसला म अपन बात रखंय।",
  "dashboard.kpi.women.methodology":
    "हर छह महीना म 18 बछर अउ ओकर ले बड़े माईलोगन मन के सर्वे, संग म स्व-सहायता समूह अउ गाँव के बइठका के रिकॉर्ड।",
  "dashboard.kpi.agriculture.description":
    "कतका किसान मन कम से कम एक बढ़िया तरीका अपनाथें: मौसम अउ दाम के सूचना, माटी के जाँच, सोलर सिंचाई या उपज के प्रोसेसिंग।",
  "dashboard.kpi.agriculture.impact":
    "बढ़िया उपज अउ दाम, अउ फसल के प्रोसेसिंग अउ बिक्री खेती के प्रोसेसिंग केंद्र ले।",
  "dashboard.kpi.agriculture.methodology":
    "हर फसल के सीजन (खरीफ अउ रबी) म किसान मन के सर्वे, अउ प्रोसेसिंग केंद्र के खरीदी के रिकॉर्ड।",
  "dashboard.kpi.multilingual.description":
    "सीखइया मन म ले कतका झन एआई के मदद वाले पढ़ई के साधन ले हिंदी, छत्तीसगढ़ी अउ अंगरेजी म पढ़ सकथें।",
  "dashboard.kpi.multilingual.impact":
    "लइका अउ बड़े मन अपन भाखा म सीखंय, अउ संग म काम बर हिंदी अउ अंगरेजी घलो सीखंय।",
  "dashboard.kpi.multilingual.methodology":
    "सुरुआत म अउ इस्कूल के हर सत्र के आखिर म तीनों भाखा म एक छोटकन जाँच।",
  "dashboard.kpi.leadership.description":
    "कतका घर के कोनो सदस्य गाँव के सेवा चलाए म लगे हे: सेवा समिति, स्व-सहायता समूह या ग्राम सभा।",
  "dashboard.kpi.leadership.impact":
    "गाँव हर सेवा ला खुदे चलावय अउ सँभालय, अउ आगू के गाँव मन ला रद्दा देखाए बर तियार रहय।",
  "dashboard.kpi.leadership.methodology":
    "समिति अउ बइठका के रिकॉर्ड, अउ हर तिमाही ए जाँच के कोन-कोन सेवा बाहिर के मदद बिना चलथें।",

  // Baseline figures behind the KPIs' current values
  "dashboard.kpi.data.overallLiteracy": "कुल पढ़े-लिखे (%)",
  "dashboard.kpi.data.maleLiteracy": "आदमी मन म पढ़े-लिखे (%)",
  "dashboard.kpi.data.femaleLiteracy": "माईलोगन मन म पढ़े-लिखे (%)",
  "dashboard.kpi.data.schoolAge": "इस्कूल जाए के उमर के लइका",
  "dashboard.kpi.data.internet": "इंटरनेट वाले घर (%)",
  "dashboard.kpi.data.households": "घर",
  "dashboard.kpi.data.income": "महीना के औसत कमई (₹)",
  "dashboard.kpi.data.unemployment": "बेरोजगारी (%)",
  "dashboard.kpi.data.farmingHouseholds": "खेती करइया घर",
  "dashboard.kpi.data.healthcareKm": "अस्पताल के दुरिहा (किमी)",
  "dashboard.kpi.data.villagers": "गाँव के मनखे",
  "dashboard.kpi.data.women": "माईलोगन (कम से कम)",
  "dashboard.kpi.data.farmers": "किसान",
  "dashboard.kpi.data.agricultureDependence": "खेती के भरोसा म (%)",
  "dashboard.kpi.data.children": "3-18 बछर के लइका",
  "dashboard.kpi.data.adults": "बड़े मनखे",
};
