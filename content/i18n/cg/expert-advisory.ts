import type { Messages } from "@/content/i18n/types";
import type { expertAdvisory as en } from "@/content/i18n/en/expert-advisory";

export const expertAdvisory: Messages<typeof en> = {
  "expert-advisory.hero.status": "बनत हे",
  "expert-advisory.hero.noneAppointed": "अभी कोनो सलाहकार नइ रखे गे हे",
  "expert-advisory.hero.description":
    "कार्यक्रम अपन योजना, पइसा अउ नतीजा के जाँच बर एक जानकार मंडल बनावत हे। अभी कोनो ला नइ रखे गे हे, तेखर सेती ए पन्ना देखाथे के कोन-कोन पद भरे जावत हे, हर पद का-का जाँचही अउ सलाहकार मन ला कइसे चुने जाथे।",
  "expert-advisory.stat.seats": "भरे जवइया पद",
  "expert-advisory.stat.appointed": "रखे गे सलाहकार",
  "expert-advisory.stat.launch": "कार्यक्रम के सुरुआत",
  "expert-advisory.seats.title": "भरे जावत पद",
  "expert-advisory.seats.description":
    "योजना के हर बिसय बर एक सलाहकार। हर पद अपन बिसय के काम ला जाँचथे अउ सबके आगू रिपोर्ट देथे।",
  "expert-advisory.seat.open": "पद खाली",
  "expert-advisory.seat.reviews": "ए पद का-का जाँचथे",
  "expert-advisory.seat.lookingFor": "हमन ला काखर खोज हे",
  "expert-advisory.seat.related": "जेन योजना ला जाँचही, ओला देखव",
  "expert-advisory.seat.telemedicine": "टेलीमेडिसिन अउ जन-सेहत",
  "expert-advisory.seat.education": "पढ़ई-लिखई अउ एआई ले पढ़ई",
  "expert-advisory.seat.energy": "सोलर अउ बिजली के बेवस्था",
  "expert-advisory.seat.connectivity": "इंटरनेट जुड़ाव अउ डिजिटल ढाँचा",
  "expert-advisory.seat.finance": "पइसा के हिसाब अउ ऑडिट",
  "expert-advisory.seat.agriculture": "खेती-किसानी अउ उपज प्रोसेसिंग",
  "expert-advisory.seat.community": "समाज के बिकास अउ माईलोगन के बरोबरी",
  "expert-advisory.seat.livelihoods": "रोजी-रोटी अउ गाँव के धंधा",
  "expert-advisory.seat.telemedicine.review.1":
    "टेलीमेडिसिन केंद्र म डाक्टर ले सलाह अउ मरीज ला बड़े अस्पताल भेजे के नियम",
  "expert-advisory.seat.telemedicine.review.2": "मरीज मन के रिकॉर्ड बर ओमन के मरजी, अउ ओला गुपत रखना",
  "expert-advisory.seat.telemedicine.review.3": "सेहत के नतीजा मन ला कइसे नापे जाथे",
  "expert-advisory.seat.telemedicine.lookingFor":
    "गाँव मन म टेलीमेडिसिन के अनुभव वाले डाक्टर या जन-सेहत के जानकार",
  "expert-advisory.seat.education.review.1": "हिंदी, छत्तीसगढ़ी अउ अंगरेजी म पाठ",
  "expert-advisory.seat.education.review.2": "एआई ले पढ़ई के साधन लइका मन बर ठीक अउ सुरक्षित हवंय के नइ",
  "expert-advisory.seat.education.review.3": "पढ़ई-लिखई म बढ़वार ला कइसे नापे जाथे",
  "expert-advisory.seat.education.lookingFor":
    "कई भाखा म प्राथमिक अउ माध्यमिक पढ़ई के गुरुजी या शोध करइया",
  "expert-advisory.seat.energy.review.1": "सोलर ग्रिड अउ पंप मन के डिजाइन",
  "expert-advisory.seat.energy.review.2": "बैटरी के सुरक्षा अउ देखरेख के योजना",
  "expert-advisory.seat.energy.review.3": "कार्यक्रम सिराए के बाद चलाए के खरचा",
  "expert-advisory.seat.energy.lookingFor": "अइसन इंजीनियर जेन ह गाँव मन म सोलर बेवस्था बनाए अउ सँभाले हे",
  "expert-advisory.seat.connectivity.review.1": "सैटेलाइट इंटरनेट अउ हॉटस्पॉट लगाना",
  "expert-advisory.seat.connectivity.review.2": "इंटरनेट चालू रहे के समय अउ मदद के बेवस्था",
  "expert-advisory.seat.connectivity.review.3": "घर मन अउ सेवा मन के डेटा के सुरक्षा",
  "expert-advisory.seat.connectivity.lookingFor": "गाँव या सैटेलाइट इंटरनेट के अनुभव वाले नेटवर्क इंजीनियर",
  "expert-advisory.seat.finance.review.1": "बजट, समान के खरीदी अउ रसीद मन",
  "expert-advisory.seat.finance.review.2": "बाहिर के ऑडिट के बेवस्था",
  "expert-advisory.seat.finance.review.3": "हर तिमाही के हिसाब-किताब के रिपोर्ट, सबके आगू आए ले पहिली",
  "expert-advisory.seat.finance.lookingFor":
    "बिना मुनाफा वाले संस्था मन के ऑडिट के अनुभव वाले चार्टर्ड अकाउंटेंट",
  "expert-advisory.seat.agriculture.review.1": "खेती-उपज प्रोसेसिंग केंद्र के योजना अउ खाए के जिनिस के सुरक्षा",
  "expert-advisory.seat.agriculture.review.2": "किसान मन संग सही दाम के समझौता",
  "expert-advisory.seat.agriculture.review.3": "एआई लैब ले मिलइया फसल के सलाह",
  "expert-advisory.seat.agriculture.lookingFor": "खेती के जानकार या किसान उत्पादक संगठन के अगुवा",
  "expert-advisory.seat.community.review.1": "ग्राम पंचायत अउ ग्राम सभा फैसला म कइसे भाग लेथें",
  "expert-advisory.seat.community.review.2": "माईलोगन, सियान अउ सबले गरीब घर मन ला संग म लेना",
  "expert-advisory.seat.community.review.3": "कोनो भी परिवार के कहानी बताए ले पहिली ओखर मरजी",
  "expert-advisory.seat.community.lookingFor": "छत्तीसगढ़ म काम के अनुभव वाले समाज-बिकास के कार्यकर्ता",
  "expert-advisory.seat.livelihoods.review.1": "डिजिटल सेवा केंद्र अउ पर्यटन के योजना मन",
  "expert-advisory.seat.livelihoods.review.2": "घर मन के कमई ला लक्ष्य के मुकाबला कइसे नापे जाथे",
  "expert-advisory.seat.livelihoods.review.3": "नवा धंधा मन बिना अनुदान के चल सकथें के नइ",
  "expert-advisory.seat.livelihoods.lookingFor": "गाँव के धंधा या रोजी-रोटी के जानकार",
  "expert-advisory.process.title": "सलाहकार मन ला कइसे रखे जाथे",
  "expert-advisory.process.description": "पाँच कदम, सबके आगू। गाँव ले मिले बिना कोनो मंडल म नइ आवय।",
  "expert-advisory.process.step.nomination.title": "नाँव सुझाना",
  "expert-advisory.process.step.nomination.text":
    "कोनो भी भागीदारी केंद्र ले कोनो उम्मीदवार के नाँव सुझा सकथे; संगवारी संस्था मन अउ ग्राम पंचायत घलो नाँव भेजथें।",
  "expert-advisory.process.step.review.title": "पद के हिसाब ले जाँच",
  "expert-advisory.process.step.review.text":
    "कार्यक्रम के टीम हर उम्मीदवार के अनुभव ला ओ पद के काम ले मिला के जाँचथे, अउ ओला जाने-पहिचाने मनखे मन ले ओखर बारे म पूछथे।",
  "expert-advisory.process.step.interests.title": "अपन हित के घोसना",
  "expert-advisory.process.step.interests.text":
    "उम्मीदवार मन बताथें के समान देवइया या संगवारी संस्था मन म ओमन के कोनो हित हवय के नइ; जेन कोनो कार्यक्रम ला कुछु बेचथे, ओ ह पद म नइ बइठ सकय।",
  "expert-advisory.process.step.meeting.title": "गाँव ले भेंट",
  "expert-advisory.process.step.meeting.text":
    "हर उम्मीदवार ग्राम पंचायत ले मिलथे, जेन ह नियुक्ति ले पहिली सवाल पूछ सकथे अउ आपत्ति कर सकथे।",
  "expert-advisory.process.step.published.title": "नियुक्ति सबला बताना",
  "expert-advisory.process.step.published.text":
    "काम सुरू करे ले पहिली सलाहकार के नाँव, परिचय, कार्यकाल अउ बताए गे हित इही पन्ना म सबो बर डारे जाथे।",
  "expert-advisory.duties.title": "मंडल का करही",
  "expert-advisory.duty.phase-plans": "हर चरन के पइसा जारी होय ले पहिली ओखर योजना ला जाँचना",
  "expert-advisory.duty.reports":
    "हर तिमाही के काम के बढ़ती अउ हिसाब-किताब के रिपोर्ट ला पढ़ना, अउ ओमा अपन राय सबके आगू रखना",
  "expert-advisory.duty.advise":
    "कार्यक्रम के टीम ला सलाह देना; मंडल ह न पइसा खरचा करय, न करमचारी मन ला चलावय",
  "expert-advisory.duty.risks": "जेन भी जोखिम दिखय, ओला जोखिम सँभाले के तालिका म दरज कराना",
  "expert-advisory.closing.title": "काम ऊपर नजर रखव या जुड़व",
  "expert-advisory.closing.description":
    "जब तक मंडल नइ बनय, योजना के हर आँकड़ा खुल्ला हिसाब केंद्र म सबो बर खुला हे। कहूँ तुंहर करा कोनो पद के लाइक अनुभव हे, या तुमन अइसन कोनो मनखे ला जानथव, त कार्यक्रम के टीम ला बतावव।",
  "expert-advisory.closing.transparency": "खुल्ला हिसाब केंद्र देखव",
  "expert-advisory.closing.engagement": "सलाहकार सुझावव या अपन अनुभव देवव",
};
