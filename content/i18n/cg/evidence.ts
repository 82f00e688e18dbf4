import type { Messages } from "@/content/i18n/types";
import type { evidence as en } from "@/content/i18n/en/evidence";

export const evidence: Messages<typeof en> = {
  "evidence.hero.description":
    "कार्यक्रम सुरू होय के पहिली गाँव के हाल, उहाँ कोन-कोन रहिथें, कार्यक्रम का बदलना चाहथे, अउ ए आँकड़ा मन कहाँ ले आइन।",
  "evidence.hero.badge": "सुरुआत के पहिली के आँकड़ा",

  "evidence.baseline.title": "सुरुआती आँकड़ा: आज के गाँव",
  "evidence.baseline.description": "हर लक्ष्य ला इही सुरुआती हाल ले नापे जाही।",
  "evidence.baseline.population": "आबादी",
  "evidence.baseline.households": "परिवार",
  "evidence.baseline.literacy": "पढ़े-लिखे मनखे",
  "evidence.baseline.income": "महीना के औसत कमई",
  "evidence.baseline.unemployment": "बेरोजगारी",
  "evidence.baseline.agriculture": "खेती के भरोसा",
  "evidence.baseline.internet": "इंटरनेट के पहुँच",
  "evidence.baseline.electricity": "भरोसा के बिजली",
  "evidence.baseline.water": "साफ पानी",
  "evidence.baseline.healthcare": "इलाज के दूरी",
  "evidence.unit.km": "{n} किमी",

  "evidence.age.title": "उमर के हिसाब ले आबादी",
  "evidence.age.description":
    "कार्यक्रम काखर बर हवय, उमर के हिसाब ले, अउ गाँव म हर उमर के मनखे मन के हिस्सा।",
  "evidence.age.children": "लइका",
  "evidence.age.adults": "बड़े मनखे",
  "evidence.age.seniors": "सियान",
  "evidence.age.schoolAge": "स्कूल जाए के उमर",
  "evidence.age.preSchool": "स्कूल ले पहिली के उमर",
  "evidence.age.share": "गाँव के {share}",
  "evidence.age.chartTitle": "उमर के हिसाब ले आबादी",
  "evidence.age.group": "उमर के टोली",
  "evidence.age.people": "मनखे (हिस्सा)",

  "evidence.targets.title": "लक्ष्य अउ पड़ाव",
  "evidence.targets.description":
    "पड़ाव मन सुरुआती आँकड़ा ले लक्ष्य तक, हर चरन के आखिर म सीधा रेखा म राखे कदम हवंय। ए मन योजना आय, नतीजा नो हय: सुरुआती आँकड़ा के बाद अभी कुछु नापे नइ गे हे।",
  "evidence.targets.literacy": "काम के पढ़ई-लिखई",
  "evidence.targets.multilingual": "कतको भाखा के जानकारी",
  "evidence.targets.digital": "डिजिटल हुनर",
  "evidence.targets.economic": "कमई म मजबूती",
  "evidence.targets.women": "माईलोगन के मजबूती",
  "evidence.targets.health": "सेहत के जानकारी",
  "evidence.targets.agriculture": "खेती म नवा तरीका",
  "evidence.targets.leadership": "गाँव के अगुवाई",
  "evidence.targets.baseline": "सुरुआत",
  "evidence.targets.target": "लक्ष्य",
  "evidence.targets.by": "{month} तक",
  "evidence.targets.checkpoints": "पड़ाव",
  "evidence.targets.progress": "{metric}: सुरुआत {current}, लक्ष्य {target}",

  "evidence.sources.title": "आँकड़ा कहाँ ले आइस",
  "evidence.sources.covers": "एमा का-का हे",
  "evidence.sources.survey": "कार्यक्रम के सुरुआती घर-घर सर्वे",
  "evidence.sources.headcount": "जनगणना कस गिनती",
  "evidence.sources.infrastructure": "गाँव के सुविधा मन के जाँच",
  "evidence.sources.followUp": "आगू के सर्वे (योजना म हे)",

  "evidence.links.title": "आगू देखव",
};
