import type { Messages } from "@/content/i18n/types";
import type { ageGroupMessages as en } from "@/content/i18n/en/home/age-groups";

export const ageGroupMessages: Messages<typeof en> = {
  // Age-group programmes
  "home.education.title": "हर उमर बर कार्यक्रम",
  "home.education.description":
    "लइका, कमइया बड़े मन अउ सियान मन, सबो बर ओमन के जरूरत के हिसाब ले बने कार्यक्रम।",
  "home.age.range": "उमर {min}-{max} बछर",
  "home.age.rangeOpen": "उमर {min}+ बछर",
  "home.age.people": "{count} मनखे",
  "home.age.programs": "कार्यक्रम",
  "home.age.children.title": "लइका मन",
  "home.age.children.subtitle": "ओमन के अपन भाखा म पढ़ई",
  "home.age.children.metric": "{n}",
  "home.age.children.targetLabel": "{year} तक काम के पढ़ई-लिखई",
  "home.age.children.program.aiTutor": "हर लइका के हिसाब ले ढलइया एआई गुरुजी",
  "home.age.children.program.languages": "हिंदी, छत्तीसगढ़ी अउ अंगरेजी म पाठ",
  "home.age.children.program.coding": "एआई लैब म कोडिंग अउ बिग्यान क्लब",
  "home.age.children.program.earlyYears": "इस्कूल ले पहिली के लइका मन बर सुरुआती पढ़ई",
  "home.age.adults.title": "नवजवान अउ बड़े मन",
  "home.age.adults.subtitle": "कमई देवइया हुनर",
  "home.age.adults.metric": "{n}×",
  "home.age.adults.targetLabel": "घर के कमई, {n} → {to} महीना",
  "home.age.adults.program.digitalMarketing": "गाँव के सामान बर डिजिटल मार्केटिंग",
  "home.age.adults.program.remoteWork": "घर ले काम अउ कंप्यूटर के हुनर",
  "home.age.adults.program.agri": "नवा जमाना के खेती अउ खेती-उपज प्रोसेसिंग",
  "home.age.adults.program.womenEnterprise": "माईलोगन मन के स्व-सहायता समूह अउ धंधा",
  "home.age.seniors.title": "सियान मन",
  "home.age.seniors.subtitle": "घर के लकठा म देखभाल अउ मान",
  "home.age.seniors.metric": "{n}",
  "home.age.seniors.targetLabel": "{year} तक सेहत के समझ",
  "home.age.seniors.program.telehealth": "टेलीमेडिसिन ले नियमित जाँच",
  "home.age.seniors.program.services": "पेंसन अउ सरकारी सेवा के ऑनलाइन काम म मदद",
  "home.age.seniors.program.knowledge": "जुन्ना गियान ला नवा पीढ़ी तक पहुँचाना",
};
