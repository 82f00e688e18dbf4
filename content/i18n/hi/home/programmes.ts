import type { Messages } from "@/content/i18n/types";
import type { programmeMessages as en } from "@/content/i18n/en/home/programmes";

export const programmeMessages: Messages<typeof en> = {
  // Programme cards
  "home.initiatives.title": "छह कार्यक्रम, एक गाँव",
  "home.initiatives.description":
    "हर कार्यक्रम गाँव की किसी एक चुनौती का जवाब है। सब योजना में हैं; कोई भी अभी शुरू नहीं हुआ है।",
  "home.learnMore": "और जानें",
  "home.learnMore.about": "{title} के बारे में",
  "service.internet.title": "सैटेलाइट इंटरनेट",
  "service.internet.description": "सैटेलाइट और गाँव के वाई-फ़ाई हॉटस्पॉट के ज़रिए हर घर को मुफ़्त तेज़ इंटरनेट।",
  "service.internet.stat.speed.value": "{n} Mbps तक",
  "service.internet.stat.speed.label": "रफ़्तार",
  "service.internet.stat.hotspots.value": "{n}",
  "service.internet.stat.hotspots.label": "वाई-फ़ाई हॉटस्पॉट",
  "service.internet.stat.uptime.value": "{n}",
  "service.internet.stat.uptime.label": "चालू रहने का लक्ष्य",
  "service.ai.title": "एआई लर्निंग लैब",
  "service.ai.description":
    "बच्चों और बड़ों के लिए एआई की मदद से हर किसी के हिसाब की पढ़ाई, उन्हीं की बोली-भाषा में।",
  "service.ai.stat.computers.value": "{n}",
  "service.ai.stat.computers.label": "कंप्यूटर",
  "service.ai.stat.courses.value": "{n} → {to}",
  "service.ai.stat.courses.label": "कोर्स, शुरुआत → लक्ष्य",
  "service.ai.stat.languages.value": "{n}",
  "service.ai.stat.languages.label": "भाषाएँ",
  "service.telemedicine.title": "टेलीमेडिसिन केंद्र",
  "service.telemedicine.description":
    "गाँव का स्वास्थ्य केंद्र, जहाँ दिन-रात वीडियो कॉल पर डॉक्टर और ज़रूरत पर विशेषज्ञ मिलेंगे।",
  "service.telemedicine.stat.availability.value": "{n}/{to}",
  "service.telemedicine.stat.availability.label": "खुला",
  "service.telemedicine.stat.consultations.value": "{n}",
  "service.telemedicine.stat.consultations.label": "हर महीने परामर्श (लक्ष्य)",
  "service.telemedicine.stat.response.value": "{n} → {to} मिनट",
  "service.telemedicine.stat.response.label": "आपात स्थिति में पहुँच",
  "service.solar.title": "सोलर बिजली और पानी",
  "service.solar.description":
    "साफ़ पानी और खेतों के लिए सोलर पंप, और घरों, स्कूल व क्लिनिक के लिए सोलर ग्रिड।",
  "service.solar.stat.capacity.value": "{n} kW",
  "service.solar.stat.capacity.label": "सोलर क्षमता",
  "service.solar.stat.lifespan.value": "{n} साल",
  "service.solar.stat.lifespan.label": "पैनल की उम्र",
  "service.solar.stat.electricity.value": "{n}",
  "service.solar.stat.electricity.label": "आज भरोसेमंद बिजली वाले घर",
  "service.skills.title": "गाँव का हुनर केंद्र",
  "service.skills.description":
    "डिजिटल मार्केटिंग, घर से काम और उपज प्रोसेसिंग का प्रशिक्षण, ताकि युवा गाँव में रहकर कमा सकें।",
  "service.skills.stat.adults.value": "{n}+",
  "service.skills.stat.adults.label": "प्रशिक्षित होने वाले वयस्क",
  "service.skills.stat.artisans.value": "{n}",
  "service.skills.stat.artisans.label": "कारीगरों को सहायता",
  "service.skills.stat.unemployment.value": "{n}",
  "service.skills.stat.unemployment.label": "आज बेरोज़गारी",
  "service.family.title": "परिवारों का आर्थिक सशक्तिकरण",
  "service.family.description":
    "निवेशकों का साथ हर परिवार को नए हुनर से पक्की और बढ़ी हुई कमाई तक पहुँचाने में मदद करता है।",
  "service.family.stat.income.value": "{n} → {to}",
  "service.family.stat.income.label": "घर की मासिक कमाई",
  "service.family.stat.growth.value": "{n}",
  "service.family.stat.growth.label": "कमाई बढ़ने का लक्ष्य",
  "service.family.stat.households.value": "{n}",
  "service.family.stat.households.label": "घर",
};
