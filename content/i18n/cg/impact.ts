import type { Messages } from "@/content/i18n/types";
import type { impact as en } from "@/content/i18n/en/impact";

export const impact: Messages<typeof en> = {
  "impact.hero.description":
    "कार्यक्रम गाँव बर का बदलना चाहथे: हर बिसय म असर, गाँव पहिली अउ बाद म कइसे, अउ हर तिमाही के पड़ाव।",
  "impact.hero.badge": "ए मन लक्ष्य आय: कार्यक्रम अभी सुरू नइ होय हे",
  "impact.stat.villagers": "गाँव के मनखे",
  "impact.stat.income": "महीना के कमई के लक्ष्य",
  "impact.stat.growth": "कमई बढ़े के लक्ष्य",
  "impact.stat.recovery": "लगे पइसा के वापसी",

  "impact.categories.title": "असर के बिसय",
  "impact.categories.description": "हर बिसय म लक्ष्य अउ काम कतका बड़ हवय।",
  "impact.category.education": "पढ़ई-लिखई",
  "impact.category.health": "इलाज-पानी",
  "impact.category.digital": "डिजिटल जुड़ाव",
  "impact.category.economy": "कमई-धमई",
  "impact.category.livelihoods": "किसान अउ माईलोगन",
  "impact.category.energy": "बिजली अउ हुनर",

  "impact.beforeAfter.title": "पहिली अउ बाद म",
  "impact.beforeAfter.description": "आज के सुरुआती आँकड़ा अउ कार्यक्रम के आखिर के लक्ष्य।",
  "impact.beforeAfter.before": "सुरुआत",
  "impact.beforeAfter.after": "लक्ष्य",
  "impact.beforeAfter.change": "बदलाव",
  "impact.beforeAfter.internet": "इंटरनेट वाले परिवार",
  "impact.beforeAfter.literacy": "काम के पढ़ई-लिखई",
  "impact.beforeAfter.digital": "डिजिटल हुनर",
  "impact.beforeAfter.health": "सेहत के जानकारी",
  "impact.beforeAfter.income": "परिवार के महीना के कमई",
  "impact.beforeAfter.community": "गाँव के बछर भर के कमई",
  "impact.beforeAfter.points": "+{n} अंक",
  "impact.beforeAfter.times": "{n} गुना",

  "impact.milestones.title": "हर तिमाही के पड़ाव",
  "impact.milestones.description": "महीना-दर-महीना योजना ले बने: हर तिमाही म का पूरा होही अउ ओखर बजट।",
  "impact.milestones.budget": "योजना के बजट",
  "impact.status.upcoming": "आवइया",

  "impact.unit.months": "{n} महीना",
  "impact.unit.km": "{n} किमी",
  "impact.unit.kw": "{n} किलोवाट",

  "impact.links.title": "आगू देखव",
};
