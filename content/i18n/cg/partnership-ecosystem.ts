import type { Messages } from "@/content/i18n/types";
import type { partnershipEcosystem as en } from "@/content/i18n/en/partnership-ecosystem";

export const partnershipEcosystem: Messages<typeof en> = {
  "partnership-ecosystem.hero.status": "अभी तक कोनो साझेदारी तय नइ होय हे",
  "partnership-ecosystem.hero.description":
    "नमूना गाँव ह एके गाँव हे; बढ़वार बर साझेदार चाही। ए ओ स्तर अउ भूमिका हरय जेकर बर कार्यक्रम ह साझेदार मन ला बलावत हे। अभी तक कोनो साझेदार नइ जुड़े हे, अउ इहाँ काखरो नाँव नइ हे।",
  "partnership-ecosystem.tiers.title": "साझेदारी के स्तर",
  "partnership-ecosystem.tiers.description": "चार स्तर, गाँव मन के एक समूह ले पूरा देस तक।",
  "partnership-ecosystem.tiers.note":
    "सुझाए गे स्तर: सरत हर साझेदार संग तय होही, अउ अभी तक कुछु तय नइ होय हे।",
  "partnership-ecosystem.tier.cluster": "गाँव-समूह साझेदार",
  "partnership-ecosystem.tier.district": "जिला साझेदार",
  "partnership-ecosystem.tier.state": "राज साझेदार",
  "partnership-ecosystem.tier.national": "देस भर के साझेदार",
  "partnership-ecosystem.tier.suitedTo": "काखर बर ठीक",
  "partnership-ecosystem.tier.supports": "कोन काम के पइसा",
  "partnership-ecosystem.tier.receives": "साझेदार मन ला का मिलही",
  // Tiers: who each suits, what it funds, what its partners receive
  "partnership-ecosystem.tier.cluster.suitedTo": "सीएसआर कार्यक्रम अउ फाउंडेसन मन बर",
  "partnership-ecosystem.tier.cluster.supports":
    "नमूना गाँव के तरीका ले एक जिला के कुछ गाँव मन के समूह म इही काम ला फेर करना।",
  "partnership-ecosystem.tier.district.suitedTo":
    "बड़े सीएसआर कार्यक्रम अउ कतको संस्था के मिले-जुले समूह मन बर",
  "partnership-ecosystem.tier.district.supports":
    "{villages} गाँव वाले जिला के चरन, या ओकर बड़का हिस्सा।",
  "partnership-ecosystem.tier.state.suitedTo":
    "राज सरकार मन बर, जेकर संग सीएसआर अउ दान देवइया संस्था मन घलो पइसा लगावंय",
  "partnership-ecosystem.tier.state.supports":
    "राज के एक कार्यक्रम, जेमा सरकारी बजट के संग आन साझेदार मन घलो पइसा लगाथें।",
  "partnership-ecosystem.tier.national.suitedTo":
    "देस के मिसन, विकास बैंक अउ कतको देस के मिले-जुले पइसा देवइया संस्था मन बर",
  "partnership-ecosystem.tier.national.supports":
    "पूरा देस म बगराना: साझा ढाँचा, सिखोए के केंद्र अउ नाप-जोख।",
  "partnership-ecosystem.receive.reports": "जेन-जेन गाँव म पइसा लगाइन, हर एक के तिमाही रिपोर्ट",
  "partnership-ecosystem.receive.visits": "गाँव के टीम मन संग गाँव जाके काम देखना",
  "partnership-ecosystem.receive.steering": "जिला के संचालन समिति म एक जगा",
  "partnership-ecosystem.receive.planning": "राज म बगराए के योजना संग मिलके बनाना",
  "partnership-ecosystem.receive.evaluation": "हर जिला के निष्पक्ष जाँच",
  "partnership-ecosystem.receive.board": "देस के कार्यक्रम बोर्ड म एक जगा",
  "partnership-ecosystem.receive.open-data": "हर गाँव के खुला डेटा",
  "partnership-ecosystem.roles.title": "साझेदार मन के भूमिका",
  "partnership-ecosystem.roles.description":
    "छै किसम के साझेदार, हर एक के अइसन काम जेन आन कोनो नइ कर सकय।",
  "partnership-ecosystem.roles.who": "कोन",
  "partnership-ecosystem.roles.contributes": "ओमन का लाथें",
  "partnership-ecosystem.role.government": "सरकार",
  "partnership-ecosystem.role.csr": "सीएसआर अउ फाउंडेसन",
  "partnership-ecosystem.role.technology": "तकनीक",
  "partnership-ecosystem.role.healthcare": "इलाज-पानी",
  "partnership-ecosystem.role.academic": "पढ़ई अउ खोज के संस्था",
  "partnership-ecosystem.role.community": "गाँव के समाज",
  // Roles: who plays each, its part, what it brings
  "partnership-ecosystem.role.government.who": "ग्राम पंचायत, जिला प्रशासन अउ राज के विभाग",
  "partnership-ecosystem.role.government.part":
    "कार्यक्रम ला सरकारी सेवा के हिस्सा बनाथे, ताकि एहा टिके अउ बाढ़य।",
  "partnership-ecosystem.role.csr.who": "कंपनी मन के सीएसआर कार्यक्रम अउ दान देवइया फाउंडेसन",
  "partnership-ecosystem.role.csr.part":
    "चरन-दर-चरन काम बर पइसा देथें; पइसा सबो बर खुल्ला पड़ाव के हिसाब ले दे जाथे।",
  "partnership-ecosystem.role.technology.who": "इंटरनेट, मसीन (हार्डवेयर) अउ सॉफ्टवेयर देवइया कंपनी मन",
  "partnership-ecosystem.role.technology.part":
    "सिस्टम लगाथें अउ सँभालथें, अउ गाँव के तकनीशियन मन ला ओला चलाए बर सिखोथें।",
  "partnership-ecosystem.role.healthcare.who":
    "अस्पताल, टेलीमेडिसिन सेवा देवइया अउ सरकारी स्वास्थ्य कार्यक्रम",
  "partnership-ecosystem.role.healthcare.part":
    "24/7 टेलीमेडिसिन केंद्र म, अउ उहाँ ले आगू बड़े अस्पताल भेजे के रद्दा म, डाक्टर अउ स्टाफ लगाथें।",
  "partnership-ecosystem.role.academic.who": "विश्वविद्यालय अउ खोज के संस्था",
  "partnership-ecosystem.role.academic.part":
    "निष्पक्ष होके नापथें के का काम करथे, ताकि आन गाँव मन नतीजा ऊपर भरोसा कर सकंय।",
  "partnership-ecosystem.role.community.who": "ग्राम सभा, स्वयं सहायता समूह, किसान समूह अउ जवान लइका मन",
  "partnership-ecosystem.role.community.part":
    "तय करथें के पहिली का होही, अउ कार्यक्रम के सौंपे के बाद सबो चीज के मालिक बनथें।",
  "partnership-ecosystem.contribution.permissions": "अनुमति, जमीन अउ रद्दा के हक",
  "partnership-ecosystem.contribution.schemes": "पहिली ले चलत सरकारी योजना मन ले जोड़",
  "partnership-ecosystem.contribution.route-to-scale": "राज अउ पूरा देस तक बगरे के रद्दा",
  "partnership-ecosystem.contribution.phase-funding": "हर चरन बर पइसा",
  "partnership-ecosystem.contribution.volunteers": "सेवा करे बर अवइया करमचारी, अउ रद्दा देखइया",
  "partnership-ecosystem.contribution.expertise": "परबंध अउ हिसाब-किताब के जानकारी",
  "partnership-ecosystem.contribution.internet": "सैटेलाइट इंटरनेट अउ नेटवर्क",
  "partnership-ecosystem.contribution.computers": "कंप्यूटर अउ एआई ले पढ़ई के सॉफ्टवेयर",
  "partnership-ecosystem.contribution.maintenance": "मरम्मत-देखरेख, अउ तकनीशियन मन ला सिखोना",
  "partnership-ecosystem.contribution.doctors": "बलाए म मिलइया डाक्टर अउ विशेषज्ञ",
  "partnership-ecosystem.contribution.diagnostics": "जाँच अउ बड़े अस्पताल भेजना",
  "partnership-ecosystem.contribution.health-training": "गाँव के स्वास्थ्य कार्यकर्ता मन ला सिखोना",
  "partnership-ecosystem.contribution.evaluation": "सुरुआती हालत अउ असर के जाँच",
  "partnership-ecosystem.contribution.learning-material": "हिंदी अउ छत्तीसगढ़ी म पढ़ई के सामान",
  "partnership-ecosystem.contribution.fellowships": "गाँव म रहिके काम करे बर छात्र मन के फेलोसिप",
  "partnership-ecosystem.contribution.priorities": "पहिली का होही, अउ फैसला",
  "partnership-ecosystem.contribution.local-staff": "गाँव के करमचारी अउ सेवा करइया",
  "partnership-ecosystem.contribution.ownership": "सौंपे के बाद मालिकाना हक",
  "partnership-ecosystem.join.title": "साझेदार कइसे बनव",
  "partnership-ecosystem.join.description": "चार कदम; पहिली तीन ला आजे, सुरुआत के पहिली उठाए जा सकथे।",
  "partnership-ecosystem.join.step1": "योजना अउ बजट पढ़व, अउ परमान ला जाँचव।",
  "partnership-ecosystem.join.step2": "अपन संस्था के हिसाब ले भूमिका अउ स्तर चुनव।",
  "partnership-ecosystem.join.step3":
    "भागीदारी केंद्र म देखव के आज अपन जानकारी कइसे बाँटव या काम म पइसा कइसे लगावव।",
  "partnership-ecosystem.join.step4":
    "सरत तय करव; पइसा चरन-दर-चरन, सबो बर खुल्ला पड़ाव के हिसाब ले दे जाही।",
  "partnership-ecosystem.join.expertise": "अपन जानकारी बाँटव",
  "partnership-ecosystem.join.invest": "काम म पइसा लगाए के रद्दा",
  "partnership-ecosystem.links.scaling": "बढ़वार के रद्दा देखव",
  "partnership-ecosystem.links.investment": "निवेश के मौका",
};
