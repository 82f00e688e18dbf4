import type { Messages } from "@/content/i18n/types";
import type { partnershipEcosystem as en } from "@/content/i18n/en/partnership-ecosystem";

export const partnershipEcosystem: Messages<typeof en> = {
  "partnership-ecosystem.hero.status": "अभी तक कोई साझेदारी तय नहीं हुई",
  "partnership-ecosystem.hero.description":
    "पायलट एक गाँव है; विस्तार के लिए साझेदार चाहिए। ये वे स्तर और भूमिकाएँ हैं जिनके लिए कार्यक्रम साझेदारों को बुला रहा है। अभी तक कोई साझेदार नहीं जुड़ा है, और यहाँ किसी का नाम नहीं है।",
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
