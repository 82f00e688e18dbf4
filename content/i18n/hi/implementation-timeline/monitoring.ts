import type { Messages } from "@/content/i18n/types";
import type { monitoringMessages as en } from "@/content/i18n/en/implementation-timeline/monitoring";

export const monitoringMessages: Messages<typeof en> = {
  "implementation-timeline.focus.connectivity": "इंटरनेट पहुँचाना",
  "implementation-timeline.focus.solarPumps": "सोलर पंप लगाना",
  "implementation-timeline.focus.telemedicine": "बुनियादी टेलीमेडिसिन",
  "implementation-timeline.focus.literacy": "डिजिटल साक्षरता कार्यक्रम",
  "implementation-timeline.focus.skills": "डिजिटल मार्केटिंग और घर से काम का हुनर प्रशिक्षण",
  "implementation-timeline.focus.agriProcessing": "उपज प्रोसेसिंग उद्यम",
  "implementation-timeline.focus.shg": "महिलाओं के स्वयं सहायता समूह",
  "implementation-timeline.focus.learning": "हर बच्चे के हिसाब से और कई भाषाओं में पढ़ाई",
  "implementation-timeline.focus.hubTourism": "डिजिटल सेवा केंद्र और गाँव में पर्यटन",
  "implementation-timeline.focus.leadership": "गाँव में नेतृत्व",
  "implementation-timeline.focus.handover": "गाँव की समिति को सौंपना",
  "implementation-timeline.focus.finalSurvey": "आख़िरी सर्वे और दूसरे गाँवों के लिए मार्गदर्शिका",

  "implementation-timeline.monitoring.monthly.description":
    "हर महीने के काम, नतीजे और खर्च इस योजना से मिलाकर जाँचे जाते हैं। खर्च और रसीदें हर महीने खुला हिसाब केंद्र पर प्रकाशित होती हैं।",
  "implementation-timeline.monitoring.quarterly.description":
    "आठ मुख्य KPI हर तिमाही शुरुआती सर्वे वाले तरीके से ही मापे जाते हैं और प्रगति डैशबोर्ड पर उनके तिमाही पड़ावों से मिलाए जाते हैं।",
  "implementation-timeline.monitoring.phase.description":
    "हर चरण के अंत में बजट, नतीजे और KPI की एक साथ समीक्षा होती है, सीख लिखी जाती है और अगले चरण की योजना खुले में दोबारा बनती है।",

  "implementation-timeline.reporting.transparency":
    "मद के हिसाब से बजट, हर महीने का खर्च, रसीदें और हर रुपये की जाँच कैसे होती है।",
  "implementation-timeline.reporting.dashboard":
    "आठ मुख्य KPI उनके लक्ष्यों के सामने, चरणों की समय-रेखा और शुरुआती आँकड़े।",
  "implementation-timeline.reporting.investment":
    "निवेश के हर स्तर में शुरुआत से प्रगति की नियमित जानकारी शामिल है; निवेश पेज बताता है कि हर स्तर को कितनी बार मिलती है।",
  "implementation-timeline.reporting.village":
    "प्रगति और खर्च ग्राम सभा की बैठकों में छत्तीसगढ़ी में पढ़कर सुनाए जाते हैं, ताकि गाँव भी योजना की जाँच करे।",
};
