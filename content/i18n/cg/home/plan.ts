import type { Messages } from "@/content/i18n/types";
import type { planMessages as en } from "@/content/i18n/en/home/plan";

export const planMessages: Messages<typeof en> = {
  // Phases
  "home.timeline.title": "तीन चरन, तीन बछर",
  "home.timeline.description":
    "योजना अक्टूबर 2025 ले दिसंबर 2027 तक चलही। अभी कुछु सुरू नइ होय हे: हर चरन योजना म हवय।",
  "home.timeline.status": "योजना म",
  "home.timeline.budget": "बजट",
  "phase1.label": "चरन 1 · पहिली बछर",
  "phase1.title": "नेंव",
  "phase1.description": "गाँव ला इंटरनेट अउ बिजली ले जोड़ना, अउ सुरुआती इलाज अउ डिजिटल पढ़ई सुरू करना।",
  "phase1.item.connectivity": "सैटेलाइट इंटरनेट लगाना",
  "phase1.item.solar": "सोलर पानी पंप लगाना",
  "phase1.item.telemedicine": "सुरुआती टेलीमेडिसिन सेवा",
  "phase1.item.literacy": "डिजिटल पढ़ई-लिखई के कार्यक्रम",
  "phase2.label": "चरन 2 · दूसर बछर",
  "phase2.title": "बढ़वार",
  "phase2.description": "नवा ढाँचा के भरोसा म हुनर अउ कमई ला बढ़ाना।",
  "phase2.item.aiLab": "एआई लैब के पूरा कोर्स",
  "phase2.item.skills": "डिजिटल मार्केटिंग अउ घर ले काम करे के सिखई",
  "phase2.item.agri": "खेती-उपज प्रोसेसिंग के धंधा",
  "phase2.item.women": "माईलोगन मन के स्व-सहायता समूह अउ धंधा",
  "phase3.label": "चरन 3 · तीसर बछर",
  "phase3.title": "पूरा करना",
  "phase3.description": "जम्मो बेवस्था ला गाँव के हाथ म सौंपना, अउ दूसर गाँव मन बर नमूना तियार करना।",
  "phase3.item.grid": "जम्मो गाँव के सोलर ग्रिड",
  "phase3.item.ownership": "गाँव वाले मन खुदे सेवा चलाहीं",
  "phase3.item.measurement": "बाहिर के जाँच ले असर के नाप",
  "phase3.item.playbook": "दूसर गाँव मन बर एही काम दोहराए के किताब",

  // National scaling
  "national.title": "एक गाँव ले {villages} गाँव तक",
  "national.description":
    "ए नमूना ला दोहराए बर बनाए गे हे: ओही कदम, ओही तकनीक अउ ओही खुल्ला हिसाब, एक के बाद एक गाँव म।",
  "national.steps": "दोहराए के चार कदम",
  "national.step": "कदम {n}",
  "national.step.assessment.title": "जाँच-परख",
  "national.step.assessment.description": "हर घर के सर्वे: पढ़ई-लिखई, कमई, सेहत, बिजली अउ पानी।",
  "national.step.infrastructure.title": "ढाँचा लगाना",
  "national.step.infrastructure.description":
    "सैटेलाइट इंटरनेट, सोलर बिजली, पढ़ई के लैब अउ इलाज के केंद्र लगाना।",
  "national.step.community.title": "गाँव ला जोड़ना",
  "national.step.community.description": "हर सेवा चलाए बर गाँव के मनखे मन ला ओमन के अपन भाखा म सिखोना।",
  "national.step.measurement.title": "असर के नाप",
  "national.step.measurement.description":
    "हर लक्ष्य अउ हर रुपिया के हिसाब सबके आघू रखना, अउ जरूरत परे म बदलना।",
  "national.capabilities": "हर गाँव ला का मिलही",
  "national.capability.connectivity.title": "हर जगा इंटरनेट",
  "national.capability.connectivity.description":
    "सैटेलाइट इंटरनेट ओ गाँव मन तक पहुँचथे, जिहाँ कतको बछर ले केबल नइ पहुँचही।",
  "national.capability.languages.title": "अपन भाखा म पढ़ई",
  "national.capability.languages.description":
    "हिंदी, छत्तीसगढ़ी अउ अंगरेजी म एआई गुरुजी, हर सीखइया के अपन चाल ले।",
  "national.capability.energy.title": "साफ, अपन गाँव के बिजली",
  "national.capability.energy.description": "सोलर पंप अउ सोलर ग्रिड ले पानी अउ बिजली चलत रहिथे।",
  "national.capability.transparency.title": "खुल्ला हिसाब",
  "national.capability.transparency.description":
    "हर रुपिया अउ हर पड़ाव सबके आघू, ताकि हर नवा गाँव पाछू वाले गाँव ला परख सकय।",
  "national.projections": "देस भर के अंदाजा",
  "national.projection.villages.value": "{n}+",
  "national.projection.villages.label": "गाँव, जेन मन एही रद्दा अपना सकथें",
  "national.projection.people.value": "{crore} करोड़+",
  "national.projection.people.label": "गाँव-गँवई के मनखे",
  "national.projection.vision.value": "{n} बछर",
  "national.projection.vision.label": "ओमन तक पहुँचे के सपना",
  "national.path": "बढ़वार के हर चरन म गाँव",
  "national.cta.title": "ओ नमूना के संग देवव, जेन देस भर म बगर सकथे",
  "national.cta.text": "पहिली गाँव के मदद के तरीका चुनव, अउ देखव के पइसा ठीक-ठीक कहाँ लगही।",
  "national.cta.investment": "निवेश के रद्दा देखव",
  "national.cta.transparency": "हर रुपिया के हिसाब देखव",
};
