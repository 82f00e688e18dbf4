import type { Messages } from "@/content/i18n/types";
import type { scaling as en } from "@/content/i18n/en/scaling";

export const scaling: Messages<typeof en> = {
  "scaling.hero.eyebrow": "{years} साल का सपना",
  "scaling.hero.description":
    "नमूना गाँव पहला कदम है। यही मॉडल, पूरे खर्च और नाप-तौल के साथ, पहले एक ज़िले, फिर एक राज्य और फिर पूरे देश के लिए तय है।",
  "scaling.national.villages": "गाँव",
  "scaling.national.people": "ग्रामीण लोग",
  "scaling.national.years": "{n} साल",
  "scaling.national.vision": "सपना",
  "scaling.national.cost": "विस्तार में प्रति व्यक्ति खर्च",
  "scaling.roadmap.title": "10 साल का रोडमैप",
  "scaling.roadmap.description": "चार चरण, और हर चरण तभी शुरू होगा जब पिछले चरण के नतीजे दिख जाएँ।",
  "scaling.roadmap.activeNote":
    "नमूना गाँव अभी का चरण है, लेकिन काम अभी शुरू नहीं हुआ है: शुरुआत {launch} में होनी है, और अभी तक न कुछ बना है, न कुछ खर्च हुआ है।",
  "scaling.roadmap.estimated": "≈ नमूना गाँव की आबादी ({count}) के हिसाब से अनुमान।",
  "scaling.chart.title": "हर चरण में गाँवों की संख्या (पैमाने का हर खाना दस गुना)",
  "scaling.table.caption": "विस्तार के चरण",
  "scaling.table.phase": "चरण",
  "scaling.table.duration": "अवधि",
  "scaling.table.villages": "गाँव",
  "scaling.table.population": "आबादी",
  "scaling.table.focus": "मुख्य काम",
  "scaling.table.status": "स्थिति",
  "scaling.phase.pilot": "नमूना गाँव",
  "scaling.phase.district": "ज़िले का समूह",
  "scaling.phase.state": "राज्य कार्यक्रम",
  "scaling.phase.national": "राष्ट्रीय स्तर",
  "scaling.phase.years": "साल {from}-{to}",
  "scaling.phase.yearsDates": "साल {from}-{to} ({dates})",
  "scaling.phase.pilot.focus":
    "छत्तीसगढ़ के एक गाँव में यह मॉडल करके दिखाना, हर रुपये का हिसाब सबके सामने रखना और शुरुआती स्थिति से तुलना करके नतीजे मापना।",
  "scaling.phase.district.focus":
    "नमूना गाँव में सीखे हुए स्थानीय लोगों की टीमों के साथ, एक ज़िले के गाँवों के समूह में यही तरीका दोहराना।",
  "scaling.phase.state.focus":
    "पूरे राज्य का कार्यक्रम, जिसमें सरकार और कंपनियों का CSR पैसा साथ लगे और ढाँचा साझा हो।",
  "scaling.phase.national.focus":
    "जो भी गाँव चाहे, उस तक पहुँचना: देश भर की साझेदारियों और सरकारी डिजिटल ढाँचे के ज़रिए।",
  "scaling.status.active": "मौजूदा चरण",
  "scaling.status.planned": "योजना में",
  "scaling.status.vision": "सपना",
  "scaling.success.title": "सफलता के पैमाने",
  "scaling.success.description":
    "रोडमैप को किन पैमानों पर परखा जाएगा: नमूना गाँव की शुरुआती स्थिति से दस साल के लक्ष्य तक।",
  "scaling.success.from": "नमूना गाँव",
  "scaling.success.to": "लक्ष्य",
  "scaling.success.costNote": "नमूना गाँव से {times} गुना कम",
  "scaling.metric.villages": "पहुँचे गाँव",
  "scaling.metric.people": "पहुँचे ग्रामीण लोग",
  "scaling.metric.cost": "प्रति व्यक्ति खर्च",
  "scaling.metric.internet": "इंटरनेट वाले घर",
  "scaling.metric.literacy": "साक्षरता",
  "scaling.metric.villages.measure":
    "ऐसे गाँव जहाँ इंटरनेट, पढ़ाई, टेलीमेडिसिन और सोलर बिजली चालू हो चुकी है।",
  "scaling.metric.people.measure": "गाँवों के ऐसे लोग जिन्हें ये सेवाएँ मिल रही हैं।",
  "scaling.metric.cost.measure":
    "कुल खर्च को सेवा पाने वाले लोगों की गिनती से भाग देकर, हर गाँव का अलग-अलग सबके सामने रखा जाएगा।",
  "scaling.metric.internet.measure": "ऐसे घर जिनमें इंटरनेट कनेक्शन चालू है।",
  "scaling.metric.literacy.measure":
    "रोज़ के काम लायक पढ़ना-लिखना, जिसकी जाँच उसी तरह होगी जैसे शुरुआती सर्वे में हुई थी।",
  "scaling.tiers.title": "साझेदारी के स्तर",
  "scaling.tiers.description": "नमूना गाँव के बाद के चरणों का पैसा साझेदारी के चार स्तरों से आएगा।",
  "scaling.tiers.more": "साझेदारों की भूमिका और जुड़ने का तरीका",
  "scaling.impact.title": "राष्ट्रीय असर",
  "scaling.impact.description":
    "अगर यह मॉडल एक गाँव में काम करता है, तो यह {villages} गाँवों और {people} ग्रामीण लोगों तक {cost} प्रति व्यक्ति में पहुँच सकता है।",
  "scaling.impact.villages": "{villages} गाँवों में इंटरनेट, पढ़ाई, टेलीमेडिसिन और सोलर बिजली",
  "scaling.impact.people": "{people} ग्रामीण लोगों को नमूना गाँव जैसी सुविधाएँ",
  "scaling.impact.cost": "विस्तार में {cost} प्रति व्यक्ति, जबकि नमूना गाँव में {pilot} प्रति व्यक्ति",
  "scaling.links.title": "आँकड़ों के पीछे की योजना जाँचें",
  "scaling.links.invest": "नमूना गाँव में निवेश करें",
  "scaling.links.transparency": "बजट देखें",
  "scaling.links.evidence": "प्रमाण देखें",
};
