import type { Messages } from "@/content/i18n/types";
import type { transparencyDetails as en } from "@/content/i18n/en/transparency/details";

export const transparencyDetails: Messages<typeof en> = {
  // Budget categories and per-person areas
  "transparency.budget.starlink": "स्टारलिंक इंटरनेट के ढाँचा",
  "transparency.budget.solar": "सोलर बिजली के बेवस्था",
  "transparency.budget.telemedicine": "टेलीमेडिसिन के बेवस्था",
  "transparency.budget.aiLab": "एआई पढ़ई लैब",
  "transparency.budget.water": "पानी के ढाँचा",
  "transparency.budget.skills": "हुनर के सिखई",
  "transparency.area.connectivity": "इंटरनेट",
  "transparency.area.healthcare": "सेहत",
  "transparency.area.education": "पढ़ई",
  "transparency.area.energy": "बिजली",
  "transparency.area.water": "पानी",
  "transparency.area.skills": "हुनर",

  // ROI projections
  "transparency.roi.householdIncome.label": "एक घर के औसत महीना के कमई",
  "transparency.roi.householdIncome.note":
    "कार्यक्रम के आखिर तक के लक्ष्य: हुनर, घर बइठे ऑनलाइन काम, अपन धंधा अउ फसल के बढ़िया दाम ले।",
  "transparency.roi.communityIncome.label": "पूरा गाँव के साल भर के कमई",
  "transparency.roi.communityIncome.note":
    "पूरा गाँव के सालाना कमई: आज कतका हवय, अउ कार्यक्रम के सेवा चले के बाद कतका होय के अनुमान हवय।",
  "transparency.roi.growth.label": "कमई बढ़े के लक्ष्य",
  "transparency.roi.growth.note": "आज के औसत घर के कमई ले लक्ष्य तक के बढ़त।",
  "transparency.roi.recovery.label": "निवेश के भरपाई",
  "transparency.roi.recovery.note":
    "गाँव के बढ़े कमई ला, गाँव म लगे पइसा के बरोबर होय म लगइया अनुमानित समय।",

  // Social impact metrics
  "transparency.social.villagers.label": "जेन गाँव वाले मन तक पहुँचबो",
  "transparency.social.villagers.description":
    "गाँव के हर मनखे ला इंटरनेट, टेलीमेडिसिन अउ साफ पानी मिलही।",
  "transparency.social.households.label": "इंटरनेट ले जुड़े घर",
  "transparency.social.households.description":
    "हर घर सैटेलाइट नेटवर्क म, जबकि आज {internet} घर जुड़े हवय।",
  "transparency.social.children.label": "एआई के मदद ले पढ़इया लइका",
  "transparency.social.children.description":
    "{ageFrom}-{ageTo} बछर के लइका मन हिंदी, छत्तीसगढ़ी अउ अंगरेजी म पढ़हीं।",
  "transparency.social.women.label": "अपन धंधा अउ अगुवाई म माईलोगन",
  "transparency.social.women.description": "स्वयं सहायता समूह, कमई वाले काम अउ गाँव के फैसला म आवाज।",
  "transparency.social.farmers.label": "बढ़िया खेती अउ बजार वाले किसान",
  "transparency.social.farmers.description": "मौसम अउ दाम के खबर, सोलर सिंचाई अउ उपज प्रोसेसिंग केंद्र।",
  "transparency.social.adults.label": "डिजिटल हुनर सीखइया सियान-जवान",
  "transparency.social.adults.description":
    "सामुदायिक केंद्र म डिजिटल मार्केटिंग, घर बइठे ऑनलाइन काम अउ कंप्यूटर चलाना।",

  // Verification process
  "transparency.verification.step.record.title": "हर भुगतान ला लिखना",
  "transparency.verification.step.record.description":
    "हर भुगतान ओही दिन ओकर बजट मद म लिखे जाही, संग म ए घलो के ओला कोन मंजूरी दिस।",
  "transparency.verification.step.match.title": "रसीद ले मिलान",
  "transparency.verification.step.match.description":
    "हर भुगतान के मिलान एक बिल या रसीद ले होही, जेला स्कैन करके महीना के तालिका म गिने जाही।",
  "transparency.verification.step.check.title": "दू बार जाँच",
  "transparency.verification.step.check.description":
    "टीम के दूसर सदस्य, जेन भुगतान नइ करिस, हर रसीद ला बैंक के ब्योरा ले मिलाही, तभे ओला जाँचे गे माने जाही।",
  "transparency.verification.step.report.title": "गाँव ला हिसाब देना",
  "transparency.verification.step.report.description":
    "महीना के हिसाब गाँव के बइठका म पढ़ के सुनाए जाही, जिहाँ कोनो भी मनखे कोनो भी लाइन के बारे म पूछ सकथे।",
  "transparency.verification.step.audit.title": "स्वतंत्र ऑडिट",
  "transparency.verification.step.audit.description":
    "एक स्वतंत्र चार्टर्ड अकाउंटेंट, जेला सुरुआत के पहिली रखे जाही, हर वित्त बछर हिसाब के ऑडिट करही।",

  // Audit schedule
  "transparency.verification.audit.receipts": "रसीद मन ला सबके आगू रखना अउ जाँचना",
  "transparency.verification.audit.bank": "बैंक खाता ले हिसाब के मिलान",
  "transparency.verification.audit.budget": "हर मद म बजट के मुकाबला खरचा",
  "transparency.verification.audit.community": "गाँव वाले मन के हिसाब देखना",
  "transparency.verification.audit.annual": "सालाना स्वतंत्र ऑडिट",
  "transparency.verification.frequency.monthly": "हर महीना",
  "transparency.verification.frequency.quarterly": "हर तिमाही",
  "transparency.verification.frequency.halfYearly": "हर छह महीना",
  "transparency.verification.frequency.yearly": "हर बछर",
  "transparency.verification.firstDue.after": "{date} के बाद",

  // Contacts
  "transparency.verification.contact.team.role": "कार्यक्रम के टीम",
  "transparency.verification.contact.team.responsibility":
    "बजट, कोनो रसीद या कोनो पड़ाव के बारे म सवाल के जवाब देथे। टीम ले भागीदारी केंद्र के जरिया गोठियावव।",
  "transparency.verification.contact.auditor.role": "स्वतंत्र ऑडिटर",
  "transparency.verification.contact.auditor.responsibility":
    "सुरुआत के पहिली रखे जाही। ऑडिटर के नाम अउ ओकर रिपोर्ट इहाँ दिखाए जाही; तब तक ऑडिट करे बर कुछु नइ हे।",
  "transparency.verification.contact.village.role": "गाँव के निगरानी",
  "transparency.verification.contact.village.responsibility":
    "गाँव के मन अपन बइठका म महीना के हिसाब देखथें अउ सीधा टीम ले सवाल पूछथें।",
};
