import type { Messages } from "@/content/i18n/types";
import type { qualityCheck as en } from "@/content/i18n/en/quality-check";

export const qualityCheck: Messages<typeof en> = {
  "quality-check.hero.eyebrow": "चालू स्व-जाँच",
  "quality-check.hero.title": "गुणवत्ता जाँच",
  "quality-check.hero.description":
    "साइट अपनी ही सामग्री से यह रिपोर्ट बनाती है: स्कीमा, आँकड़े, लिंक, अनुवाद और जवाब देने का समय, उन मानकों पर परखे हुए जिन पर हर रिलीज़ को खरा उतरना है।",
  "quality-check.hero.standard": "{score}%+ अंक और {critical} गंभीर समस्या पर ही रिलीज़",

  "quality-check.dashboard.title": "चालू गुणवत्ता डैशबोर्ड",
  "quality-check.dashboard.description":
    "पेज खुलते ही रिपोर्ट /api/quality-check से मँगाई जाती है, और हर बार जब आप जाँच चलाते हैं।",
  "quality-check.dashboard.controls": "रिपोर्ट के बटन",
  "quality-check.dashboard.loading": "गुणवत्ता रिपोर्ट लोड हो रही है...",
  "quality-check.dashboard.runCheck": "जाँच चलाएँ",
  "quality-check.dashboard.running": "जाँच हो रही है...",
  "quality-check.dashboard.autoRefresh": "हर {seconds} सेकंड में अपने-आप ताज़ा करें",
  "quality-check.dashboard.readiness": "रिलीज़ की तैयारी",
  "quality-check.dashboard.checking": "जाँच हो रही है...",
  "quality-check.dashboard.ready": "तैयार",
  "quality-check.dashboard.notReady": "तैयार नहीं",
  "quality-check.dashboard.overall": "कुल अंक",
  "quality-check.dashboard.passed": "सफल जाँचें",
  "quality-check.dashboard.critical": "गंभीर समस्याएँ",
  "quality-check.dashboard.bannerReady": "प्लेटफ़ॉर्म रिलीज़ के लिए तैयार है",
  "quality-check.dashboard.bannerReadyText":
    "कोई गंभीर जाँच विफल नहीं है और कुल अंक {score}% के मानक पर खरे हैं।",
  "quality-check.dashboard.bannerBlocked": "रिलीज़ रुकी हुई है",
  "quality-check.dashboard.bannerBlockedText":
    "कोई गंभीर जाँच विफल है या कुल अंक {score}% से कम हैं। सुझाव बताते हैं कि क्या ठीक करना है।",
  "quality-check.dashboard.deployNow": "अभी रिलीज़ करें",
  "quality-check.dashboard.recommendations": "सुझाव",
  "quality-check.dashboard.noRecommendations": "कुछ ठीक नहीं करना: हर जाँच सफल है।",
  "quality-check.dashboard.checks": "श्रेणी के हिसाब से जाँचें",
  "quality-check.dashboard.categoryScore": "{category}: {score}%",
  "quality-check.dashboard.checkCount": "{count} जाँचें",
  "quality-check.dashboard.checkCountOne": "1 जाँच",
  "quality-check.dashboard.criticalBadge": "गंभीर",
  "quality-check.dashboard.score": "अंक {score}",
  "quality-check.dashboard.ranAt": "जाँच {time} पर चली",
  "quality-check.dashboard.englishNote": "जाँचों के नाम और ब्योरे अंग्रेज़ी में अपने-आप बनते हैं।",
  "quality-check.dashboard.noscript":
    "चालू डैशबोर्ड के लिए JavaScript चाहिए। यही रिपोर्ट JSON में यहाँ मिलती है:",

  "quality-check.status.pass": "सफल",
  "quality-check.status.warning": "चेतावनी",
  "quality-check.status.fail": "विफल",

  "quality-check.category.Content": "सामग्री",
  "quality-check.category.Figures": "आँकड़े",
  "quality-check.category.Links": "लिंक",
  "quality-check.category.Languages": "भाषाएँ",
  "quality-check.category.Service": "सेवा",

  "quality-check.features.title": "जाँच में क्या-क्या परखा जाता है",
  "quality-check.features.description":
    "हर जाँच सर्वर पर उसी सामग्री से निकाली जाती है जो यह साइट दिखाती है, हाथ से कुछ नहीं लिखा जाता।",
  "quality-check.features.Content":
    "हर सामग्री मॉड्यूल का डेटा उसकी स्कीमा पर दोबारा परखा जाता है, ताकि बिगड़ी सामग्री पाठकों से पहले यहाँ दिख जाए।",
  "quality-check.features.Figures":
    "चरणों के बजट जोड़कर कुल राशि बनते हैं, प्रति व्यक्ति लागत कुल राशि को आबादी से भाग देकर आती है, और निवेश स्तरों का कर लाभ और पहुँच आपस में मेल खाते हैं। जहाँ योजना के दस्तावेज़ एक ही चीज़ अलग-अलग बताते हैं, वहाँ अंतर रुपये या किलोमीटर में चेतावनी के रूप में बताया जाता है।",
  "quality-check.features.Links":
    "सामग्री का हर अंदरूनी लिंक, तीनों भाषाओं में ऊपर और नीचे की नेविगेशन, और रूट तालिका का हर पता किसी पेज तक पहुँचता है।",
  "quality-check.features.Languages":
    "हिंदी और छत्तीसगढ़ी में हर अंग्रेज़ी कुंजी का संदेश है, और जो संदेश अब भी अंग्रेज़ी जैसे ही हैं उन्हें गिना जाता है।",
  "quality-check.features.Service": "रिपोर्ट बनने में लगा समय, {ms} मिलीसेकंड के मानक पर।",

  "quality-check.standards.title": "रिलीज़ के मानक",
  "quality-check.standards.description": "रिलीज़ से पहले इन चारों पर खरा उतरना ज़रूरी है।",
  "quality-check.standards.overall.label": "कुल अंक",
  "quality-check.standards.overall.value": "{score}%+",
  "quality-check.standards.overall.text":
    "हर जाँच के अंकों का औसत। सफल जाँच को 100 अंक मिलते हैं; दो अलग-अलग आँकड़ों वाली जाँच को {warning}।",
  "quality-check.standards.critical.label": "गंभीर समस्याएँ",
  "quality-check.standards.critical.value": "{count}",
  "quality-check.standards.critical.text":
    "सामग्री की सही बनावट, आँकड़ों की जाँचें, टूटे लिंक और छूटे अनुवाद गंभीर हैं: इनमें एक भी विफलता रिलीज़ रोक देती है।",
  "quality-check.standards.api.label": "API का जवाब",
  "quality-check.standards.api.value": "{ms} मिलीसेकंड से कम",
  "quality-check.standards.api.text": "हर जवाब में रिपोर्ट की अपनी सेवा-जाँच इसे मापती है।",
  "quality-check.standards.mobile.label": "मोबाइल अंक",
  "quality-check.standards.mobile.value": "{score}% से ज़्यादा",
  "quality-check.standards.mobile.text":
    "बनी हुई साइट के Lighthouse मोबाइल ऑडिट (npm run bench) से मापा जाता है, चालू रिपोर्ट से नहीं।",

  "quality-check.api.title": "API की जानकारी",
  "quality-check.api.description":
    "दोनों पते सिर्फ़ GET और HEAD का जवाब देते हैं; किसी और तरीके पर 405 मिलता है, साथ में Allow हेडर। क्वेरी स्ट्रिंग अनदेखी होती है और जवाब कभी कैश नहीं होते।",
  "quality-check.api.report.title": "गुणवत्ता रिपोर्ट",
  "quality-check.api.report.text":
    "पूरी रिपोर्ट, जो सर्वर पर साइट की सामग्री, नेविगेशन और रूट तालिका से बनती है।",
  "quality-check.api.health.title": "साइट की हालत",
  "quality-check.api.health.text": "अपटाइम मॉनिटर के लिए छोटी-सी स्थिति। यह पेज इसे नहीं बुलाता।",
  "quality-check.api.fields": "जवाब के फ़ील्ड",
  "quality-check.api.field.overall_score": "जाँचों के अंकों का पूर्णांकित औसत, 0-100",
  "quality-check.api.field.deployment_ready":
    "true तभी, जब कोई गंभीर जाँच विफल न हो और अंक {score} पर खरे हों",
  "quality-check.api.field.passed": "कितनी जाँचें सफल हैं",
  "quality-check.api.field.total_tests": "कितनी जाँचें चलीं",
  "quality-check.api.field.critical_issues": "कितनी गंभीर जाँचें विफल हैं",
  "quality-check.api.field.recommendations": "क्या ठीक करना है, हर उस जाँच से जो सफल नहीं हुई",
  "quality-check.api.field.checks":
    "हर जाँच: category, test, status (pass, warning या fail), score, details, critical, timestamp",
  "quality-check.api.field.status": 'सर्वर जवाब दे रहा हो तो "ok"',
  "quality-check.api.field.time": "सर्वर का समय (ISO 8601)",
  "quality-check.api.field.version": "साइट का संस्करण",

  "quality-check.schedule.title": "समय-सारिणी",
  "quality-check.schedule.description": "जाँचें कौन चलाता है, और कितनी बार।",
  "quality-check.schedule.health.label": "हालत की जाँच",
  "quality-check.schedule.health.value": "हर {minutes} मिनट",
  "quality-check.schedule.health.text":
    "साइट चलाने वाला एक अपटाइम मॉनिटर लगाता है जो हर मिनट /api/quality-check/health को बुलाता है। साइट खुद कोई मॉनिटर नहीं चलाती।",
  "quality-check.schedule.audit.label": "पूरी जाँच",
  "quality-check.schedule.audit.value": "हर {minutes} मिनट",
  "quality-check.schedule.audit.text":
    "पिछली पूरी जाँच {minutes} मिनट पुरानी होने के बाद पहले अनुरोध पर सर्वर हर जाँच दोबारा चलाता है। बीच में वह उसी जाँच से जवाब देता है: सर्वर चलते समय सामग्री बदल नहीं सकती।",
  "quality-check.schedule.refresh.label": "यह पेज",
  "quality-check.schedule.refresh.value": "हर {seconds} सेकंड",
  "quality-check.schedule.refresh.text":
    "अपने-आप ताज़ा करना चालू हो तो डैशबोर्ड हर {seconds} सेकंड में रिपोर्ट मँगाता है। शुरू में यह बंद रहता है; 'जाँच चलाएँ' तुरंत मँगाता है।",

  "quality-check.deploy.title": "यह साइट कैसे रिलीज़ होती है",
  "quality-check.deploy.description":
    "'अभी रिलीज़ करें' यहीं लाता है: रिलीज़ साइट को होस्ट करने वाले करते हैं, इस पेज से नहीं।",
  "quality-check.deploy.vercel":
    "Vercel पर साइट बिना किसी सेटिंग के रिलीज़ होती है: रिपॉज़िटरी जोड़ें, फिर main ब्रांच पर हर push से साइट बनकर प्रकाशित हो जाती है।",
  "quality-check.deploy.siteUrl":
    "SITE_URL में साइट का सार्वजनिक पता डालें, ताकि canonical लिंक, sitemap और शेयर कार्ड उसी की ओर इशारा करें। Vercel पर SITE_URL न हो तो प्रोडक्शन पता लिया जाता है।",
  "quality-check.deploy.node":
    "Node.js 20.9 या नए वाला कोई भी होस्ट भी चलेगा: npm run build, फिर npm start।",
};
