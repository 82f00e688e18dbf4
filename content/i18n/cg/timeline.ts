import type { Messages } from "@/content/i18n/types";
import type { timeline as en } from "@/content/i18n/en/timeline";

export const timeline: Messages<typeof en> = {
  "timeline.hero.stage": "काम सुरू होय के पहिली · 2025 के चौथा तिमाही म सुरुआत",
  "timeline.hero.description":
    "तीन चरन म तीन बछर, अक्टूबर 2025 ले दिसंबर 2027 तक। खाल्हे के हर तिमाही अउ हर चरन आवइया हे: अभी कुछु सुरू नइ होय हे, अउ काम होही त प्रगति इहें दिखही।",

  "timeline.metrics.title": "एक नजर म",
  "timeline.metrics.duration.label": "कार्यक्रम के समय",
  "timeline.metrics.duration.value": "{months} महीना",
  "timeline.metrics.duration.change": "{start} ले {end}",
  "timeline.metrics.investment.label": "कुल निवेश",
  "timeline.metrics.investment.change": "हर मनखे पाछू {perPerson}",
  "timeline.metrics.people.label": "गाँव के मनखे",
  "timeline.metrics.people.change": "{households} घर",
  "timeline.metrics.phases.label": "पूरा होय चरन",
  "timeline.metrics.phases.value": "{all} म ले {done}",
  "timeline.metrics.phases.change": "सुरुआत {launch}",

  "timeline.status.upcoming": "आवइया",
  "timeline.status.active": "चलत हे",
  "timeline.status.completed": "पूरा होगे",

  "timeline.quarters.title": "हर तिमाही के पड़ाव",
  "timeline.quarters.description": "पहिली चार तिमाही म ले हर एक म का पूरा करे के योजना हवय।",
  "timeline.quarters.planned": "योजना म",

  "timeline.phases.title": "बछर-बछर के चरन",
  "timeline.phases.description": "तीन चरन, ओमन के बजट, कोन-कोन तक पहुँचहीं, ओमन के लक्ष्य अउ पड़ाव।",
  "timeline.phases.phase1": "चरन 1: नेंव",
  "timeline.phases.phase2": "चरन 2: बढ़वार",
  "timeline.phases.phase3": "चरन 3: पूरा करना",
  "timeline.phases.budget": "बजट",
  "timeline.phases.beneficiaries": "फायदा पवइया",
  "timeline.phases.people": "{count} मनखे",
  "timeline.phases.completion": "{title}: {completion}% पूरा",
  "timeline.phases.percent": "{completion}% पूरा",
  "timeline.phases.goals": "मुख्य लक्ष्य",
  "timeline.phases.milestones": "पड़ाव",
  "timeline.phases.notStarted": "सुरू नइ होय हे",
  "timeline.phases.done": "पूरा",
  "timeline.phases.priority.high": "सबले जरूरी",
  "timeline.phases.priority.medium": "मंझोला जरूरी",

  "timeline.focus.title": "पढ़ई-लिखई म जोर",
  "timeline.focus.description": "हर चरन म पढ़ई-लिखई काखर ऊपर टिके रइही।",
  "timeline.focus.digital": "हर परिवार बर डिजिटल पढ़ई",
  "timeline.focus.languages": "तीन भाखा म पढ़ई",
  "timeline.focus.careers": "रोजगार बर हुनर",
  "timeline.focus.link": "पढ़ई-लिखई कार्यक्रम देखव",

  "timeline.links.title": "अउ गहिर ले देखव",
  "timeline.links.description": "जोखिम समेत महीना-दर-महीना के योजना, अउ ओखर पाछू के रूपरेखा।",
  "timeline.links.implementation": "महीना-दर-महीना के योजना देखव",
  "timeline.links.framework": "बदलाव के रूपरेखा देखव",
};
