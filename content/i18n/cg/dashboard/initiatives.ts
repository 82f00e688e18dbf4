import type { Messages } from "@/content/i18n/types";
import type { initiativeMessages as en } from "@/content/i18n/en/dashboard/initiatives";

export const initiativeMessages: Messages<typeof en> = {
  // Phase 1
  "dashboard.initiative.connectivity.name": "सैटेलाइट इंटरनेट",
  "dashboard.initiative.connectivity.description":
    "तीन Starlink किट अउ गाँव के वाई-फाई हॉटस्पॉट, ताकि हर घर ऑनलाइन हो सकय।",
  "dashboard.initiative.telemedicine.name": "बुनियादी टेलीमेडिसिन केंद्र",
  "dashboard.initiative.telemedicine.description":
    "गाँव म सेहत के एक खोली, जिहाँ वीडियो म डाक्टर ले सलाह मिलही अउ एक सीखे-पढ़े स्वास्थ्य कार्यकर्ता रइही।",
  "dashboard.initiative.solarPumps.name": "सोलर पानी पंप",
  "dashboard.initiative.solarPumps.description":
    "पिए के साफ पानी अउ सिंचाई बर सोलर पंप अउ पानी जोरे के टंकी।",
  "dashboard.initiative.digitalLiteracy.name": "डिजिटल पढ़ई-लिखई कार्यक्रम",
  "dashboard.initiative.digitalLiteracy.description":
    "बड़े मन बर छत्तीसगढ़ी अउ हिंदी म फोन अउ कंप्यूटर के बुनियादी बात।",
  // Phase 2
  "dashboard.initiative.aiLab.name": "एआई पढ़ई लैब",
  "dashboard.initiative.aiLab.description":
    "इस्कूल जाए के उमर के लइका मन बर कंप्यूटर, अउ हिंदी, छत्तीसगढ़ी अउ अंगरेजी म एआई के मदद ले पाठ।",
  "dashboard.initiative.skills.name": "हुनर के सिखई",
  "dashboard.initiative.skills.description": "गाँव के हुनर केंद्र म डिजिटल मार्केटिंग अउ रिमोट काम के कोर्स।",
  "dashboard.initiative.solarGrid.name": "सोलर ग्रिड",
  "dashboard.initiative.solarGrid.description":
    "इस्कूल, सेहत के खोली अउ हुनर केंद्र बर {kw} kW के सोलर ग्रिड।",
  "dashboard.initiative.womenGroups.name": "माईलोगन मन के धंधा समूह",
  "dashboard.initiative.womenGroups.description": "सिखई, औजार अउ ऑनलाइन बिक्री के संग स्व-सहायता समूह।",
  // Phase 3
  "dashboard.initiative.agriProcessing.name": "उपज के प्रोसेसिंग अउ बजार तक पहुँच",
  "dashboard.initiative.agriProcessing.description":
    "गाँव के उपज बर प्रोसेसिंग के मसीन अउ ऑनलाइन खरीदार।",
  "dashboard.initiative.skillsHub.name": "गाँव के हुनर केंद्र",
  "dashboard.initiative.skillsHub.description": "गाँवेच ले काम करे बर आगू के कोर्स अउ रद्दा देखइया सलाह।",
  "dashboard.initiative.artisans.name": "कारीगर मन के धंधा",
  "dashboard.initiative.artisans.description":
    "इहाँ के {artisans} कारीगर मन बर डिज़ाइन, पैकेजिंग अउ ऑनलाइन बिक्री।",
  "dashboard.initiative.handover.name": "गाँव के समिति अउ जिम्मेदारी सौंपना",
  "dashboard.initiative.handover.description": "गाँव वाले मन ला हर सेवा खुदे चलाए अउ सँभाले के सिखई।",
  "dashboard.initiative.evaluation.name": "असर के जाँच अउ दूसर गाँव बर गाइड",
  "dashboard.initiative.evaluation.description":
    "कार्यक्रम के आखिर म सुरुआती आँकड़ा ले मिला के एक सर्वे, अउ आगू के गाँव मन बर एक गाइड।",
};
