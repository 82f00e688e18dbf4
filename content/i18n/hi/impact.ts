import type { Messages } from "@/content/i18n/types";
import type { impact as en } from "@/content/i18n/en/impact";

export const impact: Messages<typeof en> = {
  "impact.hero.description":
    "कार्यक्रम गाँव के लिए क्या बदलना चाहता है: हर क्षेत्र में असर, गाँव पहले और बाद में, और हर तिमाही के पड़ाव।",
  "impact.hero.badge": "ये लक्ष्य हैं: कार्यक्रम अभी शुरू नहीं हुआ है",
  "impact.stat.villagers": "गाँव के लोग",
  "impact.stat.income": "मासिक आमदनी का लक्ष्य",
  "impact.stat.growth": "आमदनी बढ़ने का लक्ष्य",
  "impact.stat.recovery": "निवेश की वसूली",

  "impact.categories.title": "असर के क्षेत्र",
  "impact.categories.description": "हर क्षेत्र में लक्ष्य और काम का पैमाना।",
  "impact.category.education": "शिक्षा",
  "impact.category.health": "स्वास्थ्य",
  "impact.category.digital": "डिजिटल जुड़ाव",
  "impact.category.economy": "आमदनी और अर्थव्यवस्था",
  "impact.category.livelihoods": "किसान और महिलाएँ",
  "impact.category.energy": "ऊर्जा और हुनर",

  "impact.beforeAfter.title": "पहले और बाद में",
  "impact.beforeAfter.description": "आज के शुरुआती आँकड़े और कार्यक्रम के अंत का लक्ष्य।",
  "impact.beforeAfter.before": "शुरुआत",
  "impact.beforeAfter.after": "लक्ष्य",
  "impact.beforeAfter.change": "बदलाव",
  "impact.beforeAfter.internet": "इंटरनेट वाले परिवार",
  "impact.beforeAfter.literacy": "कामकाजी साक्षरता",
  "impact.beforeAfter.digital": "डिजिटल कुशलता",
  "impact.beforeAfter.health": "स्वास्थ्य की जानकारी",
  "impact.beforeAfter.income": "परिवार की मासिक आमदनी",
  "impact.beforeAfter.community": "गाँव की सालाना आमदनी",
  "impact.beforeAfter.points": "+{n} अंक",
  "impact.beforeAfter.times": "{n} गुना",

  "impact.milestones.title": "तिमाही पड़ाव",
  "impact.milestones.description":
    "महीनेवार योजना से बने: हर तिमाही में क्या पूरा होगा और उसका नियोजित बजट।",
  "impact.milestones.budget": "नियोजित बजट",
  "impact.status.upcoming": "आने वाला",

  "impact.unit.months": "{n} महीने",
  "impact.unit.km": "{n} किमी",
  "impact.unit.kw": "{n} किलोवाट",

  "impact.links.title": "आगे देखें",
};
