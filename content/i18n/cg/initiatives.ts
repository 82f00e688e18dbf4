import type { Messages } from "@/content/i18n/types";
import type { initiatives as en } from "@/content/i18n/en/initiatives";

export const initiatives: Messages<typeof en> = {
  "vision.hero.badge": "15 अगस्त 2028 के सपना",
  "vision.hero.stage": "काम 2025 के चौथा तिमाही म सुरू होही",
  "vision.hero.description":
    "2028 के आजादी के दिन गाँव ला सोचव: सुरुज ले चलत पंप, स्क्रीन म डाक्टर, तीन भाखा म पढ़ई अउ हर घर म इंटरनेट। एमा ले कुछु अभी होय नइ हे। इही ओ आघू के दिन हरे, जेकर बर योजना, बजट अउ समय-रेखा बनाए गे हवय।",
  "vision.hero.watch": "सपना ला पूरा होवत देखव",
  "vision.hero.plan": "काम के योजना देखव",

  "vision.day.title": "गाँव म एक दिन, 15 अगस्त 2028",
  "vision.day.intro":
    "ए आघू के दिन के एक तसवीर हरे, कोनो रिपोर्ट नो हे। कार्यक्रम अभी सुरू नइ होय हे: काम 2025 के चौथा तिमाही म सुरू होही अउ दिसंबर 2027 तक चलही। काम पूरा होय के बाद एक आम दिन अइसन हो सकथे।",
  "vision.day.badge": "सपना, अभी सच नइ",
  "vision.day.service": "ए ह काखर ले हो पाही",
  "vision.day.morning.time": "बिहनिया 6:30",
  "vision.day.morning.title": "सुरुज के संग पंप चालू",
  "vision.day.morning.story":
    "आजादी के दिन के झंडा फहराय के पहिली ले सोलर पंप ह इस्कूल तीर के टंकी ला भरत हवय। पानी भरे बर कोनो ला बिजली लहुटे के अगोरा नइ करे ला परय, अउ खेत मन ला किसान मन के आपस म तय करे पारी ले पानी मिलथे। 2025 म सिरिफ {water}% घर म साफ पानी हवय अउ {electricity}% घर म भरोसा के बिजली।",
  "vision.day.morning.link": "सोलर बिजली के असर",
  "vision.day.afternoon.time": "मंझनिया 2:00",
  "vision.day.afternoon.title": "{km} किलोमीटर के रद्दा नापे बिना डाक्टर",
  "vision.day.afternoon.story":
    "टेलीमेडिसिन केंद्र म स्वास्थ्य कार्यकर्ता ह एक डोकरी दाई के बलड प्रेसर नापथे अउ जिला असपताल के डाक्टर ओला स्क्रीन म देखथे। जाय के पहिली अगला जाँच के दिन तय हो जाथे। न डोकरी दाई के एक दिन के रोजी गिस, न ओला ले जवइया बेटा के।",
  "vision.day.afternoon.link": "टेलीमेडिसिन के असर",
  "vision.day.evening.time": "संझा 6:00",
  "vision.day.evening.title": "हुनर केंद्र म रौनक",
  "vision.day.evening.story":
    "खेत ले लहुटे नवजवान मन गाँव के हुनर केंद्र म बइठ के घर ले होवइया काम (रिमोट वर्क) अउ डिजिटल मार्केटिंग के ग्राहक मन के काम करथें। एआई लैब म लइका मन छत्तीसगढ़ी, हिंदी या अंगरेजी म अपन-अपन रफ्तार ले दिन के पाठ पूरा करथें। 2025 म एक घर के कमई महीना म करीब ₹{income} हवय; बदलाव इही खोली ले सुरू होथे।",
  "vision.day.evening.link": "एआई लैब के असर",
  "vision.day.night.time": "रतिहा 9:00",
  "vision.day.night.title": "अँजोर बरत हे, अउ सहर बस एक फोन दुरिहा",
  "vision.day.night.story":
    "गली मन म सोलर बत्ती अभी ले बरत हवय। रायपुर म पढ़इया बेटी ह {speed} Mbps तक के इंटरनेट ले वीडियो कॉल म अपन परिवार ले जुड़थे, अउ ओखर छोटे भाई ह काली के तियारी करथे। सबो {households} घर इंटरनेट ले जुड़े हवंय।",
  "vision.day.night.link": "सैटेलाइट इंटरनेट के असर",
  "vision.day.closing":
    "एमा ले कुछु अभी होय नइ हे। उहाँ तक पहुँचे के हर कदम सोचे-समझे हे, ओखर खरचा तय हे अउ ए साइट म छपे हे, ताकि तुमन कार्यक्रम ला ओखर बात म परख सकव।",

  "vision.succeed.title": "हमन काबर सफल होबो",
  "vision.succeed.description": "तीन कारन, जेला तुमन खुद जाँच सकथव।",
  "vision.succeed.community.title": "गाँव के संग मिल के, सिरिफ गाँव बर नइ",
  "vision.succeed.community.body":
    "ग्राम सभा हर तिमाही योजना ला जाँचही, गाँव के अगुवा मन हर सेवा ला गढ़हीं, अउ सबो कुछु छत्तीसगढ़ी, हिंदी अउ अंगरेजी म मिलही।",
  "vision.succeed.community.link": "गाँव के बात सुनव",
  "vision.succeed.costed.title": "तीन चरन के योजना, पूरा खरचा के हिसाब के संग",
  "vision.succeed.costed.body":
    "{months} महीना म {total}, तीन चरन म बँटाय, {contingency}% अचानक के खरचा बर बचा के राखे पइसा के संग, अउ जोखिम समेत महीना-दर-महीना के योजना।",
  "vision.succeed.costed.link": "समय-रेखा देखव",
  "vision.succeed.open.title": "हर रुपिया के खुल्ला हिसाब",
  "vision.succeed.open.body":
    "बजट, खरचा अउ रसीद खुल्ला हिसाब केंद्र म छपथे। आज उहाँ {spent} खरचा दिखथे, काबर के काम अभी सुरू नइ होय हे।",
  "vision.succeed.open.link": "खुल्ला हिसाब केंद्र खोलव",

  "vision.join.title": "बदलाव ले जुड़व",
  "vision.join.description": "ए दिन ला सच करे म मदद के चार रद्दा।",
  "vision.join.invest.title": "निवेश करव",
  "vision.join.invest.body": "असर के स्तर चुनव अउ परिवार-दर-परिवार देखव के तुंहर पइसा काखर काम आही।",
  "vision.join.skills.title": "अपन हुनर बाँटव",
  "vision.join.skills.body":
    "गुरुजी, डाक्टर, इंजीनियर अउ मार्केटिंग के जानकार मन ऑनलाइन रद्दा देखा सकथें या कोनो कोर्स बनाए म मदद कर सकथें।",
  "vision.join.volunteer.title": "सेवा करव",
  "vision.join.volunteer.body":
    "ऑनलाइन समय देवव, या 2025 के चौथा तिमाही म कार्यक्रम सुरू होय के बाद गाँव आ के।",
  "vision.join.advocate.title": "बात ला बगरावव",
  "vision.join.advocate.body":
    "दूसर मन ला बतावव। एक गाँव म बढ़िया काम ह 6,00,000 अउ गाँव बर मिसाल बनही।",
  "vision.join.action.investNow": "अभी निवेश करव",
  "vision.join.action.meetTeam": "टीम ले मिलव",
  "vision.join.action.shareSkills": "हुनर बाँटव",
  "vision.join.action.volunteer": "सेवा करव",
  "vision.join.action.visitToday": "गाँव आवव",
  "vision.join.action.advocate": "बात बगरावव",
  "vision.join.action.watchVision": "सपना देखव",
  "vision.join.toast.visitToday.title": "गाँव आना कार्यक्रम सुरू होय के बाद",
  "vision.join.toast.visitToday.body":
    "काम 2025 के चौथा तिमाही म सुरू होही। भागीदारी केंद्र ले बतावव के तुमन आना चाहथव; कार्यक्रम चले लगही त ग्राम पंचायत के संग मिल के तुंहर आय के बेवस्था करे जाही।",
  "vision.join.toast.visitToday.action": "भागीदारी केंद्र खोलव",
  "vision.join.toast.shared.title": "लिंक कॉपी हो गे",
  "vision.join.toast.shared.body": "एला कोनो संगी, साथी या अपन सीएसआर टीम ला भेजव।",
  "vision.join.toast.shareFallback.title": "ए पन्ना ला बाँटव",
  "vision.join.toast.shareFallback.body": "ए पता ला कॉपी करके आघू भेजव: {url}",
  "vision.join.shareText": "छत्तीसगढ़ के एक गाँव ला बदले के योजना, 6,00,000 गाँव बर एक मिसाल।",

  "vision.final.title": "ए कहानी के हिस्सा बनव",
  "vision.final.description":
    "ओ मनखे मन ले जुड़व जेन गाँव के संग मिल के ए दिन ला लिखहीं, अउ काम ला होवत देखव।",
  "vision.final.joinCommunity": "हमर समाज ले जुड़व",
  "vision.final.watchProgress": "प्रगति ला सीधा देखव",
};
