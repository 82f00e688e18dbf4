import type { Messages } from "@/content/i18n/types";
import type { planMessages as en } from "@/content/i18n/en/home/plan";

export const planMessages: Messages<typeof en> = {
  // Phases
  "home.timeline.title": "तीन चरण, तीन साल",
  "home.timeline.description":
    "योजना अक्टूबर 2025 से दिसंबर 2027 तक चलेगी। अभी कुछ भी शुरू नहीं हुआ है: हर चरण योजना में है।",
  "home.timeline.status": "योजना में",
  "home.timeline.budget": "बजट",
  "phase1.label": "चरण 1 · पहला साल",
  "phase1.title": "नींव",
  "phase1.description": "गाँव को इंटरनेट और बिजली से जोड़ना, और बुनियादी इलाज व डिजिटल पढ़ाई शुरू करना।",
  "phase1.item.connectivity": "सैटेलाइट इंटरनेट लगाना",
  "phase1.item.solar": "सोलर पानी पंप लगाना",
  "phase1.item.telemedicine": "बुनियादी टेलीमेडिसिन सेवाएँ",
  "phase1.item.literacy": "डिजिटल साक्षरता कार्यक्रम",
  "phase2.label": "चरण 2 · दूसरा साल",
  "phase2.title": "विस्तार",
  "phase2.description": "नए ढाँचे के सहारे हुनर और कमाई बढ़ाना।",
  "phase2.item.aiLab": "एआई लैब के पूरे कोर्स",
  "phase2.item.skills": "डिजिटल मार्केटिंग और घर से काम का प्रशिक्षण",
  "phase2.item.agri": "उपज प्रोसेसिंग उद्यम",
  "phase2.item.women": "महिलाओं के स्वयं सहायता समूह और उद्यम",
  "phase3.label": "चरण 3 · तीसरा साल",
  "phase3.title": "पूर्णता",
  "phase3.description": "सारी व्यवस्थाएँ समुदाय को सौंपना और दूसरे गाँवों के लिए मॉडल तैयार करना।",
  "phase3.item.grid": "पूरे गाँव का सोलर ग्रिड",
  "phase3.item.ownership": "समुदाय द्वारा चलाई जाने वाली सेवाएँ",
  "phase3.item.measurement": "स्वतंत्र रूप से असर का आकलन",
  "phase3.item.playbook": "दूसरे गाँवों के लिए दोहराने की मार्गदर्शिका",

  // National scaling
  "national.title": "एक गाँव से {villages} गाँवों तक",
  "national.description":
    "यह नमूना दोहराने के लिए बना है: वही कदम, वही तकनीक और वही खुला हिसाब, एक के बाद एक गाँव में।",
  "national.steps": "दोहराने के चार कदम",
  "national.step": "कदम {n}",
  "national.step.assessment.title": "आकलन",
  "national.step.assessment.description": "हर घर का सर्वे: साक्षरता, कमाई, सेहत, बिजली और पानी।",
  "national.step.infrastructure.title": "ढाँचा लगाना",
  "national.step.infrastructure.description":
    "सैटेलाइट इंटरनेट, सोलर बिजली, पढ़ाई की लैब और स्वास्थ्य केंद्र लगाना।",
  "national.step.community.title": "समुदाय को जोड़ना",
  "national.step.community.description":
    "हर सेवा चलाने के लिए स्थानीय लोगों को उनकी अपनी भाषा में प्रशिक्षण।",
  "national.step.measurement.title": "असर का आकलन",
  "national.step.measurement.description":
    "हर लक्ष्य और हर रुपये का हिसाब सबके सामने रखना, और ज़रूरत के हिसाब से बदलाव करना।",
  "national.capabilities": "हर गाँव को क्या मिलेगा",
  "national.capability.connectivity.title": "हर जगह इंटरनेट",
  "national.capability.connectivity.description":
    "सैटेलाइट इंटरनेट उन गाँवों तक पहुँचता है, जहाँ बरसों तक केबल नहीं पहुँचेगी।",
  "national.capability.languages.title": "अपनी भाषा में पढ़ाई",
  "national.capability.languages.description":
    "हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में एआई ट्यूटर, हर सीखने वाले की रफ़्तार से।",
  "national.capability.energy.title": "साफ़, स्थानीय ऊर्जा",
  "national.capability.energy.description": "सोलर पंप और सोलर ग्रिड से पानी और बिजली चलती रहती है।",
  "national.capability.transparency.title": "खुला हिसाब",
  "national.capability.transparency.description":
    "हर रुपया और हर पड़ाव सबके सामने, ताकि हर नया गाँव पिछले गाँव को परख सके।",
  "national.projections": "राष्ट्रीय अनुमान",
  "national.projection.villages.value": "{n}+",
  "national.projection.villages.label": "गाँव, जो यही रास्ता अपना सकते हैं",
  "national.projection.people.value": "{crore} करोड़+",
  "national.projection.people.label": "ग्रामीण लोग",
  "national.projection.vision.value": "{n} साल",
  "national.projection.vision.label": "उन तक पहुँचने का लक्ष्य",
  "national.path": "विस्तार के हर चरण में गाँव",
  "national.cta.title": "उस नमूने का साथ दें, जो देश भर में फैल सकता है",
  "national.cta.text": "पहले गाँव की मदद का तरीका चुनें, और देखें कि पैसा ठीक-ठीक कहाँ लगेगा।",
  "national.cta.investment": "निवेश के विकल्प देखें",
  "national.cta.transparency": "हर रुपये का हिसाब देखें",
};
