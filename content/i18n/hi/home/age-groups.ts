import type { Messages } from "@/content/i18n/types";
import type { ageGroupMessages as en } from "@/content/i18n/en/home/age-groups";

export const ageGroupMessages: Messages<typeof en> = {
  // Age-group programmes
  "home.education.title": "हर उम्र के लिए कार्यक्रम",
  "home.education.description":
    "बच्चों, कामकाजी बड़ों और बुज़ुर्गों, सबके लिए उनकी ज़रूरत के हिसाब से बने कार्यक्रम।",
  "home.age.range": "उम्र {min}-{max} साल",
  "home.age.rangeOpen": "उम्र {min}+ साल",
  "home.age.people": "{count} लोग",
  "home.age.programs": "कार्यक्रम",
  "home.age.children.title": "बच्चे",
  "home.age.children.subtitle": "उनकी अपनी भाषा में पढ़ाई",
  "home.age.children.metric": "{n}",
  "home.age.children.targetLabel": "{year} तक कामकाजी साक्षरता",
  "home.age.children.program.aiTutor": "हर बच्चे के हिसाब से ढलने वाला एआई ट्यूटर",
  "home.age.children.program.languages": "हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में पाठ",
  "home.age.children.program.coding": "एआई लैब में कोडिंग और विज्ञान क्लब",
  "home.age.children.program.earlyYears": "स्कूल से पहले के बच्चों के लिए शुरुआती पढ़ाई",
  "home.age.adults.title": "युवा और वयस्क",
  "home.age.adults.subtitle": "कमाई वाले हुनर",
  "home.age.adults.metric": "{n}×",
  "home.age.adults.targetLabel": "घर की कमाई, {n} → {to} महीना",
  "home.age.adults.program.digitalMarketing": "स्थानीय उत्पादों के लिए डिजिटल मार्केटिंग",
  "home.age.adults.program.remoteWork": "घर से काम और कंप्यूटर का हुनर",
  "home.age.adults.program.agri": "आधुनिक खेती और उपज प्रोसेसिंग",
  "home.age.adults.program.womenEnterprise": "महिलाओं के स्वयं सहायता समूह और उद्यम",
  "home.age.seniors.title": "बुज़ुर्ग",
  "home.age.seniors.subtitle": "घर के पास देखभाल और सम्मान",
  "home.age.seniors.metric": "{n}",
  "home.age.seniors.targetLabel": "{year} तक सेहत की जानकारी",
  "home.age.seniors.program.telehealth": "टेलीमेडिसिन से नियमित जाँच",
  "home.age.seniors.program.services": "पेंशन और सरकारी सेवाओं के ऑनलाइन काम में मदद",
  "home.age.seniors.program.knowledge": "पारंपरिक ज्ञान नई पीढ़ी तक पहुँचाना",
};
