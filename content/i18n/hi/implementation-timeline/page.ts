import type { Messages } from "@/content/i18n/types";
import type { pageMessages as en } from "@/content/i18n/en/implementation-timeline/page";

export const pageMessages: Messages<typeof en> = {
  "implementation-timeline.hero.description":
    "तीन चरण, महीने-दर-महीने: क्या होगा, कितना खर्च आएगा, क्या गड़बड़ हो सकती है और प्रगति की जाँच कैसे होगी।",
  "implementation-timeline.hero.stage": "काम शुरू होने से पहले",
  "implementation-timeline.hero.launch": "शुरुआत: {quarter}",
  "implementation-timeline.stat.months": "महीने",
  "implementation-timeline.stat.phases": "चरण",
  "implementation-timeline.stat.investment": "कुल निवेश",
  "implementation-timeline.stat.period": "कार्यक्रम की अवधि",

  "implementation-timeline.tabs.label": "काम लागू करने की योजना",
  "implementation-timeline.tabs.phases": "चरणों का सार",
  "implementation-timeline.tabs.monthly": "महीनेवार समय-रेखा",
  "implementation-timeline.tabs.risks": "जोखिम प्रबंधन",
  "implementation-timeline.tabs.monitoring": "निगरानी",

  "implementation-timeline.phase.phase1": "चरण 1: नींव",
  "implementation-timeline.phase.phase2": "चरण 2: विस्तार",
  "implementation-timeline.phase.phase3": "चरण 3: पूर्णता",
  "implementation-timeline.phase.budget": "बजट",
  "implementation-timeline.phase.share": "कुल में हिस्सा",
  "implementation-timeline.phase.period": "अवधि",
  "implementation-timeline.phase.months": "{n} महीने",
  "implementation-timeline.phase.focus": "मुख्य काम",
  "implementation-timeline.phase.chartTitle": "चरणों के हिसाब से बजट",
  "implementation-timeline.phase.chartPhase": "चरण",
  "implementation-timeline.phase.chartBudget": "बजट (कुल में हिस्सा)",
  "implementation-timeline.phase.total": "तीनों चरणों का जोड़ {total} है।",

  "implementation-timeline.monthly.intro":
    "{start} से {end} तक हर महीना ({count} महीने): उसके काम, बजट, नतीजे, जोखिम और बचाव के उपाय।",
  "implementation-timeline.monthly.phaseTotal": "{n} महीनों में {budget}",
  "implementation-timeline.monthly.deliverables": "क्या तैयार होगा",
  "implementation-timeline.monthly.risks": "जोखिम",
  "implementation-timeline.monthly.mitigation": "बचाव के उपाय",
  "implementation-timeline.monthly.budget": "बजट",

  "implementation-timeline.status.planned": "योजना में",
  "implementation-timeline.status.inProgress": "जारी है",
  "implementation-timeline.status.completed": "पूरा हुआ",

  "implementation-timeline.risks.intro":
    "हर जोखिम को उसकी संभावना और असर (कम, मध्यम या ज़्यादा) के हिसाब से आँका गया है, साथ में यह कि उसे कैसे रोका जाएगा और फिर भी हो जाए तो क्या किया जाएगा।",
  "implementation-timeline.risks.open": "जोखिम प्रबंधन तालिका खोलें",

  "implementation-timeline.monitoring.cadence": "प्रगति की समीक्षा कैसे होगी",
  "implementation-timeline.monitoring.monthly": "हर महीने प्रगति की समीक्षा",
  "implementation-timeline.monitoring.quarterly": "हर तिमाही KPI की समीक्षा",
  "implementation-timeline.monitoring.phase": "हर चरण के अंत में समीक्षा",
  "implementation-timeline.monitoring.reviewMonths": "समीक्षा के महीने: {months}",
  "implementation-timeline.monitoring.reporting": "प्रगति कहाँ बताई जाएगी",
  "implementation-timeline.monitoring.village": "गाँव की बैठकें",
  "implementation-timeline.monitoring.status": "कार्यक्रम आज कहाँ है",
  "implementation-timeline.monitoring.statusNote":
    "कार्यक्रम अभी शुरू नहीं हुआ है। शुरुआत {quarter} में होगी; अभी तक न कोई पैसा जुटाया गया है, न खर्च हुआ है।",
  "implementation-timeline.monitoring.raised": "जुटाई गई राशि",
  "implementation-timeline.monitoring.spent": "खर्च की गई राशि",
  "implementation-timeline.monitoring.monthsDone": "पूरे हुए महीने",
  "implementation-timeline.monitoring.progress": "{total} में से {done} महीने पूरे",

  "implementation-timeline.links.title": "आगे देखें",
};
