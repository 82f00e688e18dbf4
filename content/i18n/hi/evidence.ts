import type { Messages } from "@/content/i18n/types";
import type { evidence as en } from "@/content/i18n/en/evidence";

export const evidence: Messages<typeof en> = {
  "evidence.hero.description":
    "कार्यक्रम शुरू होने से पहले गाँव की हालत, वहाँ कौन रहता है, कार्यक्रम क्या बदलना चाहता है, और ये आँकड़े कहाँ से आए।",
  "evidence.hero.badge": "शुरुआत से पहले के आँकड़े",

  "evidence.baseline.title": "शुरुआती आँकड़े: आज का गाँव",
  "evidence.baseline.description": "हर लक्ष्य इसी शुरुआती स्थिति से नापा जाएगा।",
  "evidence.baseline.population": "आबादी",
  "evidence.baseline.households": "परिवार",
  "evidence.baseline.literacy": "साक्षरता दर",
  "evidence.baseline.income": "औसत मासिक आमदनी",
  "evidence.baseline.unemployment": "बेरोज़गारी",
  "evidence.baseline.agriculture": "खेती पर निर्भर",
  "evidence.baseline.internet": "इंटरनेट की पहुँच",
  "evidence.baseline.electricity": "भरोसेमंद बिजली",
  "evidence.baseline.water": "साफ़ पानी",
  "evidence.baseline.healthcare": "इलाज की दूरी",
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

  "evidence.targets.title": "लक्ष्य और पड़ाव",
  "evidence.targets.description":
    "पड़ाव शुरुआती आँकड़े से लक्ष्य तक हर चरण के अंत पर सीधी रेखा में रखे गए कदम हैं। ये योजना हैं, नतीजे नहीं: शुरुआती आँकड़ों के बाद अभी कुछ नापा नहीं गया है।",
  "evidence.targets.literacy": "कामकाजी साक्षरता",
  "evidence.targets.multilingual": "कई भाषाओं की जानकारी",
  "evidence.targets.digital": "डिजिटल कुशलता",
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
  "evidence.sources.survey": "कार्यक्रम का शुरुआती घरेलू सर्वे",
  "evidence.sources.headcount": "जनगणना जैसी गिनती",
  "evidence.sources.infrastructure": "गाँव की सुविधाओं का आकलन",
  "evidence.sources.followUp": "आगे के सर्वे (योजना में)",

  "evidence.links.title": "आगे देखें",
};
