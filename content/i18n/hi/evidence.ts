import type { Messages } from "@/content/i18n/types";
import type { evidence as en } from "@/content/i18n/en/evidence";

export const evidence: Messages<typeof en> = {
  "evidence.hero.description":
    "कार्यक्रम शुरू होने से पहले गाँव की हालत, वहाँ कौन रहता है, कार्यक्रम क्या बदलना चाहता है, और ये आँकड़े कहाँ से आए।",
  "evidence.hero.badge": "शुरुआत से पहले के आँकड़े",

  "evidence.baseline.title": "शुरुआती आँकड़े: आज का गाँव",
  "evidence.baseline.description": "हर लक्ष्य इसी शुरुआती स्थिति से नापा जाएगा।",
  "evidence.baseline.population": "आबादी",
  "evidence.baseline.households": "घर",
  "evidence.baseline.literacy": "साक्षरता दर",
  "evidence.baseline.income": "औसत मासिक कमाई",
  "evidence.baseline.unemployment": "बेरोज़गारी",
  "evidence.baseline.agriculture": "खेती पर निर्भर",
  "evidence.baseline.internet": "इंटरनेट की पहुँच",
  "evidence.baseline.electricity": "भरोसेमंद बिजली",
  "evidence.baseline.water": "साफ़ पानी",
  "evidence.baseline.healthcare": "इलाज की दूरी",
  "evidence.baseline.population.detail": "गाँव के लोग",
  "evidence.baseline.households.detail": "शुरुआती आँकड़ों में गिने गए घर",
  "evidence.baseline.literacy.detail": "पुरुष {male}, महिलाएँ {female}",
  "evidence.baseline.income.detail": "एक घर की महीने की औसत कमाई; मुख्य पेशा: खेती",
  "evidence.baseline.unemployment.detail": "शुरुआती आँकड़ों में बेरोज़गारी",
  "evidence.baseline.agriculture.detail": "खेती करने वाले {households} घर, {farmers} किसान",
  "evidence.baseline.internet.detail": "इंटरनेट कनेक्शन वाले घर",
  "evidence.baseline.electricity.detail": "भरोसेमंद बिजली वाले घर",
  "evidence.baseline.water.detail": "साफ़ पानी वाले घर",
  "evidence.baseline.healthcare.detail":
    "शुरुआती आँकड़ों में इलाज तक की दूरी। होम पेज पर सबसे पास के इलाज की जगह {min}-{max} किमी बताई गई है।",
  "evidence.unit.km": "{n} किमी",

  "evidence.age.title": "उम्र के हिसाब से आबादी",
  "evidence.age.description":
    "कार्यक्रम किन लोगों के लिए है, उम्र-समूह के हिसाब से, और गाँव में हर समूह का हिस्सा।",
  "evidence.age.children": "बच्चे",
  "evidence.age.adults": "वयस्क",
  "evidence.age.seniors": "बुज़ुर्ग",
  "evidence.age.schoolAge": "स्कूल जाने की उम्र",
  "evidence.age.preSchool": "स्कूल से पहले की उम्र",
  "evidence.age.share": "गाँव का {share}",
  "evidence.age.chartTitle": "उम्र-समूह के हिसाब से आबादी",
  "evidence.age.group": "उम्र-समूह",
  "evidence.age.people": "लोग (हिस्सा)",
  "evidence.age.children.focus":
    "तीन भाषाओं में एआई की मदद से पढ़ाई, स्कूल से पहले की उम्र से लेकर स्कूल पूरा होने तक।",
  "evidence.age.adults.focus": "डिजिटल हुनर, घर से काम के लिए हुनर, आधुनिक खेती और महिलाओं के अपने काम-धंधे।",
  "evidence.age.seniors.focus": "घर के पास टेलीमेडिसिन, और पेंशन व भुगतान के लिए फ़ोन चलाने में मदद।",

  "evidence.targets.title": "लक्ष्य और पड़ाव",
  "evidence.targets.description":
    "पड़ाव शुरुआती आँकड़े से लक्ष्य तक हर चरण के अंत पर सीधी रेखा में रखे गए कदम हैं। ये योजना हैं, नतीजे नहीं: शुरुआती आँकड़ों के बाद अभी कुछ नापा नहीं गया है।",
  "evidence.targets.literacy": "कामकाजी साक्षरता",
  "evidence.targets.multilingual": "कई भाषाओं की जानकारी",
  "evidence.targets.digital": "डिजिटल हुनर",
  "evidence.targets.economic": "आर्थिक सशक्तिकरण",
  "evidence.targets.women": "महिला सशक्तिकरण",
  "evidence.targets.health": "स्वास्थ्य की जानकारी",
  "evidence.targets.agriculture": "खेती का आधुनिकीकरण",
  "evidence.targets.leadership": "सामुदायिक नेतृत्व",
  "evidence.targets.baseline": "शुरुआत",
  "evidence.targets.target": "लक्ष्य",
  "evidence.targets.by": "{month} तक",
  "evidence.targets.checkpoints": "पड़ाव",
  "evidence.targets.progress": "{metric}: शुरुआत {current}, लक्ष्य {target}",

  "evidence.sources.title": "आँकड़ों के स्रोत",
  "evidence.sources.covers": "इसमें शामिल",
  "evidence.sources.survey": "कार्यक्रम का शुरुआती घर-घर सर्वे",
  "evidence.sources.headcount": "जनगणना जैसी गिनती",
  "evidence.sources.infrastructure": "गाँव की सुविधाओं का आकलन",
  "evidence.sources.followUp": "आगे के सर्वे (योजना में)",
  "evidence.sources.survey.method":
    "गाँव के सभी {households} घरों के आँकड़े, घर-घर जाकर, कोई भी काम शुरू होने से पहले दर्ज किए गए।",
  "evidence.sources.headcount.method":
    "गाँव के लोगों की उम्र-समूह के हिसाब से गिनती, जिससे इस साइट पर इस्तेमाल हुई कुल आबादी मिली।",
  "evidence.sources.infrastructure.method":
    "आज घरों के पास क्या है, यह कार्यक्रम के लक्ष्यों की शुरुआती स्थिति के रूप में दर्ज किया गया।",
  "evidence.sources.followUp.method":
    "योजना: हर तिमाही और हर चरण के अंत में वही सवाल फिर से पूछे जाएँगे, ताकि नतीजों की तुलना सही-सही हो सके।",
  "evidence.sources.cover.households": "घर",
  "evidence.sources.cover.literacyByGender": "पुरुषों और महिलाओं की साक्षरता",
  "evidence.sources.cover.incomeOccupation": "कमाई, पेशा और बेरोज़गारी",
  "evidence.sources.cover.population": "कुल आबादी",
  "evidence.sources.cover.ageGroups": "बच्चे (स्कूल जाने की उम्र और स्कूल से पहले की उम्र), वयस्क और बुज़ुर्ग",
  "evidence.sources.cover.internet": "इंटरनेट की पहुँच",
  "evidence.sources.cover.electricity": "भरोसेमंद बिजली",
  "evidence.sources.cover.water": "साफ़ पानी",
  "evidence.sources.cover.healthcare": "इलाज की दूरी",
  "evidence.sources.cover.targets": "ऊपर दिए गए आठ लक्ष्य",
  "evidence.sources.cover.finalSurvey": "कार्यक्रम ख़त्म होने से पहले आख़िरी घर-घर सर्वे",
  "evidence.sources.caveat":
    "ये कार्यक्रम के अपने शुरुआती आँकड़े हैं। अभी तक किसी बाहरी संस्था ने इनकी जाँच नहीं की है; आगे के सर्वे भी इसी तरीके से होंगे।",

  "evidence.links.title": "आगे देखें",
};
