import type { Messages } from "@/content/i18n/types";
import type { familyMessages as en } from "@/content/i18n/en/investment/families";

export const familyMessages: Messages<typeof en> = {
  "investment.family.sahu.occupation": "बरसा के भरोसा छोटे खेत म धान के खेती",
  "investment.family.sahu.challenge.first": "लइका मन के पढ़ई बर इंटरनेट नइ हे",
  "investment.family.sahu.challenge.second": "डाक्टर तक आए-जाए म एक दिन के रोजी लग जाथे",
  "investment.family.sahu.challenge.third": "कमई बरसा वाले एके फसल ऊपर टिके हे",
  "investment.family.sahu.story":
    "साहू परिवार कस परिवार मन बछर म बरसा के भरोसा एके फसल लेथें। तीनों लइका रेंग के गाँव के इस्कूल जाथें, फेर कभू कंप्यूटर नइ चलाए हें, अउ कोनो बीमारी होय त सबले लकठा के दवाखाना तक लंबा रद्दा जाए बर परथे।",
  "investment.family.sahu.impact": "घर म इंटरनेट, गाँव म टेलीमेडिसिन अउ लइका मन बर एआई के मदद ले पढ़ई।",
  "investment.family.netam.occupation": "वनोपज संकेलना अउ रोजी-मजूरी",
  "investment.family.netam.challenge.first": "मौसमी अउ कभू-कभू मिलइया रोजी",
  "investment.family.netam.challenge.second": "वनोपज बिचौलिया मन ला कम दाम म बेचाथे",
  "investment.family.netam.challenge.third": "महतारी के सेहत के कोनो जाँच नइ होवय",
  "investment.family.netam.story":
    "नेताम परिवार कस परिवार मन सीजन म महुआ अउ तेंदूपत्ता संकेलथें अउ बाकी बछर रोजी-मजूरी खोजथें। दाम ओही तय करथे जेन बिसाए बर आथे।",
  "investment.family.netam.impact":
    "बेचे के पहिली ऑनलाइन दाम देखना, टेलीमेडिसिन ले नियमित जाँच, अउ दाई-ददा दूनों बर डिजिटल साक्षरता।",
  "investment.family.verma.occupation": "किराना के छोटे दुकान अउ दू एकड़ खेत",
  "investment.family.verma.challenge.first": "गिराहक मन डिजिटल तरीका ले पइसा नइ दे सकंय",
  "investment.family.verma.challenge.second": "बबा-दाई ला सुगर (डायबिटीज) के नियमित देखभाल चाही",
  "investment.family.verma.challenge.third": "बिजली जाए ले समान खराब हो जाथे",
  "investment.family.verma.story":
    "वर्मा परिवार कस परिवार मन अपन खेत के तीर म छोटे दुकान चलाथें। गाँव म नगदी कम परते साठ दुकान के बिक्री घट जाथे, अउ बबा-दाई के इलाज बर सहर जाए बर परथे।",
  "investment.family.verma.impact":
    "दुकान म डिजिटल भुगतान, फ्रिज ला चालू रखइया सोलर बिजली अउ बबा-दाई के दूरिहा ले जाँच।",
  "investment.family.yadav.occupation": "तीन गाय के दूध के काम, अउ खेती",
  "investment.family.yadav.challenge.first": "बड़े बेटा 12वीं पास हे, फेर तीर-तखार म कोनो काम नइ हे",
  "investment.family.yadav.challenge.second": "दूध खुल्ला, सबले कम दाम म बेचाथे",
  "investment.family.yadav.challenge.third": "पशु डाक्टर के सलाह पहुँच म नइ हे",
  "investment.family.yadav.story":
    "यादव परिवार कस परिवार मन कुछ गाय पोसथें अउ छोटे खेत म खेती करथें। ओमन के बड़े बेटा इस्कूल पूरा कर डारे हे अउ काम बर सहर जाए के सोचत हे।",
  "investment.family.yadav.impact":
    "बेटा बर डिजिटल सेवा केंद्र म जगा, वीडियो म पशु डाक्टर के सलाह अउ उपज प्रोसेसिंग केंद्र ले मिलजुल के दूध के बिक्री।",
  "investment.family.dhruw.occupation": "दूसर के खेत म बनी-भूती",
  "investment.family.dhruw.challenge.first": "अपन कोनो जमीन नइ हे",
  "investment.family.dhruw.challenge.second": "बेटी 10वीं के बाद इस्कूल छोड़ दिस",
  "investment.family.dhruw.challenge.third": "दू फसल के बीच म काम बंद हो जाथे",
  "investment.family.dhruw.story":
    "ध्रुव परिवार कस परिवार मन दूसर के खेत म काम करथें अउ दू सीजन के बीच ओमन के कोनो कमई नइ होवय। घर के काम म हाथ बँटाए बर ओमन के बेटी जल्दी इस्कूल छोड़ दिस।",
  "investment.family.dhruw.impact":
    "बेटी बर घर बइठे ऑनलाइन काम के सिखई, महतारी बर स्वयं सहायता समूह के धंधा अउ प्रोसेसिंग केंद्र म बछर भर के काम।",
  "investment.family.nishad.occupation": "गाँव के तरिया म मछरी धरना अउ खेती",
  "investment.family.nishad.challenge.first": "मछरी बजार पहुँचे के पहिली खराब हो जाथे",
  "investment.family.nishad.challenge.second": "सिंचाई बरसा के भरोसा हवय",
  "investment.family.nishad.challenge.third": "सबले छोटे लइका ला कभू बेरा म टीका नइ लगे हे",
  "investment.family.nishad.story":
    "निषाद परिवार कस परिवार मन गाँव के तरिया म मछरी धरथें अउ छोटे खेत म खेती करथें। न ठंडा भंडार हे, न पंप, एकरे सेती दूनों कमई मौसम के संग घटथे-बढ़थे।",
  "investment.family.nishad.impact":
    "दूसर फसल बर सोलर पंप, प्रोसेसिंग केंद्र म ठंडा भंडार अउ टेलीमेडिसिन केंद्र ले टीका के सुरता कराना।",
  "investment.family.markam.occupation": "खेती अउ बाँस के काम",
  "investment.family.markam.challenge.first": "बाँस के समान सिरिफ हफ्ता बजार म बेचाथे",
  "investment.family.markam.challenge.second": "तीन लइका के बीच इस्कूल के एके किताब",
  "investment.family.markam.challenge.third": "रँधई अउ अँजोर लकड़ी अउ माटीतेल के भरोसा",
  "investment.family.markam.story":
    "मरकाम परिवार कस परिवार मन खेती के सीजन के बीच बाँस ले टुकना अउ चटई बनाथें, फेर सिरिफ हफ्ता के हाट म अवइया गिनती के बिसइया मन ला बेच पाथें।",
  "investment.family.markam.impact":
    "बाँस के समान ऑनलाइन अउ गाँव घूमे अवइया मन ला बेचाना, घर के पढ़ई बर सोलर अँजोर अउ तीनों लइका बर डिजिटल किताब।",
  "investment.family.patel.occupation": "दू एकड़ म साग-भाजी के खेती",
  "investment.family.patel.challenge.first": "डीजल पंप सबो मुनाफा खा जाथे",
  "investment.family.patel.challenge.second": "साग-भाजी ओही दिन, जेन दाम मिलय ओमा बेचे बर परथे",
  "investment.family.patel.challenge.third": "कीरा लगे म फसल बर कोनो सलाह नइ मिलय",
  "investment.family.patel.story":
    "पटेल परिवार कस परिवार मन तीर के बजार बर साग-भाजी उगाथें, पंप चलाए बर डीजल म पइसा लगाथें अउ ओही दिन बेच देथें, काबर के कुछु नइ टिकय।",
  "investment.family.patel.impact":
    "डीजल के जगा सोलर सिंचाई, प्रोसेसिंग केंद्र म सुखाना अउ अथान बनाना, अउ एआई लैब ले फसल के सलाह।",
  "investment.family.kanwar.occupation": "बिधवा माईलोगन के भरोसा चलत घर, रोजी-मजूरी म",
  "investment.family.kanwar.challenge.first": "पूरा घर म एके कमइया",
  "investment.family.kanwar.challenge.second": "न बचत, न कोनो चालू बैंक खाता",
  "investment.family.kanwar.challenge.third": "काम घर अउ लइका ले दूरिहा हे",
  "investment.family.kanwar.story":
    "कंवर परिवार कस घर एक माईलोगन के रोजी म चलथे, जेन अक्सर घर ले दूरिहा कमाए बर परथे।",
  "investment.family.kanwar.impact":
    "माईलोगन मन के स्वयं सहायता समूह के जरिया घर के तीर काम, फोन ले चलइया बैंक खाता अउ लइका बर इस्कूल के बाद पढ़ई।",
};
