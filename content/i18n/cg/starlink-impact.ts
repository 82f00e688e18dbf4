import type { Messages } from "@/content/i18n/types";
import type { starlinkImpact as en } from "@/content/i18n/en/starlink-impact";

export const starlinkImpact: Messages<typeof en> = {
  "starlink-impact.hero.description":
    "गाँव के वाई-फाई हॉटस्पॉट ले हर घर बर मुफत तेज सैटेलाइट इंटरनेट, जेकर ले पढ़ई-लिखई, डाक्टर, काम-बूता अउ सरकारी सेवा मन एक क्लिक म मिल जावंय।",
  "starlink-impact.hero.speed": "इंटरनेट के रफ्तार",
  "starlink-impact.metrics.title": "जेन आँकड़ा ऊपर नजर रखे जाही",
  "starlink-impact.metric.households": "घर-घर तक पहुँच",
  "starlink-impact.metric.fluency": "डिजिटल जानकारी",
  "starlink-impact.metric.hotspots": "हॉटस्पॉट नेटवर्क",
  "starlink-impact.metric.onlineWork": "ऑनलाइन काम बर तियार जवान मन",
  "starlink-impact.benefits.title": "गाँव म का बदलही",
  "starlink-impact.benefit.learning": "बिन रुकावट पढ़ई-लिखई",
  "starlink-impact.benefit.health": "वीडियो म डाक्टर",
  "starlink-impact.benefit.livelihoods": "ऑनलाइन काम अउ बजार",
  "starlink-impact.benefit.services": "घर बइठे सरकारी सेवा",
  "starlink-impact.phases.title": "चार चरन म सुरुआत",
  "starlink-impact.phases.description":
    "चरन 1 ह सुरुआत के पहिली के योजना के काम हवय; लगाए के काम {quarter} म सुरू होही।",
  "starlink-impact.phase.survey": "सर्वे अउ योजना",
  "starlink-impact.phase.backbone": "सैटेलाइट किट अउ मुख्य नेटवर्क",
  "starlink-impact.phase.hotspots": "गाँव के हॉटस्पॉट",
  "starlink-impact.phase.households": "हर घर ऑनलाइन",
  "starlink-impact.specs.title": "तकनीकी जानकारी",
  "starlink-impact.spec.performance": "रफ्तार अउ भरोसा",
  "starlink-impact.spec.coverage": "पहुँच",
  "starlink-impact.spec.economics": "लागत अउ फायदा",
  "starlink-impact.stat.download": "डाउनलोड",
  "starlink-impact.stat.upload": "अपलोड",
  "starlink-impact.stat.latency": "लेटेंसी (देरी)",
  "starlink-impact.stat.uptime": "चालू रहे के समय",
  "starlink-impact.stat.households": "जुड़इया घर",
  "starlink-impact.stat.hotspots": "वाई-फाई हॉटस्पॉट",
  "starlink-impact.stat.users": "एके संग ऑनलाइन मनखे",
  "starlink-impact.stat.investment": "निवेश",
  "starlink-impact.stat.savings": "परिवार मन के हर बछर के बचत",
  "starlink-impact.stat.payback": "लागत वापसी (ROI)",
  "starlink-impact.stat.jobs": "नवा रोजगार",
  "starlink-impact.benefit.learning.description":
    "लइका मन हिंदी, छत्तीसगढ़ी अउ अंगरेजी म एआई के मदद वाले पाठ तक पहुँचथें, अउ गुरुजी मन ला ऑनलाइन सिखई अउ पढ़ाए के समान मिलथे।",
  "starlink-impact.benefit.health.description":
    "टेलीमेडिसिन केंद्र मरीज मन ला वीडियो ले डाक्टर अउ विशेषज्ञ मन ले जोड़थे, सहर के लंबा रद्दा के बदला।",
  "starlink-impact.benefit.livelihoods.description":
    "जवान मन घर बइठे ऑनलाइन काम अउ डिजिटल मार्केटिंग सीखथें; किसान मन फसल के दाम देखथें अउ ऑनलाइन बेचथें।",
  "starlink-impact.benefit.services.description":
    "पेंसन, भुइयाँ के रिकॉर्ड, बैंक खाता अउ योजना मन के आवेदन ऑनलाइन, बिना दिन भर के रद्दा अउ छूटे रोजी के।",
  "starlink-impact.phase.survey.description":
    "घर-घर सर्वे, हॉटस्पॉट के जगा तय करना, ग्राम पंचायत ले अनुमति अउ लगइया साथी ला चुनना।",
  "starlink-impact.phase.backbone.description":
    "पंचायत भवन, इस्कूल अउ स्वास्थ्य केंद्र म सोलर बैकअप वाले बिजली के संग सैटेलाइट किट लगाना।",
  "starlink-impact.phase.hotspots.description":
    "गाँव म Wi-Fi हॉटस्पॉट लगाना ताकि हर गली तक सिग्नल पहुँचय, अतका बड़े के सैकड़ों मनखे एके संग ऑनलाइन रहि सकंय।",
  "starlink-impact.phase.households.description":
    "हर घर ला जोड़ना, अउ हर परिवार बर डिजिटल साक्षरता के एक बइठका।",
};
