import type { Messages } from "@/content/i18n/types";
import type { partnershipEcosystem as en } from "@/content/i18n/en/partnership-ecosystem";

export const partnershipEcosystem: Messages<typeof en> = {
  "partnership-ecosystem.hero.status": "अभी तक कोई साझेदारी तय नहीं हुई",
  "partnership-ecosystem.hero.description":
    "नमूना गाँव एक ही गाँव है; विस्तार के लिए साझेदार चाहिए। ये वे स्तर और भूमिकाएँ हैं जिनके लिए कार्यक्रम साझेदारों को बुला रहा है। अभी तक कोई साझेदार नहीं जुड़ा है, और यहाँ किसी का नाम नहीं है।",
  "partnership-ecosystem.tiers.title": "साझेदारी के स्तर",
  "partnership-ecosystem.tiers.description": "चार स्तर, गाँवों के एक समूह से लेकर पूरे देश तक।",
  "partnership-ecosystem.tiers.note":
    "प्रस्तावित स्तर: शर्तें हर साझेदार के साथ तय होंगी, और अभी तक कुछ भी तय नहीं हुआ है।",
  "partnership-ecosystem.tier.cluster": "गाँव-समूह साझेदार",
  "partnership-ecosystem.tier.district": "ज़िला साझेदार",
  "partnership-ecosystem.tier.state": "राज्य साझेदार",
  "partnership-ecosystem.tier.national": "राष्ट्रीय साझेदार",
  "partnership-ecosystem.tier.suitedTo": "किसके लिए सही",
  "partnership-ecosystem.tier.supports": "किस काम का पैसा",
  "partnership-ecosystem.tier.receives": "साझेदारों को क्या मिलेगा",
  // Tiers: who each suits, what it funds, what its partners receive
  "partnership-ecosystem.tier.cluster.suitedTo": "सीएसआर कार्यक्रमों और फ़ाउंडेशनों के लिए",
  "partnership-ecosystem.tier.cluster.supports":
    "नमूना गाँव के तरीक़े से एक ज़िले के कुछ गाँवों के समूह में यही काम दोहराना।",
  "partnership-ecosystem.tier.district.suitedTo":
    "बड़े सीएसआर कार्यक्रमों और कई संस्थाओं के मिले-जुले समूहों के लिए",
  "partnership-ecosystem.tier.district.supports":
    "{villages} गाँवों वाला ज़िला चरण, या उसका बड़ा हिस्सा।",
  "partnership-ecosystem.tier.state.suitedTo":
    "राज्य सरकारों के लिए, जिनके साथ सीएसआर और दान देने वाली संस्थाएँ भी पैसा लगाएँ",
  "partnership-ecosystem.tier.state.supports":
    "राज्य का एक कार्यक्रम, जिसमें सरकारी बजट के साथ दूसरे साझेदार भी पैसा लगाएँ।",
  "partnership-ecosystem.tier.national.suitedTo":
    "राष्ट्रीय मिशनों, विकास बैंकों और कई देशों की मिली-जुली पैसा देने वाली संस्थाओं के लिए",
  "partnership-ecosystem.tier.national.supports":
    "पूरे देश में फैलाव: साझा ढाँचा, प्रशिक्षण केंद्र और नाप-जोख।",
  "partnership-ecosystem.receive.reports": "जिस-जिस गाँव में पैसा लगाया, हर एक की तिमाही रिपोर्ट",
  "partnership-ecosystem.receive.visits": "गाँव की टीमों के साथ गाँव जाकर काम देखना",
  "partnership-ecosystem.receive.steering": "ज़िले की संचालन समिति में एक जगह",
  "partnership-ecosystem.receive.planning": "राज्य में फैलाव की योजना साथ मिलकर बनाना",
  "partnership-ecosystem.receive.evaluation": "हर ज़िले की स्वतंत्र जाँच",
  "partnership-ecosystem.receive.board": "राष्ट्रीय कार्यक्रम बोर्ड में एक जगह",
  "partnership-ecosystem.receive.open-data": "हर गाँव का खुला डेटा",
  "partnership-ecosystem.roles.title": "साझेदारों की भूमिका",
  "partnership-ecosystem.roles.description":
    "छह तरह के साझेदार, हर एक का ऐसा काम जो कोई और नहीं कर सकता।",
  "partnership-ecosystem.roles.who": "कौन",
  "partnership-ecosystem.roles.contributes": "वे क्या लाते हैं",
  "partnership-ecosystem.role.government": "सरकार",
  "partnership-ecosystem.role.csr": "सीएसआर और फ़ाउंडेशन",
  "partnership-ecosystem.role.technology": "तकनीक",
  "partnership-ecosystem.role.healthcare": "स्वास्थ्य सेवा",
  "partnership-ecosystem.role.academic": "शिक्षा और शोध संस्थान",
  "partnership-ecosystem.role.community": "गाँव का समाज",
  // Roles: who plays each, its part, what it brings
  "partnership-ecosystem.role.government.who": "ग्राम पंचायत, ज़िला प्रशासन और राज्य के विभाग",
  "partnership-ecosystem.role.government.part":
    "कार्यक्रम को सरकारी सेवाओं का हिस्सा बनाती है, ताकि यह टिके और बढ़े।",
  "partnership-ecosystem.role.csr.who": "कंपनियों के सीएसआर कार्यक्रम और दान देने वाले फ़ाउंडेशन",
  "partnership-ecosystem.role.csr.part":
    "चरण-दर-चरण काम के लिए पैसा देते हैं; पैसा सार्वजनिक पड़ावों के हिसाब से जारी होता है।",
  "partnership-ecosystem.role.technology.who": "इंटरनेट, मशीनें (हार्डवेयर) और सॉफ़्टवेयर देने वाली कंपनियाँ",
  "partnership-ecosystem.role.technology.part":
    "सिस्टम लगाते और सँभालते हैं, और गाँव के तकनीशियनों को उन्हें चलाना सिखाते हैं।",
  "partnership-ecosystem.role.healthcare.who":
    "अस्पताल, टेलीमेडिसिन सेवा देने वाले और सरकारी स्वास्थ्य कार्यक्रम",
  "partnership-ecosystem.role.healthcare.part":
    "24/7 टेलीमेडिसिन केंद्र में, और वहाँ से आगे बड़े अस्पताल भेजने के रास्ते में, डॉक्टर और स्टाफ़ लगाते हैं।",
  "partnership-ecosystem.role.academic.who": "विश्वविद्यालय और शोध संस्थान",
  "partnership-ecosystem.role.academic.part":
    "निष्पक्ष होकर मापते हैं कि क्या काम करता है, ताकि दूसरे गाँव नतीजों पर भरोसा कर सकें।",
  "partnership-ecosystem.role.community.who": "ग्राम सभा, स्वयं सहायता समूह, किसान समूह और नौजवान",
  "partnership-ecosystem.role.community.part":
    "तय करते हैं कि पहले क्या हो, और कार्यक्रम के सौंपने के बाद सारी चीज़ों के मालिक बनते हैं।",
  "partnership-ecosystem.contribution.permissions": "अनुमतियाँ, ज़मीन और रास्ते का हक़",
  "partnership-ecosystem.contribution.schemes": "पहले से चल रही सरकारी योजनाओं से जोड़",
  "partnership-ecosystem.contribution.route-to-scale": "राज्य और पूरे देश तक फैलने का रास्ता",
  "partnership-ecosystem.contribution.phase-funding": "हर चरण के लिए पैसा",
  "partnership-ecosystem.contribution.volunteers": "स्वयंसेवक बनकर आने वाले कर्मचारी, और मार्गदर्शक",
  "partnership-ecosystem.contribution.expertise": "प्रबंधन और हिसाब-किताब का अनुभव",
  "partnership-ecosystem.contribution.internet": "सैटेलाइट इंटरनेट और नेटवर्क",
  "partnership-ecosystem.contribution.computers": "कंप्यूटर और एआई से पढ़ाई का सॉफ़्टवेयर",
  "partnership-ecosystem.contribution.maintenance": "मरम्मत-देखभाल और तकनीशियनों का प्रशिक्षण",
  "partnership-ecosystem.contribution.doctors": "बुलाने पर मिलने वाले डॉक्टर और विशेषज्ञ",
  "partnership-ecosystem.contribution.diagnostics": "जाँच और बड़े अस्पताल भेजना",
  "partnership-ecosystem.contribution.health-training": "गाँव के स्वास्थ्य कार्यकर्ताओं का प्रशिक्षण",
  "partnership-ecosystem.contribution.evaluation": "शुरुआती हालत और असर की जाँच",
  "partnership-ecosystem.contribution.learning-material": "हिंदी और छत्तीसगढ़ी में पढ़ाई की सामग्री",
  "partnership-ecosystem.contribution.fellowships": "गाँव में रहकर काम करने के लिए छात्रों की फ़ेलोशिप",
  "partnership-ecosystem.contribution.priorities": "क्या पहले हो, और फ़ैसले",
  "partnership-ecosystem.contribution.local-staff": "गाँव के कर्मचारी और स्वयंसेवक",
  "partnership-ecosystem.contribution.ownership": "सौंपे जाने के बाद मालिकाना हक़",
  "partnership-ecosystem.join.title": "साझेदार कैसे बनें",
  "partnership-ecosystem.join.description": "चार कदम; पहले तीन आज ही, शुरुआत से पहले उठाए जा सकते हैं।",
  "partnership-ecosystem.join.step1": "योजना और बजट पढ़ें, और प्रमाण जाँचें।",
  "partnership-ecosystem.join.step2": "अपनी संस्था के हिसाब से भूमिका और स्तर चुनें।",
  "partnership-ecosystem.join.step3":
    "भागीदारी केंद्र पर देखें कि आज अपना अनुभव कैसे साझा करें या काम में पैसा कैसे लगाएँ।",
  "partnership-ecosystem.join.step4":
    "शर्तें तय करें; पैसा चरण-दर-चरण, सार्वजनिक पड़ावों के हिसाब से जारी होगा।",
  "partnership-ecosystem.join.expertise": "अपना अनुभव साझा करें",
  "partnership-ecosystem.join.invest": "काम में पैसा लगाने के तरीके",
  "partnership-ecosystem.links.scaling": "विस्तार का रोडमैप देखें",
  "partnership-ecosystem.links.investment": "निवेश का मौका",
};
