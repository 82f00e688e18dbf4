import type { Messages } from "@/content/i18n/types";
import type { dashboard as en } from "@/content/i18n/en/dashboard";

export const dashboard: Messages<typeof en> = {
  // Spec §3 dictionary: dashboard labels and tabs
  "dashboard.totalRaised": "कुल जुरे पइसा",
  "dashboard.fundsDeployed": "लगे पइसा",
  "dashboard.familiesHelped": "मदद पाय परिवार",
  "dashboard.projectCompletion": "काम कतका पूरा होइस",
  "dashboard.progressOverview": "प्रगति के झलक",
  "dashboard.financialTracking": "पइसा के हिसाब",
  "dashboard.impactMetrics": "असर के पैमाना",
  "dashboard.villageUpdates": "गाँव के ताजा खबर",

  // Hero
  "dashboard.hero.stage": "काम सुरू होय के पहिली",
  "dashboard.hero.launch": "सुरुआत {quarter} म",
  "dashboard.hero.kpis": "{n} मुख्य पैमाना (KPI) ऊपर नजर",
  "dashboard.hero.description":
    "आठ मुख्य पैमाना, तीन चरन अउ हर रुपिया, गाँव के सुरुआती हालत ले दिसंबर 2027 तक। काम अभी सुरू नइ होय हे, एकरे सेती तरी के हर आँकड़ा बताथे के गाँव आज कहाँ हवय।",
  "dashboard.hero.figures": "कार्यक्रम के आँकड़ा",
  "dashboard.hero.raised.hint": "पइसा जोरे के काम सुरुआत के संग खुलही",
  "dashboard.hero.deployed.hint": "सुरुआत के पहिली कोनो खरचा नइ",
  "dashboard.hero.families.hint": "{households} घर म ले",
  "dashboard.hero.completion.hint": "तीनों चरन योजना म हवंय",

  // Tabs
  "dashboard.tabs.label": "डैशबोर्ड के हिस्सा",
  "dashboard.tabs.overview": "झलक",
  "dashboard.tabs.kpis": "8 मुख्य पैमाना",
  "dashboard.tabs.phases": "चरन मन के समय-रेखा",
  "dashboard.tabs.financial": "पइसा",
  "dashboard.tabs.baseline": "सुरुआती आँकड़ा",

  // Statuses
  "dashboard.status.planned": "योजना म",
  "dashboard.status.active": "चलत हे",
  "dashboard.status.completed": "पूरा होगे",

  // Overview
  "dashboard.overview.phaseProgress": "{phase}: {completion} पूरा",
  "dashboard.overview.totalBudget": "कुल बजट",
  "dashboard.overview.totalBudget.hint": "झलक के आँकड़ा; तीनों चरन के बजट मिलके {total} होथे",
  "dashboard.overview.kpiLine": "{name}: अभी {current}, लक्ष्य {target}",
  "dashboard.overview.stage": "चरन",
  "dashboard.overview.updates.body":
    "कार्यक्रम अभी सुरुआत के पहिली के दौर म हवय; गाँव म काम {quarter} म सुरू होही। 'सुरुआती आँकड़ा' टैब म ओ हालत हवय जेकर ले हर पैमाना नापे जाही।",
  "dashboard.overview.updates.next": "सबले पहिली होवइया काम",

  // KPIs
  "dashboard.kpi.chart": "हर पैमाना के अभी के हालत अउ लक्ष्य",
  "dashboard.kpi.chart.kpi": "पैमाना",
  "dashboard.kpi.chart.values": "अभी अउ लक्ष्य",
  "dashboard.kpi.intro":
    "हलका पट्टी लक्ष्य आय, गहिर पट्टी बताथे के गाँव आज कहाँ हवय। पड़ाव मन योजना के तिमाही कदम आँय; सबो अभी योजना म हवंय।",
  "dashboard.kpi.current": "अभी",
  "dashboard.kpi.target": "लक्ष्य",
  "dashboard.kpi.by": "लक्ष्य {date} तक",
  "dashboard.kpi.bar": "{name}: लक्ष्य {target} म ले {current}",
  "dashboard.kpi.currentData": "सुरुआती आँकड़ा",
  "dashboard.kpi.milestones": "पड़ाव",
  "dashboard.kpi.impact": "असर",
  "dashboard.kpi.methodology": "कइसे नापे जाही",
  "dashboard.kpi.col.quarter": "तिमाही",
  "dashboard.kpi.col.target": "लक्ष्य",
  "dashboard.kpi.col.status": "हालत",
  "dashboard.kpi.col.budget": "बजट",
  "dashboard.kpi.literacy.name": "काम के पढ़ई-लिखई",
  "dashboard.kpi.digital.name": "डिजिटल समझ",
  "dashboard.kpi.economic.name": "कमई म मजबूती",
  "dashboard.kpi.health.name": "सेहत के समझ अउ इलाज तक पहुँच",
  "dashboard.kpi.women.name": "माईलोगन मन के मजबूती",
  "dashboard.kpi.agriculture.name": "स्मार्ट खेती",
  "dashboard.kpi.multilingual.name": "कतको भाखा म पढ़ई",
  "dashboard.kpi.leadership.name": "गाँव के अगुवाई",

  // Phases
  "dashboard.phases.chart": "चरन के हिसाब ले बजट",
  "dashboard.phases.chart.phase": "चरन",
  "dashboard.phases.chart.budget": "बजट अउ हिस्सा",
  "dashboard.phases.share": "{budget} (कुल के {share})",
  "dashboard.phases.phase1": "चरन 1: नेंव",
  "dashboard.phases.phase2": "चरन 2: बढ़वार",
  "dashboard.phases.phase3": "चरन 3: पूरा करना",
  "dashboard.phases.budget": "बजट",
  "dashboard.phases.completion": "कतका पूरा",
  "dashboard.phases.completionBar": "{phase}: {completion} पूरा",
  "dashboard.phases.initiatives": "पहल मन",
  "dashboard.phases.beneficiaries": "{n} मनखे",
  "dashboard.phases.col.initiative": "पहल",
  "dashboard.phases.col.budget": "बजट",
  "dashboard.phases.col.timeline": "कब",
  "dashboard.phases.col.beneficiaries": "काखर तक",
  "dashboard.phases.col.status": "हालत",

  // Financial
  "dashboard.financial.total": "कुल निवेश",
  "dashboard.financial.total.hint": "तीनों चरन के बजट के जोड़",
  "dashboard.financial.contingency": "अनचेतहा खरचा बर रखे पइसा",
  "dashboard.financial.contingency.hint": "{total} के {percent} माने {amount}",
  "dashboard.financial.split": "मद के हिसाब ले बजट",
  "dashboard.financial.split.description":
    "डैशबोर्ड के मद के हिसाब ले बँटवारा, बताए गे हिस्सा के संग। जइसे बताए गे हे, ए रकम मन मिलके {sum} होथें।",
  "dashboard.financial.split.chart": "हर मद के रकम",
  "dashboard.financial.col.category": "मद",
  "dashboard.financial.col.amount": "रकम",
  "dashboard.financial.col.percent": "बताए गे हिस्सा",
  "dashboard.financial.phases": "चरन के हिसाब ले बजट",

  // Baseline
  "dashboard.baseline.intro": "कार्यक्रम के पहिली होय सर्वे म गाँव के हालत: हर पैमाना इही आँकड़ा ले नापे जाही।",
  "dashboard.baseline.population": "आबादी",
  "dashboard.baseline.literacy": "पढ़ई-लिखई",
  "dashboard.baseline.economic": "कमई-धमई",
  "dashboard.baseline.infrastructure": "बुनियादी सुविधा",
  "dashboard.baseline.total": "कुल आबादी",
  "dashboard.baseline.households": "घर",
  "dashboard.baseline.children": "लइका",
  "dashboard.baseline.adults": "बड़े मनखे",
  "dashboard.baseline.seniors": "सियान",
  "dashboard.baseline.overall": "कुल पढ़े-लिखे",
  "dashboard.baseline.male": "आदमी मन म पढ़े-लिखे",
  "dashboard.baseline.female": "माईलोगन मन म पढ़े-लिखे",
  "dashboard.baseline.schoolAge": "इस्कूल जाए के उमर के लइका",
  "dashboard.baseline.income": "महीना के औसत कमई",
  "dashboard.baseline.occupation": "मुख्य काम-धंधा",
  "dashboard.baseline.farming": "खेती करइया घर",
  "dashboard.baseline.unemployment": "बेरोजगारी",
  "dashboard.baseline.internet": "इंटरनेट तक पहुँच",
  "dashboard.baseline.electricity": "भरोसा के बिजली",
  "dashboard.baseline.water": "साफ पानी",
  "dashboard.baseline.healthcare": "अस्पताल के दुरिहा",
  "dashboard.baseline.km": "{n} किमी",

  // Closing links
  "dashboard.links.title": "अउ गहिर ले देखव",
  "dashboard.links.description": "पैमाना मन के पाछू के योजना, पूरा समय-रेखा, हिसाब-किताब अउ परमान।",
  "dashboard.links.framework": "बदलाव के रूपरेखा",
  "dashboard.links.timeline": "समय-रेखा",
  "dashboard.links.transparency": "पारदर्शिता केंद्र",
  "dashboard.links.evidence": "आँकड़ा अउ परमान",
};
