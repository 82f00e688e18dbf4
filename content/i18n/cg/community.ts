import type { Messages } from "@/content/i18n/types";
import type { community as en } from "@/content/i18n/en/community";

export const community: Messages<typeof en> = {
  "community.hero.stage": "काम सुरू होय के पहिली · 2025 के चौथा तिमाही म सुरुआत",
  "community.hero.illustrative": "ए पन्ना के बात मन उदाहरन बर हवंय",
  "community.hero.description":
    "ए कार्यक्रम गाँव के संग मिल के बनथे, ऊपर ले लादे नइ जाय। इहाँ गाँव के ओ पद मन हवंय जेकर संग ए काम करही, 2028 तक कइसन बात सुने के आस हवय, अउ ओ बइठका मन जेमा गाँव वाले मन काम के रद्दा तय करहीं।",
  "community.notice.title": "ए बात मन के बारे म",
  "community.notice.body":
    "कार्यक्रम अभी सुरू नइ होय हे। खाल्हे दे गे अगुवा मन पद हरें, नाँव वाले मनखे नो हें; ओमन के बात अउ लोगन के राय उदाहरन बर लिखे गे हवय: कार्यक्रम के टीम ह लिखे हे के ओ ह का सुनना चाहथे, ए ला असली गाँव वाले मन नइ कहे हें।",
  "community.badge.illustrative": "उदाहरन",

  "community.leaders.title": "गाँव के अगुवा",
  "community.leaders.description": "गाँव के ओ पद मन जेकर संग कार्यक्रम काम करही, अउ हर एक का करही।",
  "community.leaders.experience": "अनुभव",
  "community.leaders.support": "ओमन कइसे मदद करहीं",
  "community.leaders.vision": "ओमन के आस",

  "community.leader.sarpanch.name": "सरपंच",
  "community.leader.sarpanch.role": "गाँव के मुखिया, ग्राम पंचायत",
  "community.leader.sarpanch.experience": "गाँव वाले मन पाँच बछर बर चुनथें; ग्राम सभा ला चलाथें।",
  "community.leader.sarpanch.support":
    "हर तिमाही ग्राम सभा म योजना, बजट अउ रसीद मन ला जाँचे के बइठका बलाहीं।",
  "community.leader.sarpanch.vision":
    "जब हर घर इंटरनेट ले जुड़ जाही, त पंचायत के हिसाब-किताब ला कोनो भी पढ़ सकही, सिरिफ ओमन नइ जेन मन ब्लॉक दफ्तर तक जा सकथें।",
  "community.leader.head-teacher.name": "बड़े गुरुजी",
  "community.leader.head-teacher.role": "सरकारी इस्कूल",
  "community.leader.head-teacher.experience":
    "गाँव के इस्कूल के गुरुजी मन के अउ रोज के समय-सारनी के अगुवाई करथें।",
  "community.leader.head-teacher.support":
    "एआई लैब के पाठ-योजना चुने म, अउ लैब के घंटा ला इस्कूल के बेरा म बइठारे म मदद करहीं।",
  "community.leader.head-teacher.vision":
    "मोर मन हवय के हमर इस्कूल ले निकलइया हर लइका अपन भाखा म पढ़-लिख सकय अउ कंप्यूटर चला सकय, अउ अंगरेजी म घलो।",
  "community.leader.asha.name": "मितानिन",
  "community.leader.asha.role": "मान्यता पाए समाज के स्वास्थ्य कार्यकर्ता",
  "community.leader.asha.experience":
    "हर घर म सेहत बर सबले पहिली इही मन ले बात होथे; राष्ट्रीय स्वास्थ्य मिशन म सिखई पाए हें।",
  "community.leader.asha.support":
    "टेलीमेडिसिन म डाक्टर ले सलाह के बेरा तय करहीं अउ घर जा के मरीज मन के हाल पूछहीं।",
  "community.leader.asha.vision":
    "स्क्रीन म डाक्टर मिले के मतलब हे के जाँच बर जिला अस्पताल जाए म कोनो महतारी के एक दिन के रोजी नइ जाही।",
  "community.leader.shg-leader.name": "स्व-सहायता समूह के अगुवा",
  "community.leader.shg-leader.role": "माईलोगन मन के स्व-सहायता समूह के संघ",
  "community.leader.shg-leader.experience":
    "गाँव के सबो वार्ड के माईलोगन मन संग बचत अउ करजा के समूह चलाथें।",
  "community.leader.shg-leader.support": "माईलोगन मन ला हुनर केंद्र अउ खेती-उपज प्रोसेसिंग केंद्र ले जोड़हीं।",
  "community.leader.shg-leader.vision":
    "हमर अथान अउ मोटा अनाज सहर के गाहक मन तक पहुँच सकथे। हमन ला बस जुड़ाव अउ सिखई चाही।",

  "community.testimonials.title": "गाँव के आवाज",
  "community.testimonials.description":
    "2028 ला सोच के लिखे, उदाहरन बर दे गे राय, हर एक पाँच म ले रेटिंग के संग, छत्तीसगढ़ी म।",
  "community.testimonials.original": "छत्तीसगढ़ी म",
  "community.testimonials.translation": "अनुवाद",
  "community.testimonials.impact": "का बदलिस",
  "community.testimonials.rating": "5 म ले {rating} रेटिंग",

  "community.testimonial.farmer.name": "धान के किसान",
  "community.testimonial.farmer.role": "तीन एकड़ म धान बोथे",
  "community.testimonial.farmer.impact": "फसल के बने दाम",
  "community.testimonial.mother.name": "दू लइका के महतारी",
  "community.testimonial.mother.role": "स्व-सहायता समूह के सदस्य",
  "community.testimonial.mother.impact": "आए-जाए बिना इलाज",
  "community.testimonial.student.name": "कक्षा 10 के पढ़इया",
  "community.testimonial.student.role": "गाँव के इस्कूल म पढ़थे",
  "community.testimonial.student.impact": "तीन भाखा म पढ़ई",
  "community.testimonial.elder.name": "रिटायर होए गुरुजी",
  "community.testimonial.elder.role": "गाँव के सियान",
  "community.testimonial.elder.impact": "सुरता कराथे के सियान मन ला सिखोवत रहना हे",

  "community.activities.title": "गाँव के भागीदारी",
  "community.activities.description":
    "नियम ले होवइया बइठका जेमा गाँव वाले मन कार्यक्रम के रद्दा तय करहीं, 2025 के चौथा तिमाही म सुरुआत के संग।",
  "community.activities.planned": "योजना म",
  "community.activities.frequency": "कतका बेर",
  "community.activities.participation": "कोन-कोन जुड़हीं",
  "community.activities.focus": "काखर ऊपर जोर",
  "community.activities.impact": "का असर के आस",

  "community.frequency.quarterly": "हर तिमाही",
  "community.frequency.monthly": "हर महीना",
  "community.frequency.fortnightly": "हर पंदरा दिन",
  "community.frequency.weekly": "हर हप्ता",
  "community.activity.gram-sabha.title": "ग्राम सभा म कार्यक्रम के जाँच",
  "community.activity.gram-sabha.participation": "गाँव के सबो {n} बड़े मन बर खुल्ला",
  "community.activity.gram-sabha.focus": "योजना, बजट, रसीद अउ प्रगति",
  "community.activity.gram-sabha.impact":
    "गाँव वाले मन खुदे तय करथें के पहिली का होही, अउ खरचा ला खुदे जाँचथें",
  "community.activity.mothers.title": "मितानिन संग महतारी मन के सेहत बइठका",
  "community.activity.mothers.participation": "हर वार्ड के महतारी अउ गरभवती माईलोगन मन",
  "community.activity.mothers.focus": "महतारी अउ लइका के सेहत, टेलीमेडिसिन के सहारा ले",
  "community.activity.mothers.impact": "जल्दी जाँच, अउ नवा सेवा ऊपर भरोसा",
  "community.activity.parents.title": "दाई-ददा मन के पढ़ई बइठका",
  "community.activity.parents.participation": "गाँव के {n} लइका मन के दाई-ददा",
  "community.activity.parents.focus": "एआई लैब अउ इस्कूल म लइका मन के प्रगति",
  "community.activity.parents.impact": "दाई-ददा मन घर म पढ़ई ऊपर नजर रखथें अउ संग देथें",
  "community.activity.farmers.title": "किसान मन के डिजिटल बजार दिन",
  "community.activity.farmers.participation": "गाँव के {n} किसान मन",
  "community.activity.farmers.focus": "फसल के दाम, मौसम अउ खेती-उपज प्रोसेसिंग केंद्र",
  "community.activity.farmers.impact": "बने दाम अउ फसल के कम बरबादी",
  "community.activity.elders.title": "सियान मन के डिजिटल बइठका",
  "community.activity.elders.participation": "गाँव के {n} सियान मन, नवजवान सेवक मन के संग",
  "community.activity.elders.focus": "फोन, वीडियो कॉल, पेंसन अउ टेलीमेडिसिन",
  "community.activity.elders.impact": "कोनो ह सेवा मन ले नइ छूटय",

  "community.links.title": "गाँव के अपन योजना के संग देवव",
  "community.links.description": "देखव के निवेश काखर काम आथे, अउ हर रुपिया के हिसाब कइसे छपही।",
  "community.links.investment": "गाँव म निवेश करव",
  "community.links.transparency": "खुल्ला हिसाब केंद्र देखव",
};
