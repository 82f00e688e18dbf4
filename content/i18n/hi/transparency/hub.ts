import type { Messages } from "@/content/i18n/types";
import type { transparencyHub as en } from "@/content/i18n/en/transparency/hub";

export const transparencyHub: Messages<typeof en> = {
  // Hero
  "transparency.hero.stage": "काम शुरू होने से पहले",
  "transparency.hero.launch": "शुरुआत {quarter}",
  "transparency.hero.description":
    "{total} की योजना का हर रुपया: कहाँ लगेगा और हर रसीद की जाँच कैसे होगी। अभी तक न कोई पैसा जुटाया गया है, न खर्च हुआ है: नीचे दिए आँकड़े बजट हैं, और हिसाब पहले भुगतान के साथ शुरू होगा।",
  "transparency.hero.figures": "मुख्य आँकड़े",
  "transparency.hero.total": "कुल निवेश",
  "transparency.hero.total.hint": "{months} महीनों में तीन चरण",
  "transparency.hero.perPerson": "प्रति व्यक्ति निवेश",
  "transparency.hero.perPerson.hint": "गाँव के {population} लोगों में हर एक के लिए",
  "transparency.hero.receipts": "रसीदों की जाँच",
  "transparency.hero.receipts.hint": "हर रसीद जाँची और गिनी जाएगी",
  "transparency.hero.tracking": "खर्च का ताज़ा हिसाब",
  "transparency.hero.tracking.hint": "अब तक का खर्च: काम अभी शुरू नहीं हुआ",

  // Tabs
  "transparency.tabs.label": "खुला हिसाब केंद्र के हिस्से",
  "transparency.tabs.financial": "वित्तीय डैशबोर्ड",
  "transparency.tabs.progress": "प्रगति का हिसाब",
  "transparency.tabs.impact": "असर का विश्लेषण",
  "transparency.tabs.verification": "जाँच-पड़ताल",

  // Financial Dashboard
  "transparency.financial.total.title": "कुल निवेश",
  "transparency.financial.total.phases": "चरण: {phase1} + {phase2} + {phase3}",
  "transparency.financial.total.spent": "अब तक खर्च: {spent}",
  "transparency.financial.status.title": "मौजूदा स्थिति",
  "transparency.financial.status.stage": "काम शुरू होने से पहले",
  "transparency.financial.status.start": "{quarter} से शुरू",
  "transparency.financial.status.body":
    "कार्यक्रम {start} से {end} तक चलेगा। अभी तक न कोई पैसा जुटाया गया है, न खर्च हुआ है।",
  "transparency.financial.receipts.title": "रसीदें और जाँच",
  "transparency.financial.receipts.collected": "जमा रसीदें",
  "transparency.financial.receipts.verified": "जाँची गई रसीदें",
  "transparency.financial.receipts.audit": "ऑडिट की स्थिति",
  "transparency.financial.receipts.pendingStart": "शुरू होना बाकी",
  "transparency.financial.budget.title": "मद के हिसाब से बजट",
  "transparency.financial.budget.description":
    "खर्च और बाकी रकम लाख रुपये में। काम शुरू होने तक छहों मदों की पूरी रकम बाकी है।",
  "transparency.financial.budget.chart": "हर मद का बजट",
  "transparency.financial.budget.sum": "छहों मद मिलाकर {sum} होते हैं, कुल बजट {total} है।",
  "transparency.financial.col.category": "मद",
  "transparency.financial.col.budgeted": "बजट",
  "transparency.financial.col.spent": "खर्च",
  "transparency.financial.col.pending": "बाकी",
  "transparency.financial.col.percent": "खर्च %",
  "transparency.financial.col.timeline": "शुरुआत",
  "transparency.financial.col.receipts": "रसीदें",
  "transparency.financial.col.total": "कुल",
  "transparency.financial.monthly.title": "हर महीने का खर्च",
  "transparency.financial.monthly.description":
    "हर महीने का खर्च, जमा रसीदें और जाँची गई रसीदें। शुरुआत से पहले कोई खर्च नहीं, इसलिए हर महीना शून्य है।",
  "transparency.financial.col.month": "महीना",
  "transparency.financial.col.expenses": "खर्च",
  "transparency.financial.col.verified": "जाँची गईं",
  "transparency.financial.col.status": "स्थिति",
  "transparency.financial.preLaunch": "शुरुआत से पहले",

  // Progress Tracking
  "transparency.progress.intro":
    "प्रगति डैशबोर्ड के चार मुख्य पैमाने, शुरुआत से पहले की स्थिति में। हर तिमाही का पड़ाव तभी पूरा माना जाएगा जब उसे मापा जाए।",
  "transparency.progress.status.planning": "योजना में",
  "transparency.progress.status.active": "जारी",
  "transparency.progress.values": "अभी {current}, लक्ष्य {target}",
  "transparency.progress.bar": "{metric}: लक्ष्य {target} में से {current}",
  "transparency.progress.timeline": "लक्ष्य की तारीख: {date}",
  "transparency.progress.lastUpdate": "पिछला अपडेट: {value}",
  "transparency.progress.updated.baseline": "काम शुरू होने से पहले के आँकड़े",
  "transparency.progress.milestones": "तिमाही के पड़ाव",
  "transparency.progress.achieved": "पूरा हुआ",
  "transparency.progress.notYet": "अभी नहीं",

  // Impact Analysis
  "transparency.impact.perPerson.title": "प्रति व्यक्ति निवेश का ब्योरा",
  "transparency.impact.perPerson.description":
    "हर गाँववाले के लिए लगाए गए {perPerson} किस काम आते हैं। सभी पंक्तियाँ मिलाकर प्रति व्यक्ति कुल रकम बनती है।",
  "transparency.impact.perPerson.chart": "हर क्षेत्र में प्रति व्यक्ति रुपये",
  "transparency.impact.col.area": "क्षेत्र",
  "transparency.impact.col.rupees": "प्रति व्यक्ति",
  "transparency.impact.col.share": "हिस्सा",
  "transparency.impact.roi.title": "निवेश पर लाभ के अनुमान",
  "transparency.impact.roi.description": "ये अनुमान हैं, नतीजे नहीं: योजना इन्हें पाने के लिए बनी है।",
  "transparency.impact.roi.now": "अभी",
  "transparency.impact.roi.projected": "अनुमान",
  "transparency.impact.months": "{n} महीने",
  "transparency.impact.social.title": "सामाजिक असर के पैमाने",
  "transparency.impact.social.description": "कार्यक्रम का हर हिस्सा किन लोगों तक पहुँचना है।",

  // Verification
  "transparency.verification.process.title": "जाँच का तरीका",
  "transparency.verification.process.description": "पहले रुपये से ही हर भुगतान की जाँच कैसे होगी।",
  "transparency.verification.schedule.title": "ऑडिट का समय",
  "transparency.verification.schedule.description":
    "हर जाँच पहली बार कब होगी। अभी कोई शुरू नहीं हुई, क्योंकि कुछ खर्च नहीं हुआ है।",
  "transparency.verification.col.check": "जाँच",
  "transparency.verification.col.frequency": "कितनी बार",
  "transparency.verification.col.firstDue": "पहली बार",
  "transparency.verification.col.status": "स्थिति",
  "transparency.verification.contacts.title": "खुले हिसाब के लिए संपर्क",
  "transparency.verification.contacts.description":
    "नाम नहीं, भूमिकाएँ। स्वतंत्र ऑडिटर अभी नियुक्त नहीं हुआ है।",
  "transparency.verification.contacts.engagement": "भागीदारी केंद्र से संपर्क करें",
  "transparency.verification.contacts.community": "गाँव की चौपाल देखें",

  // Open data
  "transparency.openData.title": "खुला डेटा",
  "transparency.openData.description":
    "इस पेज के आँकड़े डाउनलोड करें। फ़ाइलें उसी स्रोत से बनती हैं जिससे यह पेज, इसलिए हमेशा इससे मेल खाती हैं।",
  "transparency.openData.budget": "बजट की मदें",
  "transparency.openData.monthly": "हर महीने का खर्च",
  "transparency.openData.kpis": "मुख्य पैमाने (KPI)",
  "transparency.openData.csv": "CSV",
  "transparency.openData.json": "JSON",
  "transparency.openData.download": "{name} को {format} में डाउनलोड करें",

  // Closing links
  "transparency.links.title": "खुद जाँचिए",
  "transparency.links.description": "योजना के पीछे के प्रमाण देखें, प्रगति पर नज़र रखें, या कार्यक्रम का साथ दें।",
  "transparency.links.evidence": "प्रमाण देखें",
  "transparency.links.dashboard": "प्रगति डैशबोर्ड खोलें",
  "transparency.links.investment": "निवेश के विकल्प देखें",
};
