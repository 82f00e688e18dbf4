import type { Messages } from "@/content/i18n/types";
import type { scaling as en } from "@/content/i18n/en/scaling";

export const scaling: Messages<typeof en> = {
  "scaling.hero.eyebrow": "{years} बछर के सपना",
  "scaling.hero.description":
    "नमूना गाँव ह पहिली कदम हे। इही मॉडल, पूरा खरचा अउ नाप-जोख के संग, पहिली एक जिला, फेर एक राज अउ फेर पूरा देस बर तय हवय।",
  "scaling.national.villages": "गाँव",
  "scaling.national.people": "गाँव-गँवई के मनखे",
  "scaling.national.years": "{n} बछर",
  "scaling.national.vision": "सपना",
  "scaling.national.cost": "बढ़वार म हर मनखे पाछू खरचा",
  "scaling.roadmap.title": "10 बछर के रद्दा",
  "scaling.roadmap.description": "चार चरन, अउ हर चरन तभे सुरू होही जब पाछू के चरन के नतीजा दिख जाही।",
  "scaling.roadmap.activeNote":
    "नमूना गाँव ह अभी के चरन हे, फेर काम अभी सुरू नइ होय हे: सुरुआत {launch} म होही, अउ अभी तक न कुछु बने हे, न कुछु खरचा होय हे।",
  "scaling.roadmap.estimated": "≈ नमूना गाँव के आबादी ({count}) के हिसाब ले अंदाजा।",
  "scaling.chart.title": "हर चरन म गाँव के गिनती (पैमाना के हर खाना दस गुना)",
  "scaling.table.caption": "बढ़वार के चरन",
  "scaling.table.phase": "चरन",
  "scaling.table.duration": "अवधि",
  "scaling.table.villages": "गाँव",
  "scaling.table.population": "आबादी",
  "scaling.table.focus": "मुख्य काम",
  "scaling.table.status": "हालत",
  "scaling.phase.pilot": "नमूना गाँव",
  "scaling.phase.district": "जिला के गाँव-समूह",
  "scaling.phase.state": "राज भर के कार्यक्रम",
  "scaling.phase.national": "देस भर म",
  "scaling.phase.years": "बछर {from}-{to}",
  "scaling.phase.yearsDates": "बछर {from}-{to} ({dates})",
  "scaling.phase.pilot.focus":
    "छत्तीसगढ़ के एक गाँव म ए मॉडल ला करके देखाना, हर रुपिया के हिसाब सबके आगू रखना अउ सुरुआती हालत ले मिला के नतीजा नापना।",
  "scaling.phase.district.focus":
    "नमूना गाँव म सीखे गाँव-गँवई के मनखे मन के टीम के संग, एक जिला के गाँव-समूह म इही तरीका ला फेर करना।",
  "scaling.phase.state.focus":
    "राज भर के कार्यक्रम, जेमा सरकार अउ कंपनी मन के CSR पइसा संग म लगही अउ ढाँचा साझा होही।",
  "scaling.phase.national.focus":
    "जेन गाँव चाहही, ओ तक पहुँचना: देस भर के साझेदारी अउ सरकारी डिजिटल ढाँचा के जरिया।",
  "scaling.status.active": "अभी के चरन",
  "scaling.status.planned": "योजना म",
  "scaling.status.vision": "सपना",
  "scaling.success.title": "सफलता के पैमाना",
  "scaling.success.description":
    "रद्दा ला कोन पैमाना म परखे जाही: नमूना गाँव के सुरुआती हालत ले दस बछर के लक्ष्य तक।",
  "scaling.success.from": "नमूना गाँव",
  "scaling.success.to": "लक्ष्य",
  "scaling.success.costNote": "नमूना गाँव ले {times} गुना कम",
  "scaling.metric.villages": "जिहाँ तक पहुँचिस, वो गाँव",
  "scaling.metric.people": "जिहाँ तक पहुँचिस, वो मनखे",
  "scaling.metric.cost": "हर मनखे पाछू खरचा",
  "scaling.metric.internet": "इंटरनेट वाले घर",
  "scaling.metric.literacy": "पढ़े-लिखे",
  "scaling.metric.villages.measure":
    "अइसन गाँव जिहाँ इंटरनेट, पढ़ई, टेलीमेडिसिन अउ सोलर बिजली चालू हो गे हवय।",
  "scaling.metric.people.measure": "गाँव-गँवई के अइसन मनखे जेमन ला ए सेवा मिलत हवय।",
  "scaling.metric.cost.measure":
    "कुल खरचा ला सेवा पवइया मनखे मन के गिनती ले भाग देके, हर गाँव के अलग-अलग सबके आगू रखे जाही।",
  "scaling.metric.internet.measure": "अइसन घर जेमा इंटरनेट कनेक्शन चालू हवय।",
  "scaling.metric.literacy.measure":
    "रोज के काम लाइक पढ़ना-लिखना, जेकर जाँच ओही किसम ले होही जइसे सुरुआती सर्वे म होय रिहिस।",
  "scaling.tiers.title": "साझेदारी के स्तर",
  "scaling.tiers.description": "नमूना गाँव के बाद के चरन मन के पइसा साझेदारी के चार स्तर ले आही।",
  "scaling.tiers.more": "साझेदार मन के भूमिका अउ जुड़े के रद्दा",
  "scaling.impact.title": "देस भर म असर",
  "scaling.impact.description":
    "कहूँ ए मॉडल एक गाँव म काम करथे, त एहा {villages} गाँव अउ {people} गाँव-गँवई के मनखे मन तक हर मनखे पाछू {cost} म पहुँच सकथे।",
  "scaling.impact.villages": "{villages} गाँव म इंटरनेट, पढ़ई, टेलीमेडिसिन अउ सोलर बिजली",
  "scaling.impact.people": "{people} गाँव-गँवई के मनखे मन ला नमूना गाँव कस सुविधा",
  "scaling.impact.cost": "बढ़वार म हर मनखे पाछू {cost}, जबकि नमूना गाँव म हर मनखे पाछू {pilot}",
  "scaling.links.title": "आँकड़ा के पाछू के योजना ला जाँचव",
  "scaling.links.invest": "नमूना गाँव म निवेश करव",
  "scaling.links.transparency": "बजट देखव",
  "scaling.links.evidence": "परमान देखव",
};
