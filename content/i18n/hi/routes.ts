import type { RouteMessageKey } from "@/content/i18n/en/routes";

export const routeMessages: Record<RouteMessageKey, string> = {
  "route.home.title": "डिजिटल गाँव का बदलाव",
  "route.home.summary": "छत्तीसगढ़ के एक गाँव की योजना",
  "route.home.description":
    "छत्तीसगढ़ के एक गाँव में सैटेलाइट इंटरनेट, एआई से पढ़ाई, टेलीमेडिसिन, सोलर बिजली और हुनर लाने की तीन साल की योजना, जो 6,00,000 गाँवों के लिए एक नमूना है।",
  "nav.home": "होम",

  "route.our-plan.title": "बदलाव की रूपरेखा",
  "route.our-plan.summary": "हर उम्र के लिए योजना और 3 चरणों की रणनीति",
  "route.our-plan.description":
    "यह कार्यक्रम हर उम्र के लोगों के काम कैसे आता है, किन बुनियादी समस्याओं को हल करता है, और अक्टूबर 2025 से दिसंबर 2027 तक की तीन चरणों वाली रणनीति।",
  "nav.our-plan": "हमारी योजना",

  "route.investment.title": "निवेश का अवसर",
  "route.investment.summary": "असर का स्तर चुनें और परिवारों से मिलें",
  "route.investment.description":
    "₹25,000 से ₹1,00,000 तक निवेश के तीन स्तर, हर स्तर से गाँव के परिवारों को क्या मिलता है, और किसी परिवार में निवेश का कदम-दर-कदम सफ़र।",
  "nav.investment": "निवेश",

  "route.dashboard.title": "प्रगति डैशबोर्ड",
  "route.dashboard.summary": "आठ मुख्य पैमाने (KPI), चरण और शुरुआती आँकड़े",
  "route.dashboard.description":
    "कार्यक्रम के आठ मुख्य पैमानों (KPI), चरणों की समय-रेखा, पैसों के हिसाब और गाँव के शुरुआती आँकड़ों पर नज़र रखें, काम शुरू होने से पहले से दिसंबर 2027 तक।",
  "nav.dashboard": "प्रगति",

  "route.transparency.title": "खुला हिसाब केंद्र",
  "route.transparency.summary": "हर रुपया, हर रसीद, हर पड़ाव",
  "route.transparency.description":
    "₹1.63 करोड़ का बजट मद के हिसाब से, खर्च और रसीदें, प्रगति का हिसाब, प्रति व्यक्ति निवेश, और हर रुपये की जाँच कैसे होती है।",
  "nav.transparency": "खुला हिसाब",

  "route.expert-advisory.title": "विशेषज्ञ सलाहकार मंडल",
  "route.expert-advisory.summary": "सलाहकारों के पद, जो अभी भरे जा रहे हैं",
  "route.expert-advisory.description":
    "कार्यक्रम के लिए बन रहा विशेषज्ञ सलाहकार मंडल: यह किन क्षेत्रों को देखता है, हर पद क्या जाँचता है और सलाहकार कैसे चुने जाते हैं।",
  "nav.expert-advisory": "विशेषज्ञ सलाहकार मंडल",

  "route.risk-management.title": "जोखिम प्रबंधन तालिका",
  "route.risk-management.summary": "जोखिम, उनकी संभावना, बचाव और दूसरी योजना",
  "route.risk-management.description":
    "कार्यक्रम का हर पहचाना गया जोखिम, उसकी संभावना और असर, उससे बचाव कैसे होगा, और फिर भी वह हो जाए तो दूसरी योजना क्या है।",
  "nav.risk-management": "जोखिम प्रबंधन तालिका",

  "route.partnership-ecosystem.title": "साझेदारी तंत्र",
  "route.partnership-ecosystem.summary": "साझेदारी के स्तर और साझेदारों की भूमिका",
  "route.partnership-ecosystem.description":
    "सरकार, सीएसआर, तकनीकी और सामुदायिक साझेदार इस कार्यक्रम से कैसे जुड़ सकते हैं, ₹10-50 करोड़ से ₹100-500 करोड़ तक के साझेदारी स्तरों के साथ।",
  "nav.partnership-ecosystem": "साझेदारी तंत्र",

  "route.scaling.title": "राष्ट्रीय विस्तार की रूपरेखा",
  "route.scaling.summary": "1 गाँव से 6,00,000+ गाँवों तक",
  "route.scaling.description":
    "एक नमूना गाँव से 6,00,000+ गाँवों और 80 करोड़+ ग्रामीण लोगों तक पहुँचने का दस साल का रास्ता, सफलता के पैमानों और साझेदारी स्तरों के साथ।",
  "nav.scaling": "राष्ट्रीय विस्तार",

  "route.implementation-timeline.title": "काम लागू करने की समय-रेखा",
  "route.implementation-timeline.summary": "36 महीने, महीने-दर-महीने, जोखिमों के साथ",
  "route.implementation-timeline.description":
    "काम लागू करने की 36 महीनों की समय-रेखा: तीन चरण, महीने-दर-महीने की योजना, जोखिमों की सूची और प्रगति पर नज़र कैसे रखी जाती है।",
  "nav.implementation-timeline": "पूरी समय-रेखा",

  "route.evidence.title": "आँकड़े और प्रमाण",
  "route.evidence.summary": "शुरुआती आँकड़े और लक्ष्य",
  "route.evidence.description":
    "गाँव के शुरुआती आँकड़े (आबादी 1,797, साक्षरता 58%, इंटरनेट 0%), उम्र के हिसाब से विश्लेषण, पड़ावों के साथ लक्ष्य, और आँकड़े कहाँ से लिए गए।",
  "nav.evidence": "आँकड़े और प्रमाण",

  "route.community.title": "समुदाय की आवाज़",
  "route.community.summary": "गाँव के अगुआ और लोगों की बातें",
  "route.community.description":
    "गाँव के अगुआ, उदाहरण के तौर पर गाँववालों की बातें, और समुदाय को जोड़ने वाले काम, जो इस कार्यक्रम को ज़मीन से गढ़ते हैं।",
  "nav.community": "समुदाय केंद्र",

  "route.impact.title": "असर का विश्लेषण",
  "route.impact.summary": "पहले और बाद में, हर क्षेत्र में",
  "route.impact.description":
    "कार्यक्रम जो बदलाव लाना चाहता है: असर के क्षेत्र, गाँव पहले और बाद में, और दिसंबर 2027 तक हर तिमाही के पड़ाव।",
  "nav.impact": "असर का विश्लेषण",

  "route.engagement.title": "भागीदारी केंद्र",
  "route.engagement.summary": "जुड़ने के तरीके",
  "route.engagement.description":
    "दानदाता, स्वयंसेवक, विशेषज्ञ और समर्थक कैसे जुड़ सकते हैं: भागीदारी के आँकड़े, समर्थक का सफ़र, कार्यक्रम और दूसरों के अनुभव।",
  "nav.engagement": "भागीदारी केंद्र",

  "route.education.title": "शिक्षा कार्यक्रम",
  "route.education.summary": "540 विद्यार्थी, 100% साक्षरता का लक्ष्य",
  "route.education.description":
    "3-18 साल के 540 विद्यार्थियों के लिए शिक्षा कार्यक्रम: उम्र के हिसाब से कार्यक्रम, पढ़ाने के तरीके और 100% साक्षरता के लक्ष्य तक का रास्ता।",
  "nav.education": "शिक्षा कार्यक्रम",

  "route.initiatives.title": "गाँव का सपना",
  "route.initiatives.summary": "गाँव में एक दिन, 15 अगस्त 2028",
  "route.initiatives.description":
    "बदले हुए गाँव का सपना: 15 अगस्त 2028 का एक दिन, यह कार्यक्रम क्यों सफल होगा, और आप इस बदलाव से कैसे जुड़ सकते हैं।",
  "nav.initiatives": "गाँव का सपना",

  "route.timeline.title": "समय-रेखा",
  "route.timeline.summary": "हर तिमाही के पड़ाव और सालाना चरण",
  "route.timeline.description":
    "कार्यक्रम की समय-रेखा: मुख्य आँकड़ों की झलक, हर तिमाही के पड़ाव, साल-दर-साल के तीन चरण और हर साल पढ़ाई में किस बात पर ज़ोर रहेगा।",
  "nav.timeline": "समय-रेखा",

  "route.starlink-impact.title": "सैटेलाइट इंटरनेट का असर",
  "route.starlink-impact.summary": "हर घर के लिए 100 Mbps तक",
  "route.starlink-impact.description":
    "हर घर के लिए सैटेलाइट इंटरनेट: 100 Mbps तक की रफ़्तार, 8 हॉटस्पॉट, 99.9% समय चालू, इसके फ़ायदे, चार चरणों में शुरुआत और तकनीकी जानकारी।",
  "nav.starlink-impact": "सैटेलाइट इंटरनेट का असर",

  "route.ai-lab-impact.title": "एआई लैब का असर",
  "route.ai-lab-impact.summary": "हर सीखने वाले के हिसाब से पढ़ाई और प्रशिक्षण",
  "route.ai-lab-impact.description":
    "एआई से पढ़ाई की लैब: प्रशिक्षण कार्यक्रम, सुविधाएँ, उदाहरण के तौर पर सीखने वालों की कहानियाँ, और नौकरी, हुनर और कमाई के पाँच साल के अनुमान।",
  "nav.ai-lab-impact": "एआई लैब का असर",

  "route.telemedicine-impact.title": "टेलीमेडिसिन का असर",
  "route.telemedicine-impact.summary": "24/7 खुला रहने वाला टेलीमेडिसिन केंद्र",
  "route.telemedicine-impact.description":
    "24/7 खुला टेलीमेडिसिन केंद्र: सेवाएँ, सेहत से जुड़े लक्ष्य, परिवारों की हर साल ₹6.8 लाख की बचत, और उदाहरण के तौर पर मरीज़ों की कहानियाँ।",
  "nav.telemedicine-impact": "टेलीमेडिसिन का असर",

  "route.solar-power-impact.title": "सोलर बिजली का असर",
  "route.solar-power-impact.summary": "सोलर पंप और सोलर ग्रिड",
  "route.solar-power-impact.description":
    "सोलर पानी पंप और गाँव का सोलर ग्रिड: इसके हिस्से, पर्यावरण और कमाई के फ़ायदे, लगाने के चरण और इसे लंबे समय तक चलाने के लक्ष्य।",
  "nav.solar-power-impact": "सोलर बिजली का असर",

  "route.digital-services-execution.title": "डिजिटल सेवा केंद्र की कार्ययोजना",
  "route.digital-services-execution.summary": "₹9 लाख, 18 महीने, 40 युवा",
  "route.digital-services-execution.description":
    "डिजिटल सेवा केंद्र की योजना: 40 युवाओं के लिए 18 महीनों में ₹9,00,000, हर तिमाही के काम, मुख्य पैमाने (KPI), सेवाओं की सूची और कमाई के अनुमान।",
  "nav.digital-services-execution": "डिजिटल सेवा केंद्र की कार्ययोजना",

  "route.agri-processing-execution.title": "उपज प्रोसेसिंग केंद्र की कार्ययोजना",
  "route.agri-processing-execution.summary": "₹30 लाख, 150 किसान, 25 रोज़गार",
  "route.agri-processing-execution.description":
    "उपज प्रोसेसिंग केंद्र की योजना: 150 किसानों और 25 रोज़गार के लिए ₹30 लाख, हर तिमाही के काम, उत्पाद, बिक्री के रास्ते और अनुमान।",
  "nav.agri-processing-execution": "उपज प्रोसेसिंग केंद्र की कार्ययोजना",

  "route.village-tourism-execution.title": "डिजिटल गाँव पर्यटन की कार्ययोजना",
  "route.village-tourism-execution.summary": "₹21 लाख, हर साल 1,200 सैलानी",
  "route.village-tourism-execution.description":
    "डिजिटल गाँव पर्यटन की योजना: ₹21 लाख, हर साल 1,200 सैलानी और 30 रोज़गार, साथ में पैकेज, मौसम, हर तिमाही के काम और मुख्य पैमाने (KPI)।",
  "nav.village-tourism-execution": "डिजिटल गाँव पर्यटन की कार्ययोजना",

  "route.quality-check.title": "गुणवत्ता जाँच",
  "route.quality-check.summary": "साइट की अपनी, चालू जाँच",
  "route.quality-check.description":
    "साइट की अपनी सामग्री से बनी लाइव गुणवत्ता रिपोर्ट: आँकड़े, लिंक, भाषाएँ और जवाब देने का समय, तैनाती के मानकों से मिलाकर।",
  "nav.quality-check": "गुणवत्ता जाँच",
};
