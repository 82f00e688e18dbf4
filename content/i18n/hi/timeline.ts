import type { Messages } from "@/content/i18n/types";
import type { timeline as en } from "@/content/i18n/en/timeline";

export const timeline: Messages<typeof en> = {
  "timeline.hero.stage": "काम शुरू होने से पहले · शुरुआत 2025 की चौथी तिमाही में",
  "timeline.hero.description":
    "तीन चरणों में तीन साल, अक्टूबर 2025 से दिसंबर 2027 तक। नीचे की हर तिमाही और हर चरण आने वाला है: अभी कुछ भी शुरू नहीं हुआ है, और काम होने पर प्रगति यहीं दिखेगी।",

  "timeline.metrics.title": "एक नज़र में",
  "timeline.metrics.duration.label": "कार्यक्रम की अवधि",
  "timeline.metrics.duration.value": "{months} महीने",
  "timeline.metrics.duration.change": "{start} से {end}",
  "timeline.metrics.investment.label": "कुल निवेश",
  "timeline.metrics.investment.change": "प्रति व्यक्ति {perPerson}",
  "timeline.metrics.people.label": "गाँव के लोग",
  "timeline.metrics.people.change": "{households} घर",
  "timeline.metrics.phases.label": "पूरे हुए चरण",
  "timeline.metrics.phases.value": "{all} में से {done}",
  "timeline.metrics.phases.change": "शुरुआत {launch}",

  "timeline.status.upcoming": "आने वाला",
  "timeline.status.active": "चल रहा है",
  "timeline.status.completed": "पूरा हुआ",

  "timeline.quarters.title": "हर तिमाही के पड़ाव",
  "timeline.quarters.description": "पहली चार तिमाहियों में से हर एक में क्या पूरा करने की योजना है।",
  "timeline.quarters.planned": "योजना में",

  "timeline.phases.title": "सालाना चरण",
  "timeline.phases.description": "तीन चरण, उनके बजट, वे किन तक पहुँचेंगे, उनके लक्ष्य और पड़ाव।",
  "timeline.phases.phase1": "चरण 1: नींव",
  "timeline.phases.phase2": "चरण 2: विस्तार",
  "timeline.phases.phase3": "चरण 3: पूर्णता",
  "timeline.phases.budget": "बजट",
  "timeline.phases.beneficiaries": "लाभ पाने वाले",
  "timeline.phases.people": "{count} लोग",
  "timeline.phases.completion": "{title}: {completion}% पूरा",
  "timeline.phases.percent": "{completion}% पूरा",
  "timeline.phases.goals": "मुख्य लक्ष्य",
  "timeline.phases.milestones": "पड़ाव",
  "timeline.phases.notStarted": "शुरू नहीं हुआ",
  "timeline.phases.done": "पूरा",
  "timeline.phases.priority.high": "ऊँची प्राथमिकता",
  "timeline.phases.priority.medium": "मध्यम प्राथमिकता",

  "timeline.focus.title": "पढ़ाई पर ध्यान",
  "timeline.focus.description": "हर चरण में पढ़ाई किस बात पर केंद्रित रहेगी।",
  "timeline.focus.digital": "हर परिवार के लिए डिजिटल साक्षरता",
  "timeline.focus.languages": "तीन भाषाओं में पढ़ाई",
  "timeline.focus.careers": "रोज़गार के लिए हुनर",
  "timeline.focus.link": "शिक्षा कार्यक्रम देखें",

  "timeline.links.title": "और गहराई से देखें",
  "timeline.links.description": "जोखिमों सहित महीने-दर-महीने की योजना, और उसके पीछे की रूपरेखा।",
  "timeline.links.implementation": "महीने-दर-महीने की योजना देखें",
  "timeline.links.framework": "बदलाव की रूपरेखा देखें",
};
