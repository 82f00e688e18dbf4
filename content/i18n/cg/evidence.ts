import type { Messages } from "@/content/i18n/types";
import type { evidence as en } from "@/content/i18n/en/evidence";

export const evidence: Messages<typeof en> = {
  "evidence.hero.description":
    "कार्यक्रम सुरू होय के पहिली गाँव के हाल, उहाँ कोन-कोन रहिथें, कार्यक्रम का बदलना चाहथे, अउ ए आँकड़ा मन कहाँ ले आइन।",
  "evidence.hero.badge": "सुरुआत के पहिली के आँकड़ा",

  "evidence.baseline.title": "सुरुआती आँकड़ा: आज के गाँव",
  "evidence.baseline.description": "हर लक्ष्य ला इही सुरुआती हाल ले नापे जाही।",
  "evidence.baseline.population": "आबादी",
  "evidence.baseline.households": "घर",
  "evidence.baseline.literacy": "पढ़े-लिखे मनखे",
  "evidence.baseline.income": "महीना के औसत कमई",
  "evidence.baseline.unemployment": "बेरोजगारी",
  "evidence.baseline.agriculture": "खेती के भरोसा",
  "evidence.baseline.internet": "इंटरनेट के पहुँच",
  "evidence.baseline.electricity": "भरोसा के बिजली",
  "evidence.baseline.water": "साफ पानी",
  "evidence.baseline.healthcare": "इलाज के दूरी",
  "evidence.baseline.population.detail": "गाँव के मनखे",
  "evidence.baseline.households.detail": "सुरुआती आँकड़ा म गिने गे घर",
  "evidence.baseline.literacy.detail": "आदमी {male}, माईलोगन {female}",
  "evidence.baseline.income.detail": "एक घर के महीना भर के औसत कमई; मुख्य काम-धंधा: खेती",
  "evidence.baseline.unemployment.detail": "सुरुआती आँकड़ा म बेरोजगारी",
  "evidence.baseline.agriculture.detail": "खेती करइया {households} घर, {farmers} किसान",
  "evidence.baseline.internet.detail": "इंटरनेट कनेक्सन वाले घर",
  "evidence.baseline.electricity.detail": "भरोसा के बिजली वाले घर",
  "evidence.baseline.water.detail": "साफ पानी वाले घर",
  "evidence.baseline.healthcare.detail":
    "सुरुआती आँकड़ा म इलाज तक के दूरी। होम पेज म सबले लकठा के इलाज के जगह {min}-{max} किमी बताए गे हे।",
  "evidence.unit.km": "{n} किमी",

  "evidence.age.title": "उमर के हिसाब ले आबादी",
  "evidence.age.description":
    "कार्यक्रम काखर बर हवय, उमर के हिसाब ले, अउ गाँव म हर उमर के मनखे मन के हिस्सा।",
  "evidence.age.children": "लइका",
  "evidence.age.adults": "बड़े मनखे",
  "evidence.age.seniors": "सियान",
  "evidence.age.schoolAge": "इस्कूल जाए के उमर",
  "evidence.age.preSchool": "इस्कूल ले पहिली के उमर",
  "evidence.age.share": "गाँव के {share}",
  "evidence.age.chartTitle": "उमर के हिसाब ले आबादी",
  "evidence.age.group": "उमर के टोली",
  "evidence.age.people": "मनखे (हिस्सा)",
  "evidence.age.children.focus":
    "तीन भाखा म एआई के मदद ले पढ़ई, इस्कूल ले पहिली के उमर ले लेके इस्कूल पूरा होए तक।",
  "evidence.age.adults.focus":
    "डिजिटल हुनर, घर ले काम करे बर हुनर, नवा तरीका के खेती अउ माईलोगन मन के अपन काम-धंधा।",
  "evidence.age.seniors.focus": "घर के लकठा म टेलीमेडिसिन, अउ पेंसन अउ लेन-देन बर फोन चलाए म मदद।",

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
  "evidence.sources.survey.method":
    "गाँव के सबो {households} घर के आँकड़ा, घर-घर जाके, कोनो काम सुरू होए के पहिली लिखे गे।",
  "evidence.sources.headcount.method":
    "गाँव के मनखे मन के उमर के हिसाब ले गिनती, जेकर ले ए साइट म बउरे गे कुल आबादी मिलिस।",
  "evidence.sources.infrastructure.method":
    "आज घर मन करा का-का हवय, एला कार्यक्रम के लक्ष्य मन के सुरुआती हाल के रूप म लिखे गे हे।",
  "evidence.sources.followUp.method":
    "योजना: हर तिमाही अउ हर चरन के आखिर म उहीच सवाल फेर पूछे जाही, ताकि नतीजा मन के मिलान सही-सही होवय।",
  "evidence.sources.cover.households": "घर",
  "evidence.sources.cover.literacyByGender": "आदमी अउ माईलोगन मन के पढ़ई-लिखई",
  "evidence.sources.cover.incomeOccupation": "कमई, काम-धंधा अउ बेरोजगारी",
  "evidence.sources.cover.population": "कुल आबादी",
  "evidence.sources.cover.ageGroups":
    "लइका (इस्कूल जाए के उमर अउ इस्कूल ले पहिली के उमर), बड़े मनखे अउ सियान",
  "evidence.sources.cover.internet": "इंटरनेट के पहुँच",
  "evidence.sources.cover.electricity": "भरोसा के बिजली",
  "evidence.sources.cover.water": "साफ पानी",
  "evidence.sources.cover.healthcare": "इलाज के दूरी",
  "evidence.sources.cover.targets": "ऊपर दे गे आठों लक्ष्य",
  "evidence.sources.cover.finalSurvey": "कार्यक्रम खतम होए के पहिली आखिरी घर-घर सर्वे",
  "evidence.sources.caveat":
    "ए कार्यक्रम के अपन सुरुआती आँकड़ा आय। अभी तक कोनो बाहिर के संस्था एकर जाँच नइ करे हे; आगू के सर्वे घलो इही तरीका ले होही।",

  "evidence.links.title": "आगू देखव",
};
