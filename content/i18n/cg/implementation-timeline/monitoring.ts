import type { Messages } from "@/content/i18n/types";
import type { monitoringMessages as en } from "@/content/i18n/en/implementation-timeline/monitoring";

export const monitoringMessages: Messages<typeof en> = {
  "implementation-timeline.focus.connectivity": "इंटरनेट पहुँचाना",
  "implementation-timeline.focus.solarPumps": "सोलर पंप लगाना",
  "implementation-timeline.focus.telemedicine": "सुरुआती टेलीमेडिसिन",
  "implementation-timeline.focus.literacy": "डिजिटल साक्षरता कार्यक्रम",
  "implementation-timeline.focus.skills": "डिजिटल मार्केटिंग अउ घर ले काम के हुनर सिखई",
  "implementation-timeline.focus.agriProcessing": "खेती-उपज प्रोसेसिंग के उद्यम",
  "implementation-timeline.focus.shg": "माईलोगन मन के स्व-सहायता समूह",
  "implementation-timeline.focus.learning": "हर लइका के हिसाब ले अउ कतको भाखा म पढ़ई",
  "implementation-timeline.focus.hubTourism": "डिजिटल सेवा केंद्र अउ गाँव म पर्यटन",
  "implementation-timeline.focus.leadership": "गाँव म अगुवाई",
  "implementation-timeline.focus.handover": "गाँव के समिति ला सौंपना",
  "implementation-timeline.focus.finalSurvey": "आखिरी सर्वे अउ दूसर गाँव मन बर रद्दा-पोथी",

  "implementation-timeline.monitoring.monthly.description":
    "हर महीना के काम, नतीजा अउ खरचा ला ए योजना ले मिलाके जाँचे जाथे। खरचा अउ रसीद हर महीना खुल्ला हिसाब केंद्र म छापे जाथें।",
  "implementation-timeline.monitoring.quarterly.description":
    "आठों मुख्य KPI ला हर तिमाही सुरुआती सर्वे वाले तरीका ले ही नापे जाथे अउ प्रगति डैशबोर्ड म ओमन के तिमाही पड़ाव ले मिलाय जाथे।",
  "implementation-timeline.monitoring.phase.description":
    "हर चरन के आखिर म बजट, नतीजा अउ KPI के एक संग जाँच होथे, सीख लिखे जाथे अउ अगला चरन के योजना खुल्ला म फेर ले बनथे।",

  "implementation-timeline.reporting.transparency":
    "मद के हिसाब ले बजट, हर महीना के खरचा, रसीद अउ हर रुपिया के जाँच कइसे होथे।",
  "implementation-timeline.reporting.dashboard":
    "आठों मुख्य KPI ओमन के लक्ष्य के आगू, चरन मन के समय-रेखा अउ सुरुआती आँकड़ा।",
  "implementation-timeline.reporting.investment":
    "निवेश के हर स्तर म सुरुआत ले प्रगति के नियमित जानकारी सामिल हवय; निवेश पेज बताथे के हर स्तर ला कतका बेर मिलथे।",
  "implementation-timeline.reporting.village":
    "प्रगति अउ खरचा ग्राम सभा के बइठका म छत्तीसगढ़ी म पढ़ के सुनाय जाथे, ताकि गाँव घलो योजना ला जाँचय।",
};
