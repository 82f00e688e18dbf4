import type { Messages } from "@/content/i18n/types";
import type { qualityCheck as en } from "@/content/i18n/en/quality-check";

export const qualityCheck: Messages<typeof en> = {
  "quality-check.hero.eyebrow": "चलत अपन जाँच",
  "quality-check.hero.title": "गुनवत्ता जाँच",
  "quality-check.hero.description":
    "साइट ह अपन खुद के सामग्री ले ए रिपोर्ट बनाथे: स्कीमा, आँकड़ा, लिंक, अनुवाद अउ जवाब देय म लगे समय, ओ मानक मन म परखे, जेन म हर रिलीज ला खरा उतरना हे।",
  "quality-check.hero.standard": "{score}%+ अंक अउ {critical} गंभीर दिक्कत म ही रिलीज",

  "quality-check.dashboard.title": "चलत गुनवत्ता डैशबोर्ड",
  "quality-check.dashboard.description":
    "पन्ना खुलते साठ रिपोर्ट /api/quality-check ले मँगाय जाथे, अउ जब-जब तुमन जाँच चलाथव।",
  "quality-check.dashboard.controls": "रिपोर्ट के बटन",
  "quality-check.dashboard.loading": "गुनवत्ता रिपोर्ट आवत हे...",
  "quality-check.dashboard.runCheck": "जाँच चलावव",
  "quality-check.dashboard.running": "जाँच होवत हे...",
  "quality-check.dashboard.autoRefresh": "हर {seconds} सेकंड म अपने-आप नवा करव",
  "quality-check.dashboard.readiness": "रिलीज के तियारी",
  "quality-check.dashboard.checking": "जाँच होवत हे...",
  "quality-check.dashboard.ready": "तियार",
  "quality-check.dashboard.notReady": "तियार नइ",
  "quality-check.dashboard.overall": "कुल अंक",
  "quality-check.dashboard.passed": "सफल जाँच",
  "quality-check.dashboard.critical": "गंभीर दिक्कत",
  "quality-check.dashboard.bannerReady": "प्लेटफॉर्म रिलीज बर तियार हवय",
  "quality-check.dashboard.bannerReadyText":
    "कोनो गंभीर जाँच फेल नइ होय हे अउ कुल अंक {score}% के मानक म खरा हवय।",
  "quality-check.dashboard.bannerBlocked": "रिलीज रुके हवय",
  "quality-check.dashboard.bannerBlockedText":
    "कोनो गंभीर जाँच फेल हे या कुल अंक {score}% ले कम हे। सुझाव मन बताथें के का सुधारना हे।",
  "quality-check.dashboard.deployNow": "अभी रिलीज करव",
  "quality-check.dashboard.recommendations": "सुझाव",
  "quality-check.dashboard.noRecommendations": "कुछु सुधारे के नइ हे: हर जाँच सफल हवय।",
  "quality-check.dashboard.checks": "किसम के हिसाब ले जाँच",
  "quality-check.dashboard.categoryScore": "{category}: {score}%",
  "quality-check.dashboard.checkCount": "{count} जाँच",
  "quality-check.dashboard.checkCountOne": "1 ठन जाँच",
  "quality-check.dashboard.criticalBadge": "गंभीर",
  "quality-check.dashboard.score": "अंक {score}",
  "quality-check.dashboard.ranAt": "जाँच {time} बजे चलिस",
  "quality-check.dashboard.englishNote": "जाँच मन के नाँव अउ बिबरन अंगरेजी म अपने-आप बनथें।",
  "quality-check.dashboard.noscript": "चलत डैशबोर्ड बर JavaScript चाही। इही रिपोर्ट JSON म इहाँ मिलथे:",

  "quality-check.status.pass": "सफल",
  "quality-check.status.warning": "चेतावनी",
  "quality-check.status.fail": "फेल",

  "quality-check.category.Content": "सामग्री",
  "quality-check.category.Figures": "आँकड़ा",
  "quality-check.category.Links": "लिंक",
  "quality-check.category.Languages": "भाखा",
  "quality-check.category.Service": "सेवा",

  "quality-check.features.title": "जाँच म का-का परखे जाथे",
  "quality-check.features.description":
    "हर जाँच सर्वर म ओही सामग्री ले निकाले जाथे जेन ला ए साइट देखाथे, हाथ ले कुछु नइ लिखे जाय।",
  "quality-check.features.Content":
    "हर सामग्री मॉड्यूल के डेटा ला ओखर स्कीमा म फेर ले परखे जाथे, ताकि बिगड़े सामग्री पढ़इया मन ले पहिली इहाँ दिख जाय।",
  "quality-check.features.Figures":
    "चरन मन के बजट जुड़ के कुल रकम बनथें, हर मनखे पाछू खरचा कुल रकम ला आबादी ले भाग देय म आथे, अउ निवेश के स्तर मन के कर छूट अउ पहुँच आपस म मेल खाथें। जिहाँ योजना के कागजात एके चीज ला अलग-अलग बताथें, उहाँ फरक ला रुपिया या किलोमीटर म चेतावनी के रूप म बताय जाथे।",
  "quality-check.features.Links":
    "सामग्री के हर भीतरी लिंक, तीनों भाखा म ऊपर अउ खाल्हे के नेविगेशन, अउ रूट तालिका के हर पता कोनो पन्ना तक पहुँचथे।",
  "quality-check.features.Languages":
    "हिंदी अउ छत्तीसगढ़ी म हर अंगरेजी कुंजी के संदेस हवय, अउ जेन संदेस अभी घलो अंगरेजी जइसे हे, ओ मन ला गिने जाथे।",
  "quality-check.features.Service": "रिपोर्ट बने म लगे समय, {ms} मिलीसेकंड के मानक म।",

  "quality-check.standards.title": "रिलीज के मानक",
  "quality-check.standards.description": "रिलीज ले पहिली ए चारों म खरा उतरना जरूरी हे।",
  "quality-check.standards.overall.label": "कुल अंक",
  "quality-check.standards.overall.value": "{score}%+",
  "quality-check.standards.overall.text":
    "हर जाँच के अंक के औसत। सफल जाँच ला 100 अंक मिलथे; दू अलग-अलग आँकड़ा वाले जाँच ला {warning}।",
  "quality-check.standards.critical.label": "गंभीर दिक्कत",
  "quality-check.standards.critical.value": "{count}",
  "quality-check.standards.critical.text":
    "सामग्री के सही बनावट, आँकड़ा के जाँच, टूटे लिंक अउ छूटे अनुवाद गंभीर हें: एको ठन फेल होय ले रिलीज रुक जाथे।",
  "quality-check.standards.api.label": "API के जवाब",
  "quality-check.standards.api.value": "{ms} मिलीसेकंड ले कम",
  "quality-check.standards.api.text": "हर जवाब म रिपोर्ट के अपन सेवा-जाँच एला नापथे।",
  "quality-check.standards.mobile.label": "मोबाइल अंक",
  "quality-check.standards.mobile.value": "{score}% ले जादा",
  "quality-check.standards.mobile.text":
    "बने साइट के Lighthouse मोबाइल जाँच (npm run bench) ले नापे जाथे, चलत रिपोर्ट ले नइ।",

  "quality-check.api.title": "API के जानकारी",
  "quality-check.api.description":
    "दूनों पता सिरिफ GET अउ HEAD के जवाब देथें; कोनो दूसर तरीका म 405 मिलथे, संग म Allow हेडर। क्वेरी स्ट्रिंग ला अनदेखा करे जाथे अउ जवाब कभू कैश नइ होवय।",
  "quality-check.api.report.title": "गुनवत्ता रिपोर्ट",
  "quality-check.api.report.text":
    "पूरा रिपोर्ट, जेन सर्वर म साइट के सामग्री, नेविगेशन अउ रूट तालिका ले बनथे।",
  "quality-check.api.health.title": "साइट के हाल",
  "quality-check.api.health.text": "अपटाइम मॉनिटर बर नानकुन हाल। ए पन्ना एला नइ बलावय।",
  "quality-check.api.fields": "जवाब के फील्ड",
  "quality-check.api.field.overall_score": "जाँच मन के अंक के पूरा करे औसत, 0-100",
  "quality-check.api.field.deployment_ready":
    "true तभे, जब कोनो गंभीर जाँच फेल नइ होय अउ अंक {score} म खरा होय",
  "quality-check.api.field.passed": "कतका जाँच सफल हें",
  "quality-check.api.field.total_tests": "कतका जाँच चलिन",
  "quality-check.api.field.critical_issues": "कतका गंभीर जाँच फेल हें",
  "quality-check.api.field.recommendations": "का सुधारना हे, हर ओ जाँच ले जेन सफल नइ होइस",
  "quality-check.api.field.checks":
    "हर जाँच: category, test, status (pass, warning या fail), score, details, critical, timestamp",
  "quality-check.api.field.status": 'सर्वर जवाब देवत हे त "ok"',
  "quality-check.api.field.time": "सर्वर के समय (ISO 8601)",
  "quality-check.api.field.version": "साइट के संस्करन",

  "quality-check.schedule.title": "समय-सारनी",
  "quality-check.schedule.description": "जाँच मन ला कोन चलाथे, अउ कतका बेर।",
  "quality-check.schedule.health.label": "हाल के जाँच",
  "quality-check.schedule.health.value": "हर {minutes} मिनट",
  "quality-check.schedule.health.text":
    "साइट ला चलइया ह एक अपटाइम मॉनिटर लगाथे, जेन हर मिनट /api/quality-check/health ला बलाथे। साइट खुद कोनो मॉनिटर नइ चलावय।",
  "quality-check.schedule.audit.label": "पूरा जाँच",
  "quality-check.schedule.audit.value": "हर {minutes} मिनट",
  "quality-check.schedule.audit.text":
    "पिछला पूरा जाँच {minutes} मिनट जुन्ना होय के बाद पहिली अनुरोध म सर्वर हर जाँच ला फेर चलाथे। बीच म ओही जाँच ले जवाब देथे: सर्वर चलत रहत ले सामग्री नइ बदल सकय।",
  "quality-check.schedule.refresh.label": "ए पन्ना",
  "quality-check.schedule.refresh.value": "हर {seconds} सेकंड",
  "quality-check.schedule.refresh.text":
    "अपने-आप नवा करना चालू होय त डैशबोर्ड हर {seconds} सेकंड म रिपोर्ट मँगाथे। सुरू म एहा बंद रहिथे; 'जाँच चलावव' तुरते मँगाथे।",

  "quality-check.deploy.title": "ए साइट कइसे रिलीज होथे",
  "quality-check.deploy.description":
    "'अभी रिलीज करव' इहें लाथे: रिलीज साइट ला होस्ट करइया मन करथें, ए पन्ना ले नइ।",
  "quality-check.deploy.vercel":
    "Vercel म साइट बिना कोनो सेटिंग के रिलीज होथे: रिपॉजिटरी जोड़व, तहाँ ले main ब्रांच म हर push ले साइट बन के छप जाथे।",
  "quality-check.deploy.siteUrl":
    "SITE_URL म साइट के सार्वजनिक पता डारव, ताकि canonical लिंक, sitemap अउ शेयर कार्ड ओही कोती देखावंय। Vercel म SITE_URL नइ होय त प्रोडक्सन पता ले जाथे।",
  "quality-check.deploy.node":
    "Node.js 20.9 या ओखर ले नवा वाले कोनो भी होस्ट घलो चलही: npm run build, तहाँ ले npm start।",
};
