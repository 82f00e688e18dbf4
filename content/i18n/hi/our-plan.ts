import type { Messages } from "@/content/i18n/types";
import type { ourPlan as en } from "@/content/i18n/en/our-plan";

export const ourPlan: Messages<typeof en> = {
  "our-plan.hero.stage": "काम शुरू होने से पहले · शुरुआत {launch}",
  "our-plan.hero.description":
    "गाँव की हर पीढ़ी के लिए एक योजना: बच्चों, वयस्कों और बुज़ुर्गों को क्या रोक रहा है, हर एक के लिए कार्यक्रम क्या बनाएगा, और {start} से {end} तक के तीन चरण।",
  "our-plan.hero.villagers": "गाँव के लोग",
  "our-plan.group.children": "बच्चे",
  "our-plan.group.adults": "वयस्क",
  "our-plan.group.seniors": "बुज़ुर्ग",
  "our-plan.groups.title": "उम्र के हिसाब से योजनाएँ",
  "our-plan.groups.description": "हर समूह की अपनी समस्याएँ, समाधान, नतीजे, निवेश और समय-सीमा है।",
  "our-plan.groups.people": "{count} लोग",
  "our-plan.groups.share": "गाँव का {percent}",
  "our-plan.groups.problems": "समस्याएँ",
  "our-plan.groups.solutions": "समाधान",
  "our-plan.groups.outcomes": "नतीजे",
  "our-plan.groups.investment": "निवेश",
  "our-plan.groups.timeline": "समय-सीमा",
  "our-plan.groups.note":
    "योजना में बताए गए तीनों उम्र-समूहों के निवेश का जोड़ {sum} है। पारदर्शिता केंद्र पर कार्यक्रम का कुल बजट {total} है।",
  "our-plan.systemic.title": "पूरे तंत्र के समाधान",
  "our-plan.systemic.description":
    "छह साझा व्यवस्थाएँ एक साथ कई पीढ़ियों के काम आती हैं, ताकि हर रुपया पूरे गाँव के लिए काम करे।",
  "our-plan.systemic.serves": "किसके लिए",
  "our-plan.systemic.connectivity": "इंटरनेट कनेक्टिविटी",
  "our-plan.systemic.learning": "एआई की मदद से पढ़ाई",
  "our-plan.systemic.health": "टेलीमेडिसिन",
  "our-plan.systemic.energy": "सौर ऊर्जा और पानी",
  "our-plan.systemic.livelihoods": "हुनर और रोज़गार",
  "our-plan.systemic.accountability": "खुला हिसाब-किताब",
  "our-plan.strategy.title": "3 चरणों की रणनीति",
  "our-plan.strategy.description":
    "{months} महीने, तीन चरणों में, हर चरण का अपना बजट। अभी कुछ शुरू नहीं हुआ है: हर चरण योजना में है।",
  "our-plan.strategy.phase": "चरण {n}",
  "our-plan.strategy.months": "{n} महीने",
  "our-plan.strategy.budget": "बजट",
  "our-plan.strategy.share": "बजट का {percent}",
  "our-plan.strategy.focus": "मुख्य काम",
  "our-plan.strategy.planned": "योजना में",
  "our-plan.phase.phase1": "नींव",
  "our-plan.phase.phase2": "विस्तार",
  "our-plan.phase.phase3": "पूर्णता",
  "our-plan.cta.title": "योजना का साथ दें, फिर उसे पूरा होते देखें",
  "our-plan.cta.description":
    "किसी परिवार के लिए असर का स्तर चुनें, या प्रगति डैशबोर्ड पर हर KPI और हर रुपये पर नज़र रखें।",
  "our-plan.cta.invest": "योजना में निवेश करें",
  "our-plan.cta.track": "प्रगति देखें",
};
