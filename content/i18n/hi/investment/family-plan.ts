import type { Messages } from "@/content/i18n/types";
import type { familyPlanMessages as en } from "@/content/i18n/en/investment/family-plan";

export const familyPlanMessages: Messages<typeof en> = {
  "investment.hero.stage": "काम शुरू होने से पहले · शुरुआत 2025 की चौथी तिमाही",
  "investment.hero.noPayment": "इस साइट पर कोई भुगतान नहीं",
  "investment.hero.description":
    "असर का स्तर चुनें, देखें कि वह किस तरह के परिवारों तक पहुँचता है, आपको क्या मिलेगा और हर रुपये की जाँच कैसे होती है, फिर कार्यक्रम टीम से बात करें।",
  "investment.hero.levels": "असर के स्तर",
  "investment.hero.range": "योगदान की सीमा",
  "investment.hero.reach": "एक स्तर से सबसे ज़्यादा गाँववाले",
  "investment.hero.income": "आज एक परिवार की आम कमाई",
  "investment.hero.perMonth": "{amount} प्रति माह",

  "investment.journey.title": "परिवार निवेश यात्रा",
  "investment.journey.description":
    "चार कदम, अपनी रफ़्तार से। यहाँ न कोई भुगतान होता है, न कुछ जमा होता है: आखिरी कदम बताता है कि कार्यक्रम टीम तक कैसे पहुँचें।",
  "investment.journey.steps": "यात्रा के कदम",
  "investment.journey.stepOf": "कदम {n} / {total}",
  "investment.journey.completed": "पूरा हुआ",
  "investment.journey.noScript":
    "ये असर के तीन स्तर हैं और हर स्तर किस काम के लिए पैसा देता है। इनमें से किसी को आगे बढ़ाने के लिए भागीदारी केंद्र के ज़रिए कार्यक्रम टीम से संपर्क करें।",

  "investment.step1.title": "असर का स्तर चुनें",
  "investment.step1.description": "अपने लिए सही सहयोग का स्तर चुनें",
  "investment.step2.title": "अपने गाँव के परिवारों से मिलें",
  "investment.step2.description": "देखें कि आपका सहयोग किस तरह के परिवारों तक पहुँचता है",
  "investment.step3.title": "निवेश और जवाबदेही की व्यवस्था",
  "investment.step3.description": "आपको क्या मिलेगा, कब मिलेगा, और पैसे की जाँच कैसे होगी",
  "investment.step4.title": "अपनी यात्रा शुरू करें",
  "investment.step4.description": "अपना चुनाव देखें और अगला कदम उठाएँ",

  "investment.button.continue": "आगे बढ़ें",
  "investment.button.back": "पीछे",
  "investment.button.proceed": "आगे चलें",
  "investment.button.review": "अपना चुनाव देखें",
  "investment.button.restart": "फिर से शुरू करें",
  "investment.button.contact": "कार्यक्रम टीम से संपर्क करें",
  "investment.button.transparency": "खुला हिसाब केंद्र देखें",

  "investment.tiers.selected": "{tier} चुना गया",
  "investment.tier.family_connector": "ग्राम संपर्क साथी",
  "investment.tier.family_transformer": "परिवार परिवर्तन साथी",
  "investment.tier.community_champion": "समुदाय चैंपियन",
  "investment.tier.badge.selected": "चुना गया",
  "investment.tier.reach": "पहुँच",
  "investment.tier.villagersFamilies": "{villagers} गाँववाले, {families} परिवार",
  "investment.tier.updates": "मासिक अपडेट",
  "investment.tier.tax": "80G कर लाभ",
  "investment.tier.taxShort": "पात्र होने पर; आपकी कर व्यवस्था पर निर्भर",
  "investment.tier.roi": "सामाजिक प्रतिफल (ROI)",
  "investment.tier.roiShort": "अनुमानित, यह वित्तीय लाभ नहीं है",
  "investment.tier.outcomes": "इससे क्या होगा",

  "investment.families.intro":
    "ऐसे परिवार। कार्यक्रम अभी शुरू नहीं हुआ है और किसी परिवार को किसी योगदानकर्ता से नहीं जोड़ा गया है: नीचे का हर परिचय उदाहरण के लिए है, जो गाँव की औसत कमाई {income} प्रति माह और कार्यक्रम के {target} तक के लक्ष्य पर आधारित है।",
  "investment.families.illustrative": "उदाहरण",
  "investment.families.members": "सदस्य",
  "investment.families.children": "बच्चे",
  "investment.families.income": "महीने की कमाई",
  "investment.families.incomeChange": "अभी {now}, लक्ष्य {target} तक",
  "investment.families.challenges": "मुश्किलें",
  "investment.families.impact": "क्या बदलेगा",
  "investment.family.sahu": "साहू परिवार",
  "investment.family.netam": "नेताम परिवार",
  "investment.family.verma": "वर्मा परिवार",
  "investment.family.yadav": "यादव परिवार",
  "investment.family.dhruw": "ध्रुव परिवार",
  "investment.family.nishad": "निषाद परिवार",
  "investment.family.markam": "मरकाम परिवार",
  "investment.family.patel": "पटेल परिवार",
  "investment.family.kanwar": "कंवर परिवार",
  "investment.families.more": "+{n} और परिवार",
  "investment.families.moreText":
    "{tier} का योगदान कुल {families} परिवारों ({villagers} गाँववासियों) तक पहुँचता है; यहाँ {shown} दिखाए गए हैं।",

  "investment.setup.receiveTitle": "आपको क्या मिलेगा, और कब",
  "investment.setup.receipt": "योगदान मिलते ही",
  "investment.setup.receiptText":
    "पावती और पूरी रकम की रसीद, और अगर पाने वाली संस्था 80G में पंजीकृत है और आप पात्र हैं तो 80G प्रमाणपत्र।",
  "investment.setup.updates": "हर महीने",
  "investment.setup.updatesText":
    "आपके योगदान से जुड़े परिवारों और काम पर {n} मासिक अपडेट, उनके पीछे के आँकड़ों के साथ।",
  "investment.setup.phases": "हर चरण के अंत में",
  "investment.setup.phasesText":
    "चरण की रिपोर्ट, रसीदों के साथ, खुला हिसाब केंद्र पर छपती है, उसके बाद ही अगले चरण का पैसा जारी होता है।",
  "investment.setup.releaseTitle": "पैसा चरण-दर-चरण कैसे जारी होता है",
  "investment.setup.releaseText":
    "पैसा कार्यक्रम के बजट के हिसाब से जारी होता है। आपके {amount} इन हिस्सों में खर्च होंगे:",
  "investment.setup.phase": "चरण",
  "investment.setup.period": "अवधि",
  "investment.setup.share": "बजट में हिस्सा",
  "investment.setup.yours": "आपका हिस्सा",
  "investment.setup.phase.phase1": "नींव",
  "investment.setup.phase.phase2": "विस्तार",
  "investment.setup.phase.phase3": "पूर्णता",
  "investment.setup.verifyTitle": "पैसे की जाँच कैसे होती है",
  "investment.setup.verifyReceipts": "हर खर्च को खर्च बताने से पहले उसकी रसीद से मिलाया जाता है।",
  "investment.setup.verifyLive": "खर्च खुला हिसाब केंद्र पर हर मद में सीधे दिखता है।",
  "investment.setup.verifyReserve":
    "{percent} का आकस्मिक कोष लागत बढ़ने पर नई अपील के बिना काम चलाता है।",
  "investment.setup.verifyToday":
    "आज केंद्र पर {spent} खर्च दिखता है: अभी तक न कुछ जुटाया गया है, न खर्च हुआ है।",

  "investment.summary.title": "आपका चुनाव",
  "investment.summary.level": "असर का स्तर",
  "investment.summary.amount": "योगदान",
  "investment.summary.nextTitle": "आपका अगला कदम",
  "investment.summary.nextText":
    "इस साइट पर कोई भुगतान नहीं होता। भागीदारी केंद्र के ज़रिए कार्यक्रम टीम से संपर्क करें: वे पाने वाली संस्था और उसके पंजीकरण की पुष्टि करेंगे, योगदान का तरीका बताएँगे, और आपको रसीद व अपडेट भेजेंगे।",

  "investment.notes.title": "इन आँकड़ों के बारे में",
  "investment.notes.tax":
    "80G के आँकड़े कार्यक्रम के अनुमान हैं। आप कटौती ले सकते हैं या नहीं, और कितनी, यह आपकी पात्रता, आपकी कर व्यवस्था (नई व्यवस्था में 80G कटौती नहीं मिलती) और पाने वाली संस्था के 80G पंजीकरण पर निर्भर है। कृपया किसी कर सलाहकार से पूछें।",
  "investment.notes.roi":
    "सामाजिक प्रतिफल हर रुपये पर कार्यक्रम का अनुमानित सामाजिक लाभ है, वित्तीय लाभ नहीं: योगदान दान है और लौटाया नहीं जाता।",
  "investment.notes.families":
    "परिवारों के परिचय उदाहरण के लिए हैं। कार्यक्रम शुरू होने पर असली परिवार ग्राम पंचायत के साथ मिलकर चुने जाएँगे, और उनकी सहमति से ही उनकी जानकारी साझा होगी।",
};
