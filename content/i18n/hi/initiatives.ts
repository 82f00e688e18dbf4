import type { Messages } from "@/content/i18n/types";
import type { initiatives as en } from "@/content/i18n/en/initiatives";

export const initiatives: Messages<typeof en> = {
  "vision.hero.badge": "15 अगस्त 2028 का सपना",
  "vision.hero.stage": "काम 2025 की चौथी तिमाही में शुरू होगा",
  "vision.hero.description":
    "स्वतंत्रता दिवस 2028 पर गाँव की कल्पना कीजिए: सूरज से चलते पंप, स्क्रीन पर डॉक्टर, तीन भाषाओं में पढ़ाई और हर घर में इंटरनेट। इनमें से कुछ भी अभी हुआ नहीं है। यही वह भविष्य है जिसके लिए योजना, बजट और समय-रेखा बनाई गई है।",
  "vision.hero.watch": "सपने को साकार होते देखें",
  "vision.hero.plan": "काम की योजना देखें",

  "vision.day.title": "गाँव में एक दिन, 15 अगस्त 2028",
  "vision.day.intro":
    "यह भविष्य की एक तस्वीर है, कोई रिपोर्ट नहीं। कार्यक्रम अभी शुरू नहीं हुआ है: काम 2025 की चौथी तिमाही में शुरू होगा और दिसंबर 2027 तक चलेगा। काम पूरा होने के बाद एक आम दिन कुछ ऐसा हो सकता है।",
  "vision.day.badge": "सपना, अभी हक़ीक़त नहीं",
  "vision.day.service": "यह किससे मुमकिन होगा",
  "vision.day.morning.time": "सुबह 6:30",
  "vision.day.morning.title": "सूरज के साथ पंप चालू",
  "vision.day.morning.story":
    "स्वतंत्रता दिवस का झंडा फहराने से पहले ही सोलर पंप स्कूल के पास वाली टंकी भर रहे हैं। पानी भरने के लिए किसी को बिजली लौटने का इंतज़ार नहीं करना पड़ता, और खेतों को किसानों की आपस में तय की गई बारी से पानी मिलता है। 2025 में सिर्फ़ {water}% घरों में साफ़ पानी है और {electricity}% घरों में भरोसेमंद बिजली।",
  "vision.day.morning.link": "सोलर बिजली का असर",
  "vision.day.afternoon.time": "दोपहर 2:00",
  "vision.day.afternoon.title": "{km} किमी के सफ़र के बिना डॉक्टर",
  "vision.day.afternoon.story":
    "टेलीमेडिसिन केंद्र में स्वास्थ्य कार्यकर्ता एक दादी का ब्लड प्रेशर नापती हैं और ज़िला अस्पताल के डॉक्टर उसे स्क्रीन पर देखते हैं। जाने से पहले ही अगली जाँच का दिन तय हो जाता है। न दादी की एक दिन की मज़दूरी गई, न उन्हें ले जाने वाले बेटे की।",
  "vision.day.afternoon.link": "टेलीमेडिसिन का असर",
  "vision.day.evening.time": "शाम 6:00",
  "vision.day.evening.title": "हुनर केंद्र में रौनक",
  "vision.day.evening.story":
    "खेतों से लौटे नौजवान गाँव के हुनर केंद्र में रिमोट काम और डिजिटल मार्केटिंग के ग्राहकों का काम करने बैठते हैं। एआई लैब में बच्चे छत्तीसगढ़ी, हिंदी या अंग्रेज़ी में अपनी-अपनी रफ़्तार से दिन के पाठ पूरे करते हैं। 2025 में एक घर की कमाई महीने में लगभग ₹{income} है; बदलाव इसी कमरे से शुरू होता है।",
  "vision.day.evening.link": "एआई लैब का असर",
  "vision.day.night.time": "रात 9:00",
  "vision.day.night.title": "रोशनी जल रही है, और शहर बस एक कॉल दूर",
  "vision.day.night.story":
    "गलियों में सोलर बत्तियाँ अब भी जल रही हैं। रायपुर में पढ़ने वाली बेटी {speed} Mbps तक के इंटरनेट पर वीडियो कॉल से परिवार से जुड़ती है, और उसका छोटा भाई कल की तैयारी करता है। सभी {households} घर इंटरनेट से जुड़े हैं।",
  "vision.day.night.link": "सैटेलाइट इंटरनेट का असर",
  "vision.day.closing":
    "इनमें से कुछ भी अभी हुआ नहीं है। वहाँ तक पहुँचने का हर कदम सोचा हुआ है, उसका खर्च तय है और इस साइट पर प्रकाशित है, ताकि आप कार्यक्रम को उसके वादे पर परख सकें।",

  "vision.succeed.title": "हम सफल क्यों होंगे",
  "vision.succeed.description": "तीन कारण, जिन्हें आप ख़ुद जाँच सकते हैं।",
  "vision.succeed.community.title": "गाँव के साथ मिलकर, सिर्फ़ गाँव के लिए नहीं",
  "vision.succeed.community.body":
    "ग्राम सभा हर तिमाही योजना की समीक्षा करेगी, गाँव के अगुआ हर सेवा को आकार देंगे, और सब कुछ छत्तीसगढ़ी, हिंदी और अंग्रेज़ी में मिलेगा।",
  "vision.succeed.community.link": "समुदाय की बात सुनें",
  "vision.succeed.costed.title": "तीन चरणों की योजना, पूरे खर्च के हिसाब के साथ",
  "vision.succeed.costed.body":
    "{months} महीनों में {total}, तीन चरणों में बँटा हुआ, {contingency}% आकस्मिक रिज़र्व के साथ, और जोखिमों सहित महीने-दर-महीने की योजना।",
  "vision.succeed.costed.link": "समय-रेखा देखें",
  "vision.succeed.open.title": "हर रुपये का खुला हिसाब",
  "vision.succeed.open.body":
    "बजट, खर्च और रसीदें खुला हिसाब केंद्र पर प्रकाशित होती हैं। आज वहाँ {spent} खर्च दिखता है, क्योंकि काम अभी शुरू नहीं हुआ है।",
  "vision.succeed.open.link": "खुला हिसाब केंद्र खोलें",

  "vision.join.title": "बदलाव से जुड़ें",
  "vision.join.description": "इस दिन को सच करने में मदद के चार तरीके।",
  "vision.join.invest.title": "निवेश करें",
  "vision.join.invest.body": "असर का स्तर चुनें और परिवार-दर-परिवार देखें कि आपका पैसा किस काम आएगा।",
  "vision.join.skills.title": "अपना हुनर बाँटें",
  "vision.join.skills.body":
    "शिक्षक, डॉक्टर, इंजीनियर और मार्केटिंग के जानकार ऑनलाइन मार्गदर्शन कर सकते हैं या कोई कोर्स बनाने में मदद कर सकते हैं।",
  "vision.join.volunteer.title": "स्वयंसेवा करें",
  "vision.join.volunteer.body":
    "ऑनलाइन समय दें, या 2025 की चौथी तिमाही में कार्यक्रम शुरू होने के बाद गाँव आकर।",
  "vision.join.advocate.title": "आवाज़ उठाएँ",
  "vision.join.advocate.body": "दूसरों को बताएँ। एक गाँव में अच्छा काम 6,00,000 और गाँवों के लिए मिसाल बनेगा।",
  "vision.join.action.investNow": "अभी निवेश करें",
  "vision.join.action.meetTeam": "टीम से मिलें",
  "vision.join.action.shareSkills": "हुनर बाँटें",
  "vision.join.action.volunteer": "स्वयंसेवक बनें",
  "vision.join.action.visitToday": "गाँव आएँ",
  "vision.join.action.advocate": "बात फैलाएँ",
  "vision.join.action.watchVision": "सपना देखें",
  "vision.join.toast.visitToday.title": "गाँव आना कार्यक्रम शुरू होने के बाद",
  "vision.join.toast.visitToday.body":
    "काम 2025 की चौथी तिमाही में शुरू होगा। भागीदारी केंद्र के ज़रिए बताइए कि आप आना चाहते हैं; कार्यक्रम चलने लगने पर ग्राम पंचायत के साथ मिलकर आपका आना तय किया जाएगा।",
  "vision.join.toast.visitToday.action": "भागीदारी केंद्र खोलें",
  "vision.join.toast.shared.title": "लिंक कॉपी हो गया",
  "vision.join.toast.shared.body": "इसे किसी दोस्त, साथी या अपनी सीएसआर टीम को भेजें।",
  "vision.join.toast.shareFallback.title": "यह पेज साझा करें",
  "vision.join.toast.shareFallback.body": "यह पता कॉपी करके आगे भेजें: {url}",
  "vision.join.shareText": "छत्तीसगढ़ के एक गाँव को बदलने की योजना, 6,00,000 गाँवों के लिए एक मिसाल।",

  "vision.final.title": "इस कहानी का हिस्सा बनें",
  "vision.final.description": "उन लोगों से जुड़ें जो गाँव के साथ मिलकर यह दिन लिखेंगे, और काम को होते हुए देखें।",
  "vision.final.joinCommunity": "हमारे समुदाय से जुड़ें",
  "vision.final.watchProgress": "प्रगति सीधे देखें",
};
