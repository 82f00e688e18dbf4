import type { RouteMessageKey } from "@/content/i18n/en/routes";

export const routeMessages: Record<RouteMessageKey, string> = {
  "route.home.title": "डिजिटल गाँव के बदलाव",
  "route.home.summary": "छत्तीसगढ़ के एक गाँव बर योजना",
  "route.home.description":
    "छत्तीसगढ़ के एक गाँव म सैटेलाइट इंटरनेट, एआई ले पढ़ई, टेलीमेडिसिन, सोलर बिजली अउ हुनर लाने के तीन बछर के योजना, जेन ह 6,00,000 गाँव मन बर नमूना हवय।",
  "nav.home": "होम",

  "route.our-plan.title": "बदलाव के रूपरेखा",
  "route.our-plan.summary": "हर उमर बर योजना अउ 3 चरन के रद्दा",
  "route.our-plan.description":
    "ए कार्यक्रम हर उमर के मनखे मन के कइसे काम आथे, कोन-कोन जड़ के समस्या ला सुलझाथे, अउ अक्टूबर 2025 ले दिसंबर 2027 तक के तीन चरन के रद्दा।",
  "nav.our-plan": "हमर योजना",

  "route.investment.title": "निवेश के मौका",
  "route.investment.summary": "असर के स्तर चुनव अउ परिवार मन ले मिलव",
  "route.investment.description":
    "₹25,000 ले ₹1,00,000 तक निवेश के तीन स्तर, हर स्तर ले गाँव के परिवार मन ला का मिलथे, अउ कोनो परिवार म निवेश के एक-एक कदम के रद्दा।",
  "nav.investment": "निवेश",

  "route.dashboard.title": "प्रगति डैशबोर्ड",
  "route.dashboard.summary": "आठ मुख्य पैमाना (KPI), चरन अउ सुरुआती आँकड़ा",
  "route.dashboard.description":
    "कार्यक्रम के आठ मुख्य पैमाना (KPI), चरन मन के समय-रेखा, पइसा के हिसाब अउ गाँव के सुरुआती आँकड़ा ऊपर नजर रखव, काम सुरू होय के पहिली ले दिसंबर 2027 तक।",
  "nav.dashboard": "प्रगति",

  "route.transparency.title": "खुल्ला हिसाब केंद्र",
  "route.transparency.summary": "हर रुपिया, हर रसीद, हर पड़ाव के हिसाब",
  "route.transparency.description":
    "₹1.63 करोड़ के बजट मद के हिसाब ले, खरचा अउ रसीद, प्रगति के हिसाब, हर मनखे पाछू निवेश, अउ हर रुपिया के जाँच कइसे होथे।",
  "nav.transparency": "खुल्ला हिसाब",

  "route.expert-advisory.title": "जानकार सलाहकार मंडल",
  "route.expert-advisory.summary": "सलाहकार मन के पद, जेन अभी भरे जावत हे",
  "route.expert-advisory.description":
    "कार्यक्रम बर बनत जानकार सलाहकार मंडल: ए ह कोन-कोन बिसय ला देखथे, हर पद का-का जाँचथे अउ सलाहकार मन ला कइसे चुने जाथे।",
  "nav.expert-advisory": "सलाहकार मंडल",

  "route.risk-management.title": "जोखिम सँभाले के तालिका",
  "route.risk-management.summary": "जोखिम, ओखर संभावना, बचाव अउ दूसर उपाय",
  "route.risk-management.description":
    "कार्यक्रम के हर पहिचाने गे जोखिम, ओखर होय के संभावना अउ असर, ओखर ले कइसे बचे जाही, अउ तभो ले हो जाय त दूसर उपाय का हवय।",
  "nav.risk-management": "जोखिम तालिका",

  "route.partnership-ecosystem.title": "साझेदारी के तंत्र",
  "route.partnership-ecosystem.summary": "साझेदारी के स्तर अउ साझेदार मन के भूमिका",
  "route.partnership-ecosystem.description":
    "सरकार, सीएसआर, तकनीक अउ समाज के साझेदार मन ए कार्यक्रम ले कइसे जुड़ सकथें, ₹10-50 करोड़ ले ₹100-500 करोड़ तक के साझेदारी स्तर के संग।",
  "nav.partnership-ecosystem": "साझेदारी के तंत्र",

  "route.scaling.title": "देस भर म बढ़वार के रूपरेखा",
  "route.scaling.summary": "1 गाँव ले 6,00,000+ गाँव तक",
  "route.scaling.description":
    "एक नमूना गाँव ले 6,00,000+ गाँव अउ 80 करोड़+ गाँव-गँवई के मनखे मन तक पहुँचे के दस बछर के रद्दा, सफलता के पैमाना अउ साझेदारी स्तर के संग।",
  "nav.scaling": "देसभर म बढ़वार",

  "route.implementation-timeline.title": "काम लागू करे के समय-रेखा",
  "route.implementation-timeline.summary": "36 महीना, महीना-दर-महीना, जोखिम के संग",
  "route.implementation-timeline.description":
    "काम लागू करे के 36 महीना के समय-रेखा: तीन चरन, महीना-दर-महीना के योजना, जोखिम मन के सूची अउ प्रगति ऊपर कइसे नजर रखे जाथे।",
  "nav.implementation-timeline": "पूरा समय-रेखा",

  "route.evidence.title": "आँकड़ा अउ परमान",
  "route.evidence.summary": "सुरुआती आँकड़ा अउ लक्ष्य",
  "route.evidence.description":
    "गाँव के सुरुआती आँकड़ा (आबादी 1,797, पढ़े-लिखे 58%, इंटरनेट 0%), उमर के हिसाब ले जाँच-परख, पड़ाव के संग लक्ष्य, अउ आँकड़ा कहाँ ले आइस।",
  "nav.evidence": "आँकड़ा अउ परमान",

  "route.community.title": "गाँव के आवाज",
  "route.community.summary": "गाँव के अगुवा अउ लोगन के बात",
  "route.community.description":
    "गाँव के अगुवा मन, उदाहरन बर लिखे गाँव वाले मन के बात, अउ समाज ला जोड़े के काम, जेन ए कार्यक्रम ला भुइयाँ ले गढ़थे।",
  "nav.community": "गाँव के चौपाल",

  "route.impact.title": "असर के जाँच-परख",
  "route.impact.summary": "पहिली अउ बाद म, हर बिसय म",
  "route.impact.description":
    "ए कार्यक्रम जेन बदलाव लाना चाहथे: असर के बिसय, गाँव पहिली अउ बाद म कइसे, अउ दिसंबर 2027 तक हर तिमाही के पड़ाव।",
  "nav.impact": "असर के जाँच-परख",

  "route.engagement.title": "भागीदारी केंद्र",
  "route.engagement.summary": "जुड़े के रद्दा",
  "route.engagement.description":
    "दान देवइया, सेवा करइया, जानकार अउ समर्थक मन कइसे जुड़ सकथें: भागीदारी के आँकड़ा, समर्थक के रद्दा, कार्यक्रम अउ दूसर मन के अनुभव।",
  "nav.engagement": "भागीदारी केंद्र",

  "route.education.title": "पढ़ई-लिखई कार्यक्रम",
  "route.education.summary": "540 लइका, 100% पढ़े-लिखे के लक्ष्य",
  "route.education.description":
    "3-18 बछर के 540 लइका मन बर पढ़ई-लिखई कार्यक्रम: उमर के हिसाब ले कार्यक्रम, पढ़ाए के तरीका, अउ 100% पढ़े-लिखे के लक्ष्य तक के रद्दा।",
  "nav.education": "पढ़ई-लिखई कार्यक्रम",

  "route.initiatives.title": "गाँव के सपना",
  "route.initiatives.summary": "गाँव म एक दिन, 15 अगस्त 2028",
  "route.initiatives.description":
    "बदले गाँव के सपना: 15 अगस्त 2028 के एक दिन, ए कार्यक्रम काबर सफल होही, अउ तुमन ए बदलाव ले कइसे जुड़ सकथव।",
  "nav.initiatives": "गाँव के सपना",

  "route.timeline.title": "समय-रेखा",
  "route.timeline.summary": "हर तिमाही के पड़ाव अउ बछर-बछर के चरन",
  "route.timeline.description":
    "कार्यक्रम के समय-रेखा: मुख्य आँकड़ा के झलक, हर तिमाही के पड़ाव, बछर-बछर के तीन चरन, अउ हर बछर पढ़ई-लिखई म काखर ऊपर जोर रइही।",
  "nav.timeline": "समय-रेखा",

  "route.starlink-impact.title": "सैटेलाइट इंटरनेट के असर",
  "route.starlink-impact.summary": "हर घर बर 100 Mbps तक",
  "route.starlink-impact.description":
    "हर घर बर सैटेलाइट इंटरनेट: 100 Mbps तक के रफ्तार, 8 हॉटस्पॉट, 99.9% समय चालू, एकर फायदा, चार चरन म सुरुआत अउ तकनीकी जानकारी।",
  "nav.starlink-impact": "सैटेलाइट इंटरनेट के असर",

  "route.ai-lab-impact.title": "एआई लैब के असर",
  "route.ai-lab-impact.summary": "हर सीखइया के हिसाब ले पढ़ई अउ सिखई",
  "route.ai-lab-impact.description":
    "एआई पढ़ई लैब: सिखई के कार्यक्रम, सुविधा, उदाहरन बर सीखइया मन के कहानी, अउ नौकरी, हुनर अउ कमई के पाँच बछर के अंदाजा।",
  "nav.ai-lab-impact": "एआई लैब के असर",

  "route.telemedicine-impact.title": "टेलीमेडिसिन के असर",
  "route.telemedicine-impact.summary": "24/7 खुले रहइया टेलीमेडिसिन केंद्र",
  "route.telemedicine-impact.description":
    "24/7 खुले रहइया टेलीमेडिसिन केंद्र: सेवा, सेहत के लक्ष्य, परिवार मन के हर बछर ₹6.8 लाख के बचत, अउ उदाहरन बर मरीज मन के कहानी।",
  "nav.telemedicine-impact": "टेलीमेडिसिन के असर",

  "route.solar-power-impact.title": "सोलर बिजली के असर",
  "route.solar-power-impact.summary": "सोलर पंप अउ सोलर ग्रिड",
  "route.solar-power-impact.description":
    "सोलर पानी पंप अउ गाँव के सोलर ग्रिड: एकर हिस्सा, परियावरन अउ कमई के फायदा, लगाए के चरन, अउ एला लंबा समय तक चलाए के लक्ष्य।",
  "nav.solar-power-impact": "सोलर बिजली के असर",

  "route.digital-services-execution.title": "डिजिटल सेवा केंद्र के काम-योजना",
  "route.digital-services-execution.summary": "₹9 लाख, 18 महीना, 40 नवजवान",
  "route.digital-services-execution.description":
    "डिजिटल सेवा केंद्र के योजना: 40 नवजवान मन बर 18 महीना म ₹9,00,000, हर तिमाही के काम, मुख्य पैमाना (KPI), सेवा मन के सूची अउ कमई के अंदाजा।",
  "nav.digital-services-execution": "डिजिटल सेवा केंद्र के काम-योजना",

  "route.agri-processing-execution.title": "खेती-उपज प्रोसेसिंग केंद्र के काम-योजना",
  "route.agri-processing-execution.summary": "₹30 लाख, 150 किसान, 25 रोजगार",
  "route.agri-processing-execution.description":
    "खेती-उपज प्रोसेसिंग केंद्र के योजना: 150 किसान अउ 25 रोजगार बर ₹30 लाख, हर तिमाही के काम, बने सामान, बेचे के रद्दा अउ अंदाजा।",
  "nav.agri-processing-execution": "खेती-उपज प्रोसेसिंग केंद्र के काम-योजना",

  "route.village-tourism-execution.title": "डिजिटल गाँव पर्यटन के काम-योजना",
  "route.village-tourism-execution.summary": "₹21 लाख, हर बछर 1,200 सैलानी",
  "route.village-tourism-execution.description":
    "डिजिटल गाँव पर्यटन के योजना: ₹21 लाख, हर बछर 1,200 सैलानी अउ 30 रोजगार, संग म पैकेज, मौसम, हर तिमाही के काम अउ मुख्य पैमाना (KPI)।",
  "nav.village-tourism-execution": "डिजिटल गाँव पर्यटन के काम-योजना",

  "route.quality-check.title": "गुनवत्ता जाँच",
  "route.quality-check.summary": "साइट के अपन चलत जाँच",
  "route.quality-check.description":
    "साइट के अपन सामग्री ले बने लाइव गुनवत्ता रिपोर्ट: आँकड़ा, लिंक, भाखा अउ जवाब देहे के समय, तैनाती के मानक ले मिला के।",
  "nav.quality-check": "गुनवत्ता जाँच",
};
