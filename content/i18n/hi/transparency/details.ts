import type { Messages } from "@/content/i18n/types";
import type { transparencyDetails as en } from "@/content/i18n/en/transparency/details";

export const transparencyDetails: Messages<typeof en> = {
  // Budget categories and per-person areas
  "transparency.budget.starlink": "स्टारलिंक इंटरनेट का ढाँचा",
  "transparency.budget.solar": "सोलर बिजली व्यवस्था",
  "transparency.budget.telemedicine": "टेलीमेडिसिन की व्यवस्था",
  "transparency.budget.aiLab": "एआई शिक्षा लैब",
  "transparency.budget.water": "पानी का ढाँचा",
  "transparency.budget.skills": "हुनर का प्रशिक्षण",
  "transparency.area.connectivity": "इंटरनेट",
  "transparency.area.healthcare": "स्वास्थ्य",
  "transparency.area.education": "पढ़ाई",
  "transparency.area.energy": "बिजली",
  "transparency.area.water": "पानी",
  "transparency.area.skills": "हुनर",

  // ROI projections
  "transparency.roi.householdIncome.label": "एक घर की औसत महीने की कमाई",
  "transparency.roi.householdIncome.note":
    "कार्यक्रम के अंत तक का लक्ष्य: हुनर, घर बैठे ऑनलाइन काम, अपने धंधे और फ़सल के बेहतर दाम से।",
  "transparency.roi.communityIncome.label": "पूरे गाँव की साल भर की कमाई",
  "transparency.roi.communityIncome.note":
    "पूरे गाँव की सालाना कमाई: आज कितनी है, और कार्यक्रम की सेवाएँ चलने के बाद कितनी होने का अनुमान है।",
  "transparency.roi.growth.label": "कमाई बढ़ने का लक्ष्य",
  "transparency.roi.growth.note": "आज घर की औसत कमाई से लक्ष्य तक की बढ़त।",
  "transparency.roi.recovery.label": "निवेश की भरपाई",
  "transparency.roi.recovery.note":
    "गाँव की बढ़ी हुई कमाई को, गाँव में लगाए गए पैसे के बराबर होने में लगने वाला अनुमानित समय।",

  // Social impact metrics
  "transparency.social.villagers.label": "जिन गाँववालों तक पहुँचेंगे",
  "transparency.social.villagers.description":
    "गाँव के हर व्यक्ति को इंटरनेट, टेलीमेडिसिन और साफ़ पानी मिलेगा।",
  "transparency.social.households.label": "इंटरनेट से जुड़े घर",
  "transparency.social.households.description":
    "हर घर सैटेलाइट नेटवर्क पर, जबकि आज {internet} घर जुड़े हैं।",
  "transparency.social.children.label": "एआई की मदद से पढ़ने वाले बच्चे",
  "transparency.social.children.description":
    "{ageFrom}-{ageTo} साल के बच्चे हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में पढ़ेंगे।",
  "transparency.social.women.label": "अपने धंधे और अगुआई में महिलाएँ",
  "transparency.social.women.description": "स्वयं सहायता समूह, कमाई वाला काम और गाँव के फ़ैसलों में आवाज़।",
  "transparency.social.farmers.label": "बेहतर खेती और बाज़ार वाले किसान",
  "transparency.social.farmers.description": "मौसम और दाम की सूचना, सोलर सिंचाई और उपज प्रोसेसिंग केंद्र।",
  "transparency.social.adults.label": "डिजिटल हुनर सीखने वाले बड़े",
  "transparency.social.adults.description":
    "सामुदायिक केंद्र में डिजिटल मार्केटिंग, घर बैठे ऑनलाइन काम और कंप्यूटर चलाना।",

  // Verification process
  "transparency.verification.step.record.title": "हर भुगतान दर्ज करना",
  "transparency.verification.step.record.description":
    "हर भुगतान उसी दिन उसकी बजट मद में दर्ज होगा, साथ में यह भी कि उसे किसने मंज़ूर किया।",
  "transparency.verification.step.match.title": "रसीद से मिलान",
  "transparency.verification.step.match.description":
    "हर भुगतान का मिलान एक बिल या रसीद से होगा, जिसे स्कैन करके महीने की तालिका में गिना जाएगा।",
  "transparency.verification.step.check.title": "दो बार जाँच",
  "transparency.verification.step.check.description":
    "टीम का दूसरा सदस्य, जिसने भुगतान नहीं किया, हर रसीद को बैंक के ब्योरे से मिलाएगा, तभी उसे जाँची हुई माना जाएगा।",
  "transparency.verification.step.report.title": "गाँव को हिसाब देना",
  "transparency.verification.step.report.description":
    "महीने का हिसाब गाँव की बैठक में पढ़कर सुनाया जाएगा, जहाँ कोई भी किसी भी पंक्ति के बारे में पूछ सकता है।",
  "transparency.verification.step.audit.title": "स्वतंत्र ऑडिट",
  "transparency.verification.step.audit.description":
    "एक स्वतंत्र चार्टर्ड अकाउंटेंट, जिसे शुरुआत से पहले नियुक्त किया जाएगा, हर वित्त वर्ष हिसाब का ऑडिट करेगा।",

  // Audit schedule
  "transparency.verification.audit.receipts": "रसीदें सबके सामने रखना और जाँचना",
  "transparency.verification.audit.bank": "बैंक खाते से हिसाब का मिलान",
  "transparency.verification.audit.budget": "हर मद में बजट के मुकाबले खर्च",
  "transparency.verification.audit.community": "गाँव द्वारा हिसाब की समीक्षा",
  "transparency.verification.audit.annual": "सालाना स्वतंत्र ऑडिट",
  "transparency.verification.frequency.monthly": "हर महीने",
  "transparency.verification.frequency.quarterly": "हर तिमाही",
  "transparency.verification.frequency.halfYearly": "हर छह महीने",
  "transparency.verification.frequency.yearly": "हर साल",
  "transparency.verification.firstDue.after": "{date} के बाद",

  // Contacts
  "transparency.verification.contact.team.role": "कार्यक्रम की टीम",
  "transparency.verification.contact.team.responsibility":
    "बजट, किसी रसीद या किसी पड़ाव के बारे में सवालों के जवाब देती है। टीम से भागीदारी केंद्र के ज़रिए संपर्क करें।",
  "transparency.verification.contact.auditor.role": "स्वतंत्र ऑडिटर",
  "transparency.verification.contact.auditor.responsibility":
    "शुरुआत से पहले नियुक्त होंगे। ऑडिटर का नाम और उनकी रिपोर्टें यहाँ दिखाई जाएँगी; तब तक ऑडिट करने को कुछ नहीं है।",
  "transparency.verification.contact.village.role": "गाँव की निगरानी",
  "transparency.verification.contact.village.responsibility":
    "गाँव के लोग अपनी बैठकों में महीने का हिसाब देखते हैं और सीधे टीम से सवाल पूछते हैं।",
};
