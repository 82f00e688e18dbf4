import type { Messages } from "@/content/i18n/types";
import type { pageMessages as en } from "@/content/i18n/en/implementation-timeline/page";

export const pageMessages: Messages<typeof en> = {
  "implementation-timeline.hero.description":
    "तीन चरन, महीना-दर-महीना: का होही, कतका खरचा लागही, का गड़बड़ हो सकथे, अउ प्रगति के जाँच कइसे होही।",
  "implementation-timeline.hero.stage": "काम सुरू होय के पहिली",
  "implementation-timeline.hero.launch": "सुरुआत: {quarter}",
  "implementation-timeline.stat.months": "महीना",
  "implementation-timeline.stat.phases": "चरन",
  "implementation-timeline.stat.investment": "कुल निवेश",
  "implementation-timeline.stat.period": "कार्यक्रम के समय",

  "implementation-timeline.tabs.label": "काम लागू करे के योजना",
  "implementation-timeline.tabs.phases": "चरन मन के सार",
  "implementation-timeline.tabs.monthly": "महीना-दर-महीना समय-रेखा",
  "implementation-timeline.tabs.risks": "जोखिम ला सँभालना",
  "implementation-timeline.tabs.monitoring": "नजर रखई",

  "implementation-timeline.phase.phase1": "चरन 1: नेंव",
  "implementation-timeline.phase.phase2": "चरन 2: बढ़वार",
  "implementation-timeline.phase.phase3": "चरन 3: पूरा करना",
  "implementation-timeline.phase.budget": "बजट",
  "implementation-timeline.phase.share": "कुल म हिस्सा",
  "implementation-timeline.phase.period": "समय",
  "implementation-timeline.phase.months": "{n} महीना",
  "implementation-timeline.phase.focus": "मुख्य काम",
  "implementation-timeline.phase.chartTitle": "चरन के हिसाब ले बजट",
  "implementation-timeline.phase.chartPhase": "चरन",
  "implementation-timeline.phase.chartBudget": "बजट (कुल म हिस्सा)",
  "implementation-timeline.phase.total": "तीनों चरन के जोड़ {total} हवय।",

  "implementation-timeline.monthly.intro":
    "{start} ले {end} तक हर महीना ({count} महीना): ओखर काम, बजट, का बनही, जोखिम अउ बचाव के उपाय।",
  "implementation-timeline.monthly.phaseTotal": "{n} महीना म {budget}",
  "implementation-timeline.monthly.deliverables": "का तियार होही",
  "implementation-timeline.monthly.risks": "जोखिम",
  "implementation-timeline.monthly.mitigation": "बचाव के उपाय",
  "implementation-timeline.monthly.budget": "बजट",

  "implementation-timeline.status.planned": "योजना म हे",
  "implementation-timeline.status.inProgress": "चलत हे",
  "implementation-timeline.status.completed": "पूरा होगे",

  "implementation-timeline.risks.intro":
    "हर जोखिम ला ओखर होय के संभावना अउ असर (कम, मंझोला या जादा) के हिसाब ले आँके गे हे, संग म ओला कइसे रोके जाही अउ तभो ले हो जाय त का करे जाही।",
  "implementation-timeline.risks.open": "जोखिम सँभाले के तालिका खोलव",

  "implementation-timeline.monitoring.cadence": "प्रगति के जाँच कइसे होही",
  "implementation-timeline.monitoring.monthly": "हर महीना प्रगति के जाँच",
  "implementation-timeline.monitoring.quarterly": "हर तिमाही KPI के जाँच",
  "implementation-timeline.monitoring.phase": "हर चरन के आखिर म जाँच",
  "implementation-timeline.monitoring.reviewMonths": "जाँच के महीना: {months}",
  "implementation-timeline.monitoring.reporting": "प्रगति कहाँ बताय जाही",
  "implementation-timeline.monitoring.village": "गाँव के बइठका",
  "implementation-timeline.monitoring.status": "कार्यक्रम आज कहाँ हवय",
  "implementation-timeline.monitoring.statusNote":
    "कार्यक्रम अभी सुरू नइ होय हे। {quarter} म सुरू होही; अभी तक न कोनो पइसा जुरे हे, न खरचा होय हे।",
  "implementation-timeline.monitoring.raised": "जुरे पइसा",
  "implementation-timeline.monitoring.spent": "खरचा होय पइसा",
  "implementation-timeline.monitoring.monthsDone": "पूरा होय महीना",
  "implementation-timeline.monitoring.progress": "{total} म ले {done} महीना पूरा",

  "implementation-timeline.links.title": "आगू देखव",
};
