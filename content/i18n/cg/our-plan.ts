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
  // Age-group plans: problems, solutions, outcomes and timelines, by id (content/framework.ts)
  "our-plan.problem.literacy":
    "गाँव म इस्कूल जाए के उमर के {schoolAge} अउ इस्कूल ले पहिली के उमर के {preSchool} लइका हें, अउ गाँव म पढ़े-लिखे मन {literacy} हें।",
  "our-plan.problem.internet": "इंटरनेट के पहुँच {percent} हवय: न ऑनलाइन पाठ, न किताबघर, न ट्यूसन।",
  "our-plan.problem.electricity": "सिरिफ {percent} घर म अँधियार होए के बाद पढ़ई बर भरोसा के बिजली हवय।",
  "our-plan.problem.income": "एक घर के औसत कमई {income} महीना हवय; बेरोजगारी {unemployment} हे।",
  "our-plan.problem.agriculture":
    "{percent} मनखे खेती के भरोसा म हें ({farmers} किसान), अउ कच्चा उपज बेचथें।",
  "our-plan.problem.femaleLiteracy": "माईलोगन मन म पढ़े-लिखे {female} हें, फेर आदमी मन म {male}।",
  "our-plan.problem.distance": "सुरुआती सर्वे के हिसाब ले सबले लकठा के इलाज {km} किमी दुरिहा हवय।",
  "our-plan.problem.water": "सिरिफ {percent} घर म साफ पानी हवय।",
  "our-plan.problem.offline": "इंटरनेट नइ हे, त ऑनलाइन डाक्टर या सरकारी सेवा तक पहुँचे के कोनो रद्दा नइ हे।",
  "our-plan.solution.aiLearning": "हिंदी, छत्तीसगढ़ी अउ अंगरेजी म एआई के मदद ले हर एक के हिसाब ले पढ़ई।",
  "our-plan.solution.lab": "{computers} कंप्यूटर वाले एआई पढ़ई लैब, सैटेलाइट इंटरनेट ले जुड़े।",
  "our-plan.solution.solar": "सोलर बिजली, ताकि लैब अउ घर मन म उजियार अउ बिजली रहय।",
  "our-plan.solution.digitalSkills": "{adults}+ बड़े मन बर डिजिटल पढ़ई-लिखई अउ घर ले काम करे के सिखई।",
  "our-plan.solution.agriProcessing":
    "खेती-उपज प्रोसेसिंग केंद्र, ताकि किसान मन कच्चा उपज नइ, तियार माल बेचंय।",
  "our-plan.solution.servicesHub": "डिजिटल सेवा केंद्र, गाँव पर्यटन अउ {artisans} कारीगर मन बर बजार।",
  "our-plan.solution.telemedicine":
    "24/7 खुले टेलीमेडिसिन केंद्र, जिहाँ दुरिहा बइठे डाक्टर अउ विशेषज्ञ डाक्टर मन ले सलाह मिलही।",
  "our-plan.solution.waterPumps": "साफ पानी बर सोलर ले चलइया पानी पंप।",
  "our-plan.solution.digitalSessions": "सियान मन के अपन चाल ले चलइया डिजिटल पढ़ई-लिखई के कक्षा।",
  "our-plan.outcome.literacy": "लक्ष्य: {min}-{max} बछर के {count} पढ़इया मन बर {percent} पढ़ई-लिखई।",
  "our-plan.outcome.online": "हर पढ़इया अपन भाखा म ऑनलाइन पढ़ सकय।",
  "our-plan.outcome.income": "लक्ष्य: घर के कमई {from} ले बढ़ के {to} महीना ({multiple} गुना)।",
  "our-plan.outcome.jobs": "प्रोसेसिंग, पर्यटन अउ डिजिटल सेवा म गाँव म नवा रोजगार।",
  "our-plan.outcome.womensLiteracy": "माईलोगन मन के पढ़ई-लिखई अउ डिजिटल हुनर म आदमी मन ले अंतर कम होवय।",
  "our-plan.outcome.doctor": "दिन होय के रात, लंबा रद्दा नापे बिना डाक्टर तक पहुँच।",
  "our-plan.outcome.cleanWater": "घर के लकठा म साफ पानी अउ सेहत के जाँच।",
  "our-plan.timeline.children": "लैब अउ इंटरनेट चरन 1 म ({launch} ले); पूरा कार्यक्रम {end} तक।",
  "our-plan.timeline.adults": "डिजिटल पढ़ई-लिखई चरन 1 ले; हुनर के सिखई {skills} ले; धंधा {year} तक।",
  "our-plan.timeline.seniors": "सुरुआती टेलीमेडिसिन अउ सोलर पंप चरन 1 म ({period})।",
  "our-plan.groups.note":
    "योजना म बताए तीनों उमर-समूह के निवेश के जोड़ {sum} हवय। खुल्ला हिसाब केंद्र म कार्यक्रम के कुल बजट {total} हवय।",
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
  "our-plan.systemic.connectivity.body":
    "{kits} Starlink किट ले {mbps} Mbps तक के सैटेलाइट इंटरनेट, जेन घर मन, इस्कूल अउ क्लिनिक म बाँटे जाही।",
  "our-plan.systemic.learning.body":
    "एआई के मदद ले पाठ, जेन हर पढ़इया के हिसाब ले ढल जाथे, हिंदी, छत्तीसगढ़ी अउ अंगरेजी म।",
  "our-plan.systemic.health.body":
    "24/7 खुले टेलीमेडिसिन केंद्र, जेन गाँव ला डाक्टर अउ विशेषज्ञ डाक्टर मन ले जोड़थे।",
  "our-plan.systemic.energy.body":
    "{kw} kW सोलर बिजली अउ सोलर पानी पंप, बिजली, उजियार अउ साफ पानी बर।",
  "our-plan.systemic.livelihoods.body":
    "हुनर के सिखई, खेती-उपज प्रोसेसिंग, पर्यटन अउ डिजिटल सेवा, जेकर ले कमई गाँव म रहय।",
  "our-plan.systemic.accountability.body":
    "हर रुपिया, हर रसीद अउ हर पड़ाव खुल्ला हिसाब केंद्र अउ प्रगति डैशबोर्ड म सबके आघू।",
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
  // What each phase delivers, by id (content/framework-strategy.ts)
  "our-plan.focus.connectivity": "इंटरनेट जोड़ लगाना",
  "our-plan.focus.solarPumps": "सोलर पंप लगाना",
  "our-plan.focus.basicTelemedicine": "सुरुआती टेलीमेडिसिन",
  "our-plan.focus.digitalLiteracy": "डिजिटल पढ़ई-लिखई के कार्यक्रम",
  "our-plan.focus.aiLab": "एआई पढ़ई लैब के पूरा उपयोग",
  "our-plan.focus.remoteWork": "घर ले काम करे बर हुनर के सिखई",
  "our-plan.focus.servicesHub": "डिजिटल सेवा केंद्र खुलही",
  "our-plan.focus.specialists": "विशेषज्ञ डाक्टर ले टेलीमेडिसिन",
  "our-plan.focus.agriTourism": "खेती-उपज प्रोसेसिंग अउ गाँव पर्यटन",
  "our-plan.focus.handover": "गाँव के अपन मालिकाना, अउ सब काम गाँव ला सौंपना",
  "our-plan.focus.impact": "सुरुआती आँकड़ा ले मिला के असर के नाप",
  "our-plan.focus.playbook": "एही काम दोहराए के किताब",
  "our-plan.cta.title": "योजना के संग देवव, फेर ओला पूरा होवत देखव",
  "our-plan.cta.description":
    "कोनो परिवार बर असर के स्तर चुनव, या प्रगति डैशबोर्ड म हर KPI अउ हर रुपिया ऊपर नजर रखव।",
  "our-plan.cta.invest": "योजना म निवेश करव",
  "our-plan.cta.track": "प्रगति देखव",
};
