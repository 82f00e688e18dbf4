import type { Messages } from "@/content/i18n/types";
import type { familyMessages as en } from "@/content/i18n/en/investment/families";

export const familyMessages: Messages<typeof en> = {
  "investment.family.sahu.occupation": "बारिश पर निर्भर छोटे खेत में धान की खेती",
  "investment.family.sahu.challenge.first": "बच्चों की पढ़ाई के लिए इंटरनेट नहीं",
  "investment.family.sahu.challenge.second": "डॉक्टर तक जाने-आने में एक दिन की मज़दूरी लग जाती है",
  "investment.family.sahu.challenge.third": "कमाई बारिश वाली एक ही फ़सल पर टिकी है",
  "investment.family.sahu.story":
    "साहू परिवार जैसे परिवार साल में बारिश के भरोसे एक ही फ़सल लेते हैं। तीनों बच्चे पैदल गाँव के स्कूल जाते हैं, पर उन्होंने कभी कंप्यूटर नहीं चलाया, और कोई भी बीमारी हो तो सबसे पास के दवाखाने तक लंबा सफ़र करना पड़ता है।",
  "investment.family.sahu.impact": "घर में इंटरनेट, गाँव में टेलीमेडिसिन और बच्चों के लिए एआई की मदद से पढ़ाई।",
  "investment.family.netam.occupation": "वनोपज इकट्ठा करना और दिहाड़ी मज़दूरी",
  "investment.family.netam.challenge.first": "मौसमी और अनियमित मज़दूरी",
  "investment.family.netam.challenge.second": "वनोपज बिचौलियों को कम दाम पर बिकती है",
  "investment.family.netam.challenge.third": "माँ की सेहत की कोई जाँच नहीं होती",
  "investment.family.netam.story":
    "नेताम परिवार जैसे परिवार मौसम में महुआ और तेंदू पत्ता इकट्ठा करते हैं और बाकी साल दिहाड़ी मज़दूरी ढूँढते हैं। दाम वही तय करता है जो ख़रीदने आता है।",
  "investment.family.netam.impact":
    "बेचने से पहले ऑनलाइन दाम देखना, टेलीमेडिसिन से नियमित जाँच, और माता-पिता दोनों के लिए डिजिटल साक्षरता।",
  "investment.family.verma.occupation": "किराने की छोटी दुकान और दो एकड़ खेत",
  "investment.family.verma.challenge.first": "ग्राहक डिजिटल तरीके से पैसे नहीं दे पाते",
  "investment.family.verma.challenge.second": "दादा-दादी को डायबिटीज़ की नियमित देखभाल चाहिए",
  "investment.family.verma.challenge.third": "बिजली जाने से सामान ख़राब हो जाता है",
  "investment.family.verma.story":
    "वर्मा परिवार जैसे परिवार अपने खेतों के पास छोटी दुकान चलाते हैं। गाँव में नकद कम पड़ते ही दुकान की बिक्री घट जाती है, और दादा-दादी के इलाज के लिए शहर जाना पड़ता है।",
  "investment.family.verma.impact":
    "दुकान पर डिजिटल भुगतान, फ्रिज चालू रखने वाली सोलर बिजली और दादा-दादी की दूर से जाँच।",
  "investment.family.yadav.occupation": "तीन गायों का दूध का काम, और खेती",
  "investment.family.yadav.challenge.first": "बड़े बेटे ने 12वीं पास की है, पर आस-पास कोई काम नहीं",
  "investment.family.yadav.challenge.second": "दूध खुला, सबसे कम दाम पर बिकता है",
  "investment.family.yadav.challenge.third": "पशु डॉक्टर की सलाह पहुँच में नहीं",
  "investment.family.yadav.story":
    "यादव परिवार जैसे परिवार कुछ गायें पालते हैं और छोटे खेत में खेती करते हैं। उनका बड़ा बेटा स्कूल पूरा कर चुका है और काम के लिए शहर जाने की सोच रहा है।",
  "investment.family.yadav.impact":
    "बेटे के लिए डिजिटल सेवा केंद्र में जगह, वीडियो पर पशु डॉक्टर की सलाह और उपज प्रोसेसिंग केंद्र से मिलकर दूध की बिक्री।",
  "investment.family.dhruw.occupation": "दूसरों के खेतों में मज़दूरी",
  "investment.family.dhruw.challenge.first": "अपनी कोई ज़मीन नहीं",
  "investment.family.dhruw.challenge.second": "बेटी ने 10वीं के बाद स्कूल छोड़ दिया",
  "investment.family.dhruw.challenge.third": "दो फ़सलों के बीच काम बंद हो जाता है",
  "investment.family.dhruw.story":
    "ध्रुव परिवार जैसे परिवार दूसरों के खेतों में काम करते हैं और दो मौसमों के बीच उनकी कोई कमाई नहीं होती। घर में हाथ बँटाने के लिए उनकी बेटी ने जल्दी स्कूल छोड़ दिया।",
  "investment.family.dhruw.impact":
    "बेटी के लिए घर बैठे ऑनलाइन काम का प्रशिक्षण, माँ के लिए स्वयं सहायता समूह का धंधा और प्रोसेसिंग केंद्र में साल भर का काम।",
  "investment.family.nishad.occupation": "गाँव के तालाब में मछली पकड़ना और खेती",
  "investment.family.nishad.challenge.first": "मछली बाज़ार पहुँचने से पहले ख़राब हो जाती है",
  "investment.family.nishad.challenge.second": "सिंचाई बारिश के भरोसे है",
  "investment.family.nishad.challenge.third": "सबसे छोटे बच्चे को कभी समय पर टीका नहीं लगा",
  "investment.family.nishad.story":
    "निषाद परिवार जैसे परिवार गाँव के तालाब में मछली पकड़ते हैं और छोटे खेत में खेती करते हैं। न ठंडा भंडार है, न पंप, इसलिए दोनों कमाइयाँ मौसम के साथ घटती-बढ़ती हैं।",
  "investment.family.nishad.impact":
    "दूसरी फ़सल के लिए सोलर पंप, प्रोसेसिंग केंद्र में ठंडा भंडार और टेलीमेडिसिन केंद्र से टीके की याद दिलाना।",
  "investment.family.markam.occupation": "खेती और बाँस का काम",
  "investment.family.markam.challenge.first": "बाँस का सामान सिर्फ़ हफ़्ते के बाज़ार में बिकता है",
  "investment.family.markam.challenge.second": "तीन बच्चों के बीच स्कूल की एक ही किताब",
  "investment.family.markam.challenge.third": "खाना पकाना और रोशनी लकड़ी और मिट्टी के तेल पर निर्भर",
  "investment.family.markam.story":
    "मरकाम परिवार जैसे परिवार खेती के मौसमों के बीच बाँस से टोकरियाँ और चटाइयाँ बनाते हैं, पर उन्हें सिर्फ़ हफ़्ते के हाट में आने वाले गिने-चुने ख़रीदारों को ही बेच पाते हैं।",
  "investment.family.markam.impact":
    "बाँस का सामान ऑनलाइन और गाँव आने वाले सैलानियों को बिकना, गृहकार्य के लिए सोलर रोशनी और तीनों बच्चों के लिए डिजिटल किताबें।",
  "investment.family.patel.occupation": "दो एकड़ में सब्ज़ी की खेती",
  "investment.family.patel.challenge.first": "डीज़ल पंप सारा मुनाफ़ा खा जाते हैं",
  "investment.family.patel.challenge.second": "सब्ज़ी उसी दिन, जो दाम मिले उस पर बेचनी पड़ती है",
  "investment.family.patel.challenge.third": "कीड़े लगने पर फ़सल की कोई सलाह नहीं मिलती",
  "investment.family.patel.story":
    "पटेल परिवार जैसे परिवार पास के बाज़ार के लिए सब्ज़ी उगाते हैं, पंप चलाने के लिए डीज़ल पर पैसे लगाते हैं और उसी दिन बेच देते हैं, क्योंकि कुछ भी टिकता नहीं।",
  "investment.family.patel.impact":
    "डीज़ल की जगह सोलर सिंचाई, प्रोसेसिंग केंद्र में सुखाना और अचार बनाना, और एआई लैब से फ़सल की सलाह।",
  "investment.family.kanwar.occupation": "विधवा महिला के भरोसे चलता घर, दिहाड़ी मज़दूरी पर",
  "investment.family.kanwar.challenge.first": "पूरे घर में एक ही कमाने वाली",
  "investment.family.kanwar.challenge.second": "न बचत, न कोई चालू बैंक खाता",
  "investment.family.kanwar.challenge.third": "काम घर और बच्चे से दूर है",
  "investment.family.kanwar.story":
    "कंवर परिवार जैसे घर एक महिला की दिहाड़ी पर चलते हैं, जो अक्सर घर से दूर कमानी पड़ती है।",
  "investment.family.kanwar.impact":
    "महिलाओं के स्वयं सहायता समूह के ज़रिए घर के पास काम, फ़ोन से चलने वाला बैंक खाता और बच्चे के लिए स्कूल के बाद पढ़ाई।",
};
