import type { Messages } from "@/content/i18n/types";
import type { familyPlanMessages as en } from "@/content/i18n/en/investment/family-plan";

export const familyPlanMessages: Messages<typeof en> = {
  "investment.hero.stage": "काम सुरू होय के पहिली · 2025 के चौथा तिमाही म सुरुआत",
  "investment.hero.noPayment": "ए साइट म कोनो पइसा नइ देना हे",
  "investment.hero.description":
    "असर के स्तर चुनव, देखव के ओ ह कइसन परिवार मन तक पहुँचथे, तुमन ला का मिलही अउ हर रुपिया के जाँच कइसे होथे, फेर कार्यक्रम के टीम ले बात करव।",
  "investment.hero.levels": "असर के स्तर",
  "investment.hero.range": "सहयोग के रकम",
  "investment.hero.reach": "एक स्तर ले सबले जादा गाँव वाले",
  "investment.hero.income": "आज एक परिवार के आम कमई",
  "investment.hero.perMonth": "{amount} हर महीना",

  "investment.journey.title": "परिवार निवेश के जातरा",
  "investment.journey.description":
    "चार कदम, अपन हिसाब ले। इहाँ न कोनो पइसा देना हे, न कुछु भरना हे: आखिरी कदम बताथे के कार्यक्रम के टीम तक कइसे पहुँचना हे।",
  "investment.journey.steps": "जातरा के कदम",
  "investment.journey.stepOf": "कदम {n} / {total}",
  "investment.journey.completed": "पूरा होगे",
  "investment.journey.noScript":
    "ए असर के तीन स्तर हवय अउ हर स्तर ले का-का काम होथे। कोनो ला आगू बढ़ाना हे त भागीदारी केंद्र ले कार्यक्रम के टीम ले बात करव।",

  "investment.step1.title": "असर के स्तर चुनव",
  "investment.step1.description": "अपन बर सही सहयोग के स्तर चुनव",
  "investment.step2.title": "अपन गाँव के परिवार मन ले मिलव",
  "investment.step2.description": "देखव के तुंहर सहयोग कइसन परिवार मन तक पहुँचथे",
  "investment.step3.title": "निवेश अउ जवाबदारी के बेवस्था",
  "investment.step3.description": "तुमन ला का मिलही, कब मिलही, अउ पइसा के जाँच कइसे होही",
  "investment.step4.title": "अपन जातरा सुरू करव",
  "investment.step4.description": "अपन चुनाव देखव अउ अगला कदम उठावव",

  "investment.button.continue": "आगू बढ़व",
  "investment.button.back": "पाछू",
  "investment.button.proceed": "आगू चलव",
  "investment.button.review": "अपन चुनाव देखव",
  "investment.button.restart": "फेर ले सुरू करव",
  "investment.button.contact": "कार्यक्रम के टीम ले बात करव",
  "investment.button.transparency": "खुल्ला हिसाब केंद्र देखव",

  "investment.tiers.selected": "{tier} चुने गिस",
  "investment.tier.family_connector": "गाँव जोड़इया",
  "investment.tier.family_transformer": "परिवार बदलइया",
  "investment.tier.community_champion": "समाज के अगुवा",
  "investment.tier.badge.selected": "चुने गे",
  "investment.tier.reach": "पहुँच",
  "investment.tier.villagersFamilies": "{villagers} गाँव वाले, {families} परिवार",
  "investment.tier.updates": "महीना के जानकारी",
  "investment.tier.tax": "80G कर छूट",
  "investment.tier.taxShort": "पात्र होय म; तुंहर कर बेवस्था ऊपर टिके हे",
  "investment.tier.roi": "समाज बर फायदा (ROI)",
  "investment.tier.roiShort": "अंदाजा हवय, पइसा के फायदा नो हे",
  "investment.tier.outcomes": "एकर ले का होही",

  "investment.families.intro":
    "अइसन परिवार। कार्यक्रम अभी सुरू नइ होय हे अउ कोनो परिवार ला कोनो सहयोग करइया ले नइ जोड़े गे हे: खाल्हे के हर परिचय उदाहरन बर हवय, जेन गाँव के औसत कमई {income} हर महीना अउ कार्यक्रम के {target} तक के लक्ष्य ले बने हे।",
  "investment.families.illustrative": "उदाहरन",
  "investment.families.members": "घर के मनखे",
  "investment.families.children": "लइका",
  "investment.families.income": "महीना के कमई",
  "investment.families.incomeChange": "अभी {now}, लक्ष्य {target} तक",
  "investment.families.challenges": "दिक्कत",
  "investment.families.impact": "का बदलही",
  "investment.family.sahu": "साहू परिवार",
  "investment.family.netam": "नेताम परिवार",
  "investment.family.verma": "वर्मा परिवार",
  "investment.family.yadav": "यादव परिवार",
  "investment.family.dhruw": "ध्रुव परिवार",
  "investment.family.nishad": "निषाद परिवार",
  "investment.family.markam": "मरकाम परिवार",
  "investment.family.patel": "पटेल परिवार",
  "investment.family.kanwar": "कंवर परिवार",
  "investment.families.more": "+{n} अउ परिवार",
  "investment.families.moreText":
    "{tier} के सहयोग कुल {families} परिवार ({villagers} गाँव वाले) तक पहुँचथे; इहाँ {shown} ला देखाय गे हे।",

  "investment.setup.receiveTitle": "तुमन ला का मिलही, अउ कब",
  "investment.setup.receipt": "सहयोग मिलते साठ",
  "investment.setup.receiptText":
    "पावती अउ पूरा रकम के रसीद, अउ कहूँ पइसा पाने वाला संस्था 80G म दर्ज हे अउ तुमन पात्र हव त 80G परमान-पत्र।",
  "investment.setup.updates": "हर महीना",
  "investment.setup.updatesText":
    "तुंहर सहयोग ले जुड़े परिवार अउ काम के {n} महीना के जानकारी, ओखर पाछू के आँकड़ा के संग।",
  "investment.setup.phases": "हर चरन के आखिर म",
  "investment.setup.phasesText":
    "चरन के रिपोर्ट, रसीद मन के संग, खुल्ला हिसाब केंद्र म छपथे, ओखर बाद ही अगला चरन के पइसा जारी होथे।",
  "investment.setup.releaseTitle": "पइसा चरन-दर-चरन कइसे जारी होथे",
  "investment.setup.releaseText":
    "पइसा कार्यक्रम के बजट के हिसाब ले जारी होथे। तुंहर {amount} ए हिस्सा मन म खरचा होही:",
  "investment.setup.phase": "चरन",
  "investment.setup.period": "समय",
  "investment.setup.share": "बजट म हिस्सा",
  "investment.setup.yours": "तुंहर हिस्सा",
  "investment.setup.phase.phase1": "नेंव",
  "investment.setup.phase.phase2": "बढ़वार",
  "investment.setup.phase.phase3": "पूरा करना",
  "investment.setup.verifyTitle": "पइसा के जाँच कइसे होथे",
  "investment.setup.verifyReceipts": "हर खरचा ला खरचा बताय के पहिली ओखर रसीद ले मिलाय जाथे।",
  "investment.setup.verifyLive": "खरचा खुल्ला हिसाब केंद्र म हर मद के हिसाब ले तुरते दिखथे।",
  "investment.setup.verifyReserve": "{percent} के आपात कोस, लागत बाढ़े म नवा माँग करे बिना काम चलाथे।",
  "investment.setup.verifyToday": "आज केंद्र म {spent} खरचा दिखथे: अभी तक न कुछु जुटाय गे हे, न खरचा होय हे।",

  "investment.summary.title": "तुंहर चुनाव",
  "investment.summary.level": "असर के स्तर",
  "investment.summary.amount": "सहयोग",
  "investment.summary.nextTitle": "तुंहर अगला कदम",
  "investment.summary.nextText":
    "ए साइट म कोनो पइसा नइ दिए जाय। भागीदारी केंद्र ले कार्यक्रम के टीम ले बात करव: ओमन पइसा पाने वाला संस्था अउ ओखर पंजीयन के पुस्टि करहीं, सहयोग देहे के तरीका बताहीं, अउ तुमन ला रसीद अउ जानकारी भेजहीं।",

  "investment.notes.title": "ए आँकड़ा मन के बारे म",
  "investment.notes.tax":
    "80G के आँकड़ा कार्यक्रम के अंदाजा हवय। तुमन ला छूट मिलही के नइ, अउ कतका, ए ह तुंहर पात्रता, तुंहर कर बेवस्था (नवा बेवस्था म 80G छूट नइ मिलय) अउ पइसा पाने वाला संस्था के 80G पंजीयन ऊपर टिके हे। कोनो कर सलाहकार ले पूछ लेवव।",
  "investment.notes.roi":
    "समाज बर फायदा, हर रुपिया म कार्यक्रम के अंदाजा लगाय सामाजिक फायदा हवय, पइसा के फायदा नो हे: सहयोग दान हवय अउ लहुटाय नइ जाय।",
  "investment.notes.families":
    "परिवार मन के परिचय उदाहरन बर हवय। कार्यक्रम सुरू होय म असली परिवार ग्राम पंचायत के संग मिल के चुने जाहीं, अउ ओमन के मरजी ले ही ओमन के जानकारी बताय जाही।",
};
