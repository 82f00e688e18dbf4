import type { Messages } from "@/content/i18n/types";
import type { targetMessages as en } from "@/content/i18n/en/home/targets";

export const targetMessages: Messages<typeof en> = {
  // Transformation targets
  "home.targets.title": "बदलाव के आठ लक्ष्य",
  "home.targets.description":
    "गाँव आज कहाँ हवय अउ कार्यक्रम ओला कहाँ तक ले जाना चाहथे। पट्टी मन आज के सुरुआती हालत ला देखाथें।",
  "home.targets.now": "अभी",
  "home.targets.target": "लक्ष्य",
  "home.targets.by": "{year} तक",
  "home.targets.progress": "{title}: अभी {current}, {year} तक लक्ष्य {target}",
  "home.targets.who.villagers": "{count} गाँव वाले",
  "home.targets.who.children": "{count} लइका",
  "home.targets.who.households": "{count} घर",
  "home.targets.who.women": "{count}+ माईलोगन",
  "home.targets.who.farmers": "{count} किसान",
  "home.targets.who.adults": "{count} बड़े मनखे",
  "home.targets.literacy.title": "काम के पढ़ई-लिखई",
  "home.targets.literacy.description": "हर मनखे रोज के काम लाइक पढ़-लिख अउ हिसाब कर सकय।",
  "home.targets.multilingual.title": "कई भाखा म पढ़ई",
  "home.targets.multilingual.description": "लइका मन हिंदी, छत्तीसगढ़ी अउ अंगरेजी म भरोसा ले सीखें।",
  "home.targets.digital.title": "डिजिटल हुनर",
  "home.targets.digital.description": "हर घर पढ़ई, पइसा के लेन-देन अउ सेवा बर फोन या कंप्यूटर चला सकय।",
  "home.targets.economic.title": "कमई म बढ़वार",
  "home.targets.economic.description": "हर परिवार के काम, खेती या धंधा ले पक्का कमई होवय।",
  "home.targets.women.title": "माईलोगन मन के ताकत",
  "home.targets.women.description": "माईलोगन मन पढ़ें, कमावें अउ गाँव के फैसला म अपन बात रखें।",
  "home.targets.health.title": "सेहत के समझ",
  "home.targets.health.description": "परिवार मन जानें के बीमारी ले कइसे बाँचना हे अउ डाक्टर ला कब बलाना हे।",
  "home.targets.agriculture.title": "नवा जमाना के खेती",
  "home.targets.agriculture.description":
    "किसान मन मौसम के जानकारी, बढ़िया तरीका अउ ऑनलाइन बजार अपनावें।",
  "home.targets.leadership.title": "गाँव के अगुवाई",
  "home.targets.leadership.description": "गाँव वाले मन नवा सेवा ला खुदे चलावें अउ हर फैसला म भाग लेवें।",
};
