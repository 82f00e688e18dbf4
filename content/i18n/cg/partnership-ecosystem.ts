import type { Messages } from "@/content/i18n/types";
import type { partnershipEcosystem as en } from "@/content/i18n/en/partnership-ecosystem";

export const partnershipEcosystem: Messages<typeof en> = {
  "partnership-ecosystem.hero.status": "अभी तक कोनो साझेदारी तय नइ होय हे",
  "partnership-ecosystem.hero.description":
    "पायलट ह एक गाँव हे; बढ़वार बर साझेदार चाही। ए ओ स्तर अउ भूमिका हरय जेकर बर कार्यक्रम ह साझेदार मन ला बलावत हे। अभी तक कोनो साझेदार नइ जुड़े हे, अउ इहाँ काखरो नाँव नइ हे।",
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
