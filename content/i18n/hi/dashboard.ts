import type { Messages } from "@/content/i18n/types";
import type { dashboard as en } from "@/content/i18n/en/dashboard";

export const dashboard: Messages<typeof en> = {
  // Spec §3 dictionary: dashboard labels and tabs
  "dashboard.totalRaised": "कुल जुटाई गई राशि",
  "dashboard.fundsDeployed": "लगाई गई राशि",
  "dashboard.familiesHelped": "मदद पाने वाले परिवार",
  "dashboard.projectCompletion": "परियोजना कितनी पूरी",
  "dashboard.progressOverview": "प्रगति की झलक",
  "dashboard.financialTracking": "पैसों का हिसाब",
  "dashboard.impactMetrics": "असर के पैमाने",
  "dashboard.villageUpdates": "गाँव की ताज़ा खबर",

  // Hero
  "dashboard.hero.stage": "काम शुरू होने से पहले",
  "dashboard.hero.launch": "शुरुआत {quarter}",
  "dashboard.hero.kpis": "{n} मुख्य पैमानों (KPI) पर नज़र",
  "dashboard.hero.description":
    "आठ मुख्य पैमाने, तीन चरण और हर रुपया, गाँव की शुरुआती स्थिति से दिसंबर 2027 तक। काम अभी शुरू नहीं हुआ है, इसलिए नीचे का हर आँकड़ा बताता है कि गाँव आज कहाँ है।",
  "dashboard.hero.figures": "कार्यक्रम के आँकड़े",
  "dashboard.hero.raised.hint": "पैसा जुटाना शुरुआत के साथ खुलेगा",
  "dashboard.hero.deployed.hint": "शुरुआत से पहले कोई खर्च नहीं",
  "dashboard.hero.families.hint": "{households} परिवारों में से",
  "dashboard.hero.completion.hint": "तीनों चरण योजना में",

  // Tabs
  "dashboard.tabs.label": "डैशबोर्ड के हिस्से",
  "dashboard.tabs.overview": "झलक",
  "dashboard.tabs.kpis": "8 मुख्य पैमाने",
  "dashboard.tabs.phases": "चरणों की समय-रेखा",
  "dashboard.tabs.financial": "वित्त",
  "dashboard.tabs.baseline": "शुरुआती आँकड़े",

  // Statuses
  "dashboard.status.planned": "योजना में",
  "dashboard.status.active": "जारी",
  "dashboard.status.completed": "पूरा",

  // Overview
  "dashboard.overview.phaseProgress": "{phase}: {completion} पूरा",
  "dashboard.overview.totalBudget": "कुल बजट",
  "dashboard.overview.totalBudget.hint": "झलक का आँकड़ा; तीनों चरणों का बजट मिलाकर {total} होता है",
  "dashboard.overview.kpiLine": "{name}: अभी {current}, लक्ष्य {target}",
  "dashboard.overview.stage": "चरण",
  "dashboard.overview.updates.body":
    "कार्यक्रम अभी शुरुआत से पहले के दौर में है; गाँव में काम {quarter} में शुरू होगा। 'शुरुआती आँकड़े' टैब में वह स्थिति है जिससे हर पैमाना मापा जाएगा।",
  "dashboard.overview.updates.next": "सबसे पहले होने वाले काम",

  // KPIs
  "dashboard.kpi.chart": "हर पैमाने की मौजूदा स्थिति और लक्ष्य",
  "dashboard.kpi.chart.kpi": "पैमाना",
  "dashboard.kpi.chart.values": "अभी और लक्ष्य",
  "dashboard.kpi.intro":
    "हल्की पट्टी लक्ष्य है, गहरी पट्टी बताती है कि गाँव आज कहाँ है। पड़ाव योजना के तिमाही कदम हैं; सभी अभी योजना में हैं।",
  "dashboard.kpi.current": "अभी",
  "dashboard.kpi.target": "लक्ष्य",
  "dashboard.kpi.by": "लक्ष्य {date} तक",
  "dashboard.kpi.bar": "{name}: लक्ष्य {target} में से {current}",
  "dashboard.kpi.currentData": "शुरुआती आँकड़े",
  "dashboard.kpi.milestones": "पड़ाव",
  "dashboard.kpi.impact": "असर",
  "dashboard.kpi.methodology": "कैसे मापा जाएगा",
  "dashboard.kpi.col.quarter": "तिमाही",
  "dashboard.kpi.col.target": "लक्ष्य",
  "dashboard.kpi.col.status": "स्थिति",
  "dashboard.kpi.col.budget": "बजट",
  "dashboard.kpi.literacy.name": "कामकाजी साक्षरता",
  "dashboard.kpi.digital.name": "डिजिटल समझ",
  "dashboard.kpi.economic.name": "आर्थिक सशक्तिकरण",
  "dashboard.kpi.health.name": "सेहत की जानकारी और इलाज तक पहुँच",
  "dashboard.kpi.women.name": "महिला सशक्तिकरण",
  "dashboard.kpi.agriculture.name": "स्मार्ट खेती",
  "dashboard.kpi.multilingual.name": "कई भाषाओं में पढ़ाई",
  "dashboard.kpi.leadership.name": "समुदाय का नेतृत्व",

  // Phases
  "dashboard.phases.chart": "चरणों के हिसाब से बजट",
  "dashboard.phases.chart.phase": "चरण",
  "dashboard.phases.chart.budget": "बजट और हिस्सा",
  "dashboard.phases.share": "{budget} (कुल का {share})",
  "dashboard.phases.phase1": "चरण 1: नींव",
  "dashboard.phases.phase2": "चरण 2: विस्तार",
  "dashboard.phases.phase3": "चरण 3: पूर्णता",
  "dashboard.phases.budget": "बजट",
  "dashboard.phases.completion": "कितना पूरा",
  "dashboard.phases.completionBar": "{phase}: {completion} पूरा",
  "dashboard.phases.initiatives": "पहलें",
  "dashboard.phases.beneficiaries": "{n} लोग",
  "dashboard.phases.col.initiative": "पहल",
  "dashboard.phases.col.budget": "बजट",
  "dashboard.phases.col.timeline": "कब",
  "dashboard.phases.col.beneficiaries": "किन तक पहुँच",
  "dashboard.phases.col.status": "स्थिति",

  // Financial
  "dashboard.financial.total": "कुल निवेश",
  "dashboard.financial.total.hint": "तीनों चरणों के बजट का जोड़",
  "dashboard.financial.contingency": "अनचाहे खर्च के लिए आरक्षित राशि",
  "dashboard.financial.contingency.hint": "{total} का {percent} यानी {amount}",
  "dashboard.financial.split": "मद के हिसाब से बजट",
  "dashboard.financial.split.description":
    "डैशबोर्ड का मदवार बँटवारा, बताए गए हिस्सों के साथ। जैसा बताया गया है, ये रकमें मिलाकर {sum} होती हैं।",
  "dashboard.financial.split.chart": "हर मद की रकम",
  "dashboard.financial.col.category": "मद",
  "dashboard.financial.col.amount": "रकम",
  "dashboard.financial.col.percent": "बताया गया हिस्सा",
  "dashboard.financial.phases": "चरणों के हिसाब से बजट",

  // Baseline
  "dashboard.baseline.intro":
    "कार्यक्रम से पहले किए गए सर्वे में गाँव की स्थिति: हर पैमाना इन्हीं आँकड़ों से मापा जाएगा।",
  "dashboard.baseline.population": "आबादी",
  "dashboard.baseline.literacy": "साक्षरता",
  "dashboard.baseline.economic": "आर्थिक स्थिति",
  "dashboard.baseline.infrastructure": "बुनियादी सुविधाएँ",
  "dashboard.baseline.total": "कुल आबादी",
  "dashboard.baseline.households": "परिवार",
  "dashboard.baseline.children": "बच्चे",
  "dashboard.baseline.adults": "वयस्क",
  "dashboard.baseline.seniors": "बुज़ुर्ग",
  "dashboard.baseline.overall": "कुल साक्षरता",
  "dashboard.baseline.male": "पुरुष साक्षरता",
  "dashboard.baseline.female": "महिला साक्षरता",
  "dashboard.baseline.schoolAge": "स्कूल जाने की उम्र के बच्चे",
  "dashboard.baseline.income": "महीने की औसत आमदनी",
  "dashboard.baseline.occupation": "मुख्य पेशा",
  "dashboard.baseline.farming": "खेती करने वाले परिवार",
  "dashboard.baseline.unemployment": "बेरोज़गारी",
  "dashboard.baseline.internet": "इंटरनेट की पहुँच",
  "dashboard.baseline.electricity": "भरोसेमंद बिजली",
  "dashboard.baseline.water": "साफ़ पानी",
  "dashboard.baseline.healthcare": "अस्पताल की दूरी",
  "dashboard.baseline.km": "{n} किमी",

  // Closing links
  "dashboard.links.title": "और गहराई से देखें",
  "dashboard.links.description": "पैमानों के पीछे की योजना, पूरी समय-रेखा, हिसाब-किताब और प्रमाण।",
  "dashboard.links.framework": "बदलाव की रूपरेखा",
  "dashboard.links.timeline": "समय-रेखा",
  "dashboard.links.transparency": "पारदर्शिता केंद्र",
  "dashboard.links.evidence": "आँकड़े और प्रमाण",
};
