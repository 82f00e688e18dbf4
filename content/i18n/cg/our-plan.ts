import type { Messages } from "@/content/i18n/types";
import type { ourPlan as en } from "@/content/i18n/en/our-plan";

export const ourPlan: Messages<typeof en> = {
  "our-plan.hero.stage": "काम सुरू होय के पहिली · सुरुआत {launch}",
  "our-plan.hero.description":
    "गाँव के हर पीढ़ी बर एक योजना: लइका, सियान अउ बड़े मन ला का चीज ह रोकत हे, हर एक बर कार्यक्रम का बनाही, अउ {start} ले {end} तक के तीन चरन।",
  "our-plan.hero.villagers": "गाँव के मनखे",
  "our-plan.group.children": "लइका मन",
  "our-plan.group.adults": "बड़े मन",
  "our-plan.group.seniors": "सियान मन",
  "our-plan.groups.title": "उमर के हिसाब ले योजना",
  "our-plan.groups.description": "हर समूह के अपन समस्या, उपाय, नतीजा, निवेश अउ समय-सीमा हवय।",
  "our-plan.groups.people": "{count} मनखे",
  "our-plan.groups.share": "गाँव के {percent}",
  "our-plan.groups.problems": "समस्या",
  "our-plan.groups.solutions": "उपाय",
  "our-plan.groups.outcomes": "नतीजा",
  "our-plan.groups.investment": "निवेश",
  "our-plan.groups.timeline": "समय-सीमा",
  "our-plan.groups.note":
    "योजना म बताए तीनों उमर-समूह के निवेश के जोड़ {sum} हवय। पारदर्शिता केंद्र म कार्यक्रम के कुल बजट {total} हवय।",
  "our-plan.systemic.title": "पूरा तंत्र बर उपाय",
  "our-plan.systemic.description":
    "छै ठन साझा बेवस्था एके संग कतको पीढ़ी के काम आथे, ताकि हर रुपिया पूरा गाँव बर काम करय।",
  "our-plan.systemic.serves": "काखर बर",
  "our-plan.systemic.connectivity": "इंटरनेट जोड़",
  "our-plan.systemic.learning": "एआई के मदद ले पढ़ई",
  "our-plan.systemic.health": "टेलीमेडिसिन",
  "our-plan.systemic.energy": "सोलर बिजली अउ पानी",
  "our-plan.systemic.livelihoods": "हुनर अउ रोजगार",
  "our-plan.systemic.accountability": "खुल्ला हिसाब-किताब",
  "our-plan.strategy.title": "3 चरन के रद्दा",
  "our-plan.strategy.description":
    "{months} महीना, तीन चरन म, हर चरन के अपन बजट। अभी कुछु सुरू नइ होय हे: हर चरन योजना म हवय।",
  "our-plan.strategy.phase": "चरन {n}",
  "our-plan.strategy.months": "{n} महीना",
  "our-plan.strategy.budget": "बजट",
  "our-plan.strategy.share": "बजट के {percent}",
  "our-plan.strategy.focus": "मुख्य काम",
  "our-plan.strategy.planned": "योजना म",
  "our-plan.phase.phase1": "नेंव",
  "our-plan.phase.phase2": "बढ़वार",
  "our-plan.phase.phase3": "पूरा करना",
  "our-plan.cta.title": "योजना के संग देवव, फेर ओला पूरा होवत देखव",
  "our-plan.cta.description":
    "कोनो परिवार बर असर के स्तर चुनव, या प्रगति डैशबोर्ड म हर KPI अउ हर रुपिया ऊपर नजर रखव।",
  "our-plan.cta.invest": "योजना म निवेश करव",
  "our-plan.cta.track": "प्रगति देखव",
};
