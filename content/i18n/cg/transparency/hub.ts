import type { Messages } from "@/content/i18n/types";
import type { transparencyHub as en } from "@/content/i18n/en/transparency/hub";

export const transparencyHub: Messages<typeof en> = {
  // Hero
  "transparency.hero.stage": "काम सुरू होय के पहिली",
  "transparency.hero.launch": "सुरुआत {quarter} म",
  "transparency.hero.description":
    "{total} के योजना के हर रुपिया: कहाँ लगही अउ हर रसीद के जाँच कइसे होही। अभी तक न कोनो पइसा जुरे हे, न खरचा होय हे: तरी के आँकड़ा बजट आय, अउ हिसाब पहिली भुगतान के संग सुरू होही।",
  "transparency.hero.figures": "मुख्य आँकड़ा",
  "transparency.hero.total": "कुल निवेश",
  "transparency.hero.total.hint": "{months} महीना म तीन चरन",
  "transparency.hero.perPerson": "हर मनखे पाछू निवेश",
  "transparency.hero.perPerson.hint": "गाँव के {population} मनखे म हर एक बर",
  "transparency.hero.receipts": "रसीद मन के जाँच",
  "transparency.hero.receipts.hint": "हर रसीद जाँचे अउ गिने जाही",
  "transparency.hero.tracking": "खरचा के ताजा हिसाब",
  "transparency.hero.tracking.hint": "अब तक के खरचा: काम अभी सुरू नइ होय हे",

  // Tabs
  "transparency.tabs.label": "खुल्ला हिसाब केंद्र के हिस्सा",
  "transparency.tabs.financial": "पइसा के हिसाब",
  "transparency.tabs.progress": "प्रगति के हिसाब",
  "transparency.tabs.impact": "असर के जाँच-परख",
  "transparency.tabs.verification": "जाँच",

  // Financial Dashboard
  "transparency.financial.total.title": "कुल निवेश",
  "transparency.financial.total.phases": "चरन: {phase1} + {phase2} + {phase3}",
  "transparency.financial.total.spent": "अब तक खरचा: {spent}",
  "transparency.financial.status.title": "अभी के हालत",
  "transparency.financial.status.stage": "काम सुरू होय के पहिली",
  "transparency.financial.status.start": "{quarter} ले सुरू",
  "transparency.financial.status.body":
    "कार्यक्रम {start} ले {end} तक चलही। अभी तक न कोनो पइसा जुरे हे, न खरचा होय हे।",
  "transparency.financial.receipts.title": "रसीद अउ जाँच",
  "transparency.financial.receipts.collected": "जमा रसीद",
  "transparency.financial.receipts.verified": "जाँचे गे रसीद",
  "transparency.financial.receipts.audit": "ऑडिट के हालत",
  "transparency.financial.receipts.pendingStart": "सुरू होना बाँचे हे",
  "transparency.financial.budget.title": "मद के हिसाब ले बजट",
  "transparency.financial.budget.description":
    "खरचा अउ बाँचे रकम लाख रुपिया म। काम सुरू होवत तक छहों मद के पूरा रकम बाँचे हे।",
  "transparency.financial.budget.chart": "हर मद के बजट",
  "transparency.financial.budget.sum": "छहों मद मिलके {sum} होथे, कुल बजट {total} हवय।",
  "transparency.financial.col.category": "मद",
  "transparency.financial.col.budgeted": "बजट",
  "transparency.financial.col.spent": "खरचा",
  "transparency.financial.col.pending": "बाँचे",
  "transparency.financial.col.percent": "खरचा %",
  "transparency.financial.col.timeline": "सुरुआत",
  "transparency.financial.col.receipts": "रसीद",
  "transparency.financial.col.total": "कुल",
  "transparency.financial.monthly.title": "हर महीना के खरचा",
  "transparency.financial.monthly.description":
    "हर महीना के खरचा, जमा रसीद अउ जाँचे गे रसीद। सुरुआत के पहिली कोनो खरचा नइ, एकरे सेती हर महीना सुन्ना हवय।",
  "transparency.financial.col.month": "महीना",
  "transparency.financial.col.expenses": "खरचा",
  "transparency.financial.col.verified": "जाँचे गे",
  "transparency.financial.col.status": "हालत",
  "transparency.financial.preLaunch": "सुरुआत के पहिली",

  // Progress Tracking
  "transparency.progress.intro":
    "प्रगति डैशबोर्ड के चार मुख्य पैमाना, सुरुआत के पहिली के हालत म। हर तिमाही के पड़ाव ला तभे पूरा माने जाही जब ओला नापे जाही।",
  "transparency.progress.status.planning": "योजना म",
  "transparency.progress.status.active": "चलत हे",
  "transparency.progress.values": "अभी {current}, लक्ष्य {target}",
  "transparency.progress.bar": "{metric}: लक्ष्य {target} म ले {current}",
  "transparency.progress.timeline": "लक्ष्य के तारीख: {date}",
  "transparency.progress.lastUpdate": "पाछू अपडेट: {value}",
  "transparency.progress.updated.baseline": "काम सुरू होय के पहिली के आँकड़ा",
  "transparency.progress.milestones": "तिमाही के पड़ाव",
  "transparency.progress.achieved": "पूरा होगे",
  "transparency.progress.notYet": "अभी नइ",

  // Impact Analysis
  "transparency.impact.perPerson.title": "हर मनखे पाछू निवेश के ब्योरा",
  "transparency.impact.perPerson.description":
    "हर गाँव वाले बर लगे {perPerson} कोन-कोन काम म लगथे। जम्मो पंक्ति मिलके हर मनखे पाछू के कुल रकम बनथे।",
  "transparency.impact.perPerson.chart": "हर बिसय म हर मनखे पाछू रुपिया",
  "transparency.impact.col.area": "बिसय",
  "transparency.impact.col.rupees": "हर मनखे पाछू",
  "transparency.impact.col.share": "हिस्सा",
  "transparency.impact.roi.title": "निवेश ले फायदा के अंदाजा",
  "transparency.impact.roi.description": "ए मन अंदाजा आय, नतीजा नो हय: योजना एमन ला पाए बर बने हे।",
  "transparency.impact.roi.now": "अभी",
  "transparency.impact.roi.projected": "अंदाजा",
  "transparency.impact.months": "{n} महीना",
  "transparency.impact.social.title": "समाज म असर के पैमाना",
  "transparency.impact.social.description": "कार्यक्रम के हर हिस्सा कोन-कोन मनखे तक पहुँचही।",

  // Verification
  "transparency.verification.process.title": "जाँच के तरीका",
  "transparency.verification.process.description": "पहिली रुपिया ले हर भुगतान के जाँच कइसे होही।",
  "transparency.verification.schedule.title": "ऑडिट के समय",
  "transparency.verification.schedule.description":
    "हर जाँच पहिली बेर कब होही। अभी कोनो सुरू नइ होय हे, काबर के कुछु खरचा नइ होय हे।",
  "transparency.verification.col.check": "जाँच",
  "transparency.verification.col.frequency": "कतका बेर",
  "transparency.verification.col.firstDue": "पहिली बेर",
  "transparency.verification.col.status": "हालत",
  "transparency.verification.contacts.title": "खुल्ला हिसाब बर संपर्क",
  "transparency.verification.contacts.description":
    "नाम नइ, जिम्मेदारी। बाहिर के ऑडिटर अभी तय नइ होय हे।",
  "transparency.verification.contacts.engagement": "भागीदारी केंद्र ले बात करव",
  "transparency.verification.contacts.community": "गाँव के चौपाल देखव",

  // Open data
  "transparency.openData.title": "खुला डेटा",
  "transparency.openData.description":
    "ए पन्ना के आँकड़ा डाउनलोड करव। फाइल मन ओही जगा ले बनथें जिहाँ ले ए पन्ना, एकरे सेती हमेसा एकर ले मेल खाथें।",
  "transparency.openData.budget": "बजट के मद",
  "transparency.openData.monthly": "हर महीना के खरचा",
  "transparency.openData.kpis": "मुख्य पैमाना (KPI)",
  "transparency.openData.csv": "CSV",
  "transparency.openData.json": "JSON",
  "transparency.openData.download": "{name} ला {format} म डाउनलोड करव",

  // Closing links
  "transparency.links.title": "खुदे जाँच लेवव",
  "transparency.links.description":
    "योजना के पाछू के परमान देखव, प्रगति ऊपर नजर रखव, या कार्यक्रम के संग देवव।",
  "transparency.links.evidence": "परमान देखव",
  "transparency.links.dashboard": "प्रगति डैशबोर्ड खोलव",
  "transparency.links.investment": "निवेश के रद्दा देखव",
};
