import type { Messages } from "@/content/i18n/types";
import type { initiativeMessages as en } from "@/content/i18n/en/dashboard/initiatives";

export const initiativeMessages: Messages<typeof en> = {
  // Phase 1
  "dashboard.initiative.connectivity.name": "सैटेलाइट इंटरनेट",
  "dashboard.initiative.connectivity.description":
    "तीन Starlink किट और गाँव के वाई-फ़ाई हॉटस्पॉट, ताकि हर घर ऑनलाइन हो सके।",
  "dashboard.initiative.telemedicine.name": "बुनियादी टेलीमेडिसिन केंद्र",
  "dashboard.initiative.telemedicine.description":
    "गाँव में एक सेहत कक्ष, जहाँ वीडियो पर डॉक्टर से सलाह मिले और एक प्रशिक्षित स्वास्थ्य कार्यकर्ता रहे।",
  "dashboard.initiative.solarPumps.name": "सोलर पानी पंप",
  "dashboard.initiative.solarPumps.description":
    "पीने के साफ़ पानी और सिंचाई के लिए सोलर पंप और पानी जमा करने की टंकी।",
  "dashboard.initiative.digitalLiteracy.name": "डिजिटल साक्षरता कार्यक्रम",
  "dashboard.initiative.digitalLiteracy.description":
    "बड़ों के लिए छत्तीसगढ़ी और हिंदी में फ़ोन और कंप्यूटर की बुनियादी बातें।",
  // Phase 2
  "dashboard.initiative.aiLab.name": "एआई लर्निंग लैब",
  "dashboard.initiative.aiLab.description":
    "स्कूल जाने की उम्र के बच्चों के लिए कंप्यूटर, और हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में एआई की मदद से पाठ।",
  "dashboard.initiative.skills.name": "हुनर का प्रशिक्षण",
  "dashboard.initiative.skills.description": "गाँव के हुनर केंद्र में डिजिटल मार्केटिंग और रिमोट काम के कोर्स।",
  "dashboard.initiative.solarGrid.name": "सोलर ग्रिड",
  "dashboard.initiative.solarGrid.description":
    "स्कूल, सेहत कक्ष और हुनर केंद्र के लिए {kw} kW का सोलर ग्रिड।",
  "dashboard.initiative.womenGroups.name": "महिलाओं के कारोबार समूह",
  "dashboard.initiative.womenGroups.description":
    "प्रशिक्षण, औज़ार और ऑनलाइन बिक्री के साथ स्वयं सहायता समूह।",
  // Phase 3
  "dashboard.initiative.agriProcessing.name": "उपज प्रोसेसिंग और बाज़ार तक पहुँच",
  "dashboard.initiative.agriProcessing.description":
    "गाँव की उपज के लिए प्रोसेसिंग की मशीनें और ऑनलाइन ख़रीदार।",
  "dashboard.initiative.skillsHub.name": "गाँव का हुनर केंद्र",
  "dashboard.initiative.skillsHub.description": "गाँव से ही काम करने के लिए आगे के कोर्स और मार्गदर्शन।",
  "dashboard.initiative.artisans.name": "कारीगरों का कारोबार",
  "dashboard.initiative.artisans.description":
    "{artisans} स्थानीय कारीगरों के लिए डिज़ाइन, पैकेजिंग और ऑनलाइन बिक्री।",
  "dashboard.initiative.handover.name": "गाँव की समितियाँ और ज़िम्मेदारी सौंपना",
  "dashboard.initiative.handover.description": "गाँववालों को हर सेवा ख़ुद चलाने और सँभालने का प्रशिक्षण।",
  "dashboard.initiative.evaluation.name": "असर का आकलन और दूसरे गाँवों के लिए गाइड",
  "dashboard.initiative.evaluation.description":
    "कार्यक्रम के आख़िर में शुरुआती आँकड़ों से मिलाकर एक सर्वे, और अगले गाँवों के लिए एक गाइड।",
};
