import type { Messages } from "@/content/i18n/types";
import type { starlinkImpact as en } from "@/content/i18n/en/starlink-impact";

export const starlinkImpact: Messages<typeof en> = {
  "starlink-impact.hero.description":
    "गाँव के वाई-फ़ाई हॉटस्पॉट से हर घर को मुफ़्त तेज़ सैटेलाइट इंटरनेट, ताकि पढ़ाई, डॉक्टर, काम और सरकारी सेवाएँ बस एक क्लिक दूर हों।",
  "starlink-impact.hero.speed": "इंटरनेट की रफ़्तार",
  "starlink-impact.metrics.title": "जिन आँकड़ों पर नज़र रखी जाएगी",
  "starlink-impact.metric.households": "घरों तक पहुँच",
  "starlink-impact.metric.fluency": "डिजिटल जानकारी",
  "starlink-impact.metric.hotspots": "हॉटस्पॉट नेटवर्क",
  "starlink-impact.metric.onlineWork": "ऑनलाइन काम के लिए तैयार युवा",
  "starlink-impact.benefits.title": "गाँव में क्या बदलेगा",
  "starlink-impact.benefit.learning": "बिना रुकावट पढ़ाई",
  "starlink-impact.benefit.health": "वीडियो पर डॉक्टर",
  "starlink-impact.benefit.livelihoods": "ऑनलाइन काम और बाज़ार",
  "starlink-impact.benefit.services": "घर बैठे सरकारी सेवाएँ",
  "starlink-impact.phases.title": "चार चरणों में शुरुआत",
  "starlink-impact.phases.description":
    "चरण 1 शुरुआत से पहले की योजना का काम है; इंस्टॉलेशन {quarter} में शुरू होगा।",
  "starlink-impact.phase.survey": "सर्वे और योजना",
  "starlink-impact.phase.backbone": "सैटेलाइट किट और मुख्य नेटवर्क",
  "starlink-impact.phase.hotspots": "गाँव के हॉटस्पॉट",
  "starlink-impact.phase.households": "हर घर ऑनलाइन",
  "starlink-impact.specs.title": "तकनीकी जानकारी",
  "starlink-impact.spec.performance": "रफ़्तार और भरोसा",
  "starlink-impact.spec.coverage": "पहुँच",
  "starlink-impact.spec.economics": "लागत और फ़ायदा",
  "starlink-impact.stat.download": "डाउनलोड",
  "starlink-impact.stat.upload": "अपलोड",
  "starlink-impact.stat.latency": "लेटेंसी (देरी)",
  "starlink-impact.stat.uptime": "चालू रहने का समय",
  "starlink-impact.stat.households": "जुड़ने वाले घर",
  "starlink-impact.stat.hotspots": "वाई-फ़ाई हॉटस्पॉट",
  "starlink-impact.stat.users": "एक साथ ऑनलाइन लोग",
  "starlink-impact.stat.investment": "निवेश",
  "starlink-impact.stat.savings": "परिवारों की सालाना बचत",
  "starlink-impact.stat.payback": "लागत वसूली (ROI)",
  "starlink-impact.stat.jobs": "नए रोज़गार",
  "starlink-impact.benefit.learning.description":
    "बच्चे हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में एआई की मदद वाले पाठ तक पहुँचते हैं, और शिक्षकों को ऑनलाइन प्रशिक्षण और पढ़ाने की सामग्री मिलती है।",
  "starlink-impact.benefit.health.description":
    "टेलीमेडिसिन केंद्र मरीज़ों को वीडियो से डॉक्टरों और विशेषज्ञों से जोड़ता है, शहर के लंबे सफ़र की जगह।",
  "starlink-impact.benefit.livelihoods.description":
    "नौजवान घर बैठे ऑनलाइन काम और डिजिटल मार्केटिंग का प्रशिक्षण लेते हैं; किसान फ़सल के दाम देखते हैं और ऑनलाइन बेचते हैं।",
  "starlink-impact.benefit.services.description":
    "पेंशन, ज़मीन के रिकॉर्ड, बैंक खाते और योजनाओं के आवेदन ऑनलाइन, बिना दिन भर के सफ़र और छूटी मज़दूरी के।",
  "starlink-impact.phase.survey.description":
    "घर-घर सर्वे, हॉटस्पॉट की जगहें तय करना, ग्राम पंचायत से अनुमति और लगाने वाले साथी को चुनना।",
  "starlink-impact.phase.backbone.description":
    "पंचायत भवन, स्कूल और स्वास्थ्य केंद्र पर सोलर बैकअप वाली बिजली के साथ सैटेलाइट किट लगाना।",
  "starlink-impact.phase.hotspots.description":
    "गाँव में Wi-Fi हॉटस्पॉट लगाना ताकि हर गली तक सिग्नल पहुँचे, इतने बड़े कि सैकड़ों लोग एक साथ ऑनलाइन रह सकें।",
  "starlink-impact.phase.households.description":
    "हर घर को जोड़ना, और हर परिवार के लिए डिजिटल साक्षरता की एक बैठक।",
};
