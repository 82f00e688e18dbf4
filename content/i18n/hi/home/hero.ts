import type { Messages } from "@/content/i18n/types";
import type { heroMessages as en } from "@/content/i18n/en/home/hero";

export const heroMessages: Messages<typeof en> = {
  // Hero
  "hero.badge": "काम शुरू होने से पहले · शुरुआत {launch} में",
  "hero.title": "डिजिटल गाँव का बदलाव: छत्तीसगढ़ का एक गाँव, पूरे भारत के लिए मिसाल",
  "hero.description":
    "तीन साल की एक योजना, जो {villagers} गाँववालों तक मुफ़्त सैटेलाइट इंटरनेट, हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में एआई की मदद से पढ़ाई, 24/7 टेलीमेडिसिन केंद्र, सोलर बिजली और हुनर का प्रशिक्षण पहुँचाएगी। यह {villages} गाँवों के लिए एक नमूना है।",
  "hero.cta.dashboard": "प्रगति देखें",
  "hero.cta.impact": "असर देखें",
  "hero.cta.investment": "किसी परिवार में निवेश करें",
  "hero.cta.evidence": "प्रमाण देखें",
  "hero.cta.scaling": "राष्ट्रीय विस्तार योजना",
  "hero.figures": "मुख्य आँकड़े",
  "hero.figure.internet.value": "{n} Mbps तक",
  "hero.figure.internet.label": "हर घर के लिए मुफ़्त इंटरनेट",
  "hero.figure.plan.value": "{phases} चरण",
  "hero.figure.plan.label": "{months} महीने, अक्टूबर 2025 से दिसंबर 2027 तक",
  "hero.figure.budget.label": "कुल नियोजित निवेश",
  "hero.figure.people.label": "{households} घरों में रहने वाले गाँववाले",

  // Village profile
  "village.title": "आज का गाँव",
  "village.description":
    "छत्तीसगढ़ का एक खेतिहर गाँव: यह कहाँ से शुरू कर रहा है, इसे क्या रोक रहा है और इसके पास पहले से क्या है।",
  "village.stats": "एक नज़र में गाँव",
  "village.stats.population": "आबादी",
  "village.stats.population.hint": "{children} बच्चे, {women} महिलाएँ",
  "village.stats.households": "घर",
  "village.stats.households.hint": "{percent} खेती पर निर्भर",
  "village.stats.literacy": "साक्षरता दर",
  "village.stats.literacy.hint": "महिलाएँ {female}, पुरुष {male}",
  "village.stats.connectivity": "डिजिटल कनेक्टिविटी",
  "village.stats.connectivity.hint": "किसी भी घर में इंटरनेट नहीं",
  "village.stats.healthcare": "स्वास्थ्य सेवा तक पहुँच",
  "village.stats.healthcare.value": "{min}-{max} किमी",
  "village.stats.healthcare.hint": "सबसे नज़दीकी स्वास्थ्य केंद्र तक",
  "village.stats.water": "पानी की सुरक्षा",
  "village.stats.water.hint": "साफ़ पानी वाले घर",
  "village.challenges": "चुनौतियाँ",
  "village.challenge.income": "एक घर की औसत कमाई {income} महीना है, और बेरोज़गारी {unemployment} है।",
  "village.challenge.agriculture":
    "{percent} परिवार बारिश पर टिकी खेती पर निर्भर हैं; {farmers} किसानों तक नए तरीके और बाज़ार मुश्किल से पहुँचते हैं।",
  "village.challenge.internet":
    "इंटरनेट कनेक्टिविटी {internet} है: न ऑनलाइन पढ़ाई, न बैंकिंग, न सरकारी सेवाएँ।",
  "village.challenge.electricity": "सिर्फ़ {electricity} घरों में भरोसेमंद बिजली है।",
  "village.challenge.water": "सिर्फ़ {water} घरों को साफ़ पीने का पानी मिलता है।",
  "village.challenge.health":
    "सबसे नज़दीकी स्वास्थ्य केंद्र {min}-{max} किमी दूर है, और वहाँ विशेषज्ञ डॉक्टर नहीं हैं।",
  "village.challenge.literacy": "साक्षरता {overall} है, और महिलाओं में सिर्फ़ {female}।",
  "village.assets": "हमारी ताक़त",
  "village.asset.community": "{households} घरों में {population} गाँववाले, एक-दूसरे से जुड़ा हुआ समुदाय।",
  "village.asset.farmers": "{farmers} अनुभवी किसान और उपजाऊ ज़मीन।",
  "village.asset.women": "{women} महिलाएँ, जो स्वयं सहायता समूह और छोटे उद्यम चला सकती हैं।",
  "village.asset.children": "{children} बच्चे, जो अपनी भाषा में सीखने को तैयार हैं।",
  "village.asset.crafts": "हस्तकला, खान-पान और संस्कृति की जीवित परंपराएँ।",
  "village.asset.sunshine": "साल के ज़्यादातर समय तेज़ धूप, जो पूरे गाँव को बिजली दे सकती है।",
};
