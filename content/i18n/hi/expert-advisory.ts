import type { Messages } from "@/content/i18n/types";
import type { expertAdvisory as en } from "@/content/i18n/en/expert-advisory";

export const expertAdvisory: Messages<typeof en> = {
  "expert-advisory.hero.status": "गठन जारी",
  "expert-advisory.hero.noneAppointed": "अभी कोई सलाहकार नियुक्त नहीं",
  "expert-advisory.hero.description":
    "कार्यक्रम अपनी योजनाओं, पैसे और नतीजों की समीक्षा के लिए एक विशेषज्ञ मंडल बना रहा है। अभी किसी को नियुक्त नहीं किया गया है, इसलिए यह पेज दिखाता है कि कौन-सी सीटें भरी जा रही हैं, हर सीट किस बात की समीक्षा करती है और सलाहकार कैसे चुने जाते हैं।",
  "expert-advisory.stat.seats": "भरी जाने वाली सीटें",
  "expert-advisory.stat.appointed": "नियुक्त सलाहकार",
  "expert-advisory.stat.launch": "कार्यक्रम की शुरुआत",
  "expert-advisory.seats.title": "भरी जा रही सीटें",
  "expert-advisory.seats.description":
    "योजना के हर क्षेत्र के लिए एक सलाहकार। हर सीट अपने क्षेत्र के काम की समीक्षा करती है और सबके सामने रिपोर्ट देती है।",
  "expert-advisory.seat.open": "सीट खाली",
  "expert-advisory.seat.reviews": "यह सीट किसकी समीक्षा करती है",
  "expert-advisory.seat.lookingFor": "हमें किसकी तलाश है",
  "expert-advisory.seat.related": "जिस योजना की समीक्षा होगी, उसे देखें",
  "expert-advisory.seat.telemedicine": "टेलीमेडिसिन और जन स्वास्थ्य",
  "expert-advisory.seat.education": "शिक्षा और एआई से पढ़ाई",
  "expert-advisory.seat.energy": "सोलर और ऊर्जा व्यवस्था",
  "expert-advisory.seat.connectivity": "कनेक्टिविटी और डिजिटल ढाँचा",
  "expert-advisory.seat.finance": "वित्त और ऑडिट",
  "expert-advisory.seat.agriculture": "खेती और उपज प्रोसेसिंग",
  "expert-advisory.seat.community": "सामुदायिक विकास और लैंगिक बराबरी",
  "expert-advisory.seat.livelihoods": "आजीविका और ग्रामीण उद्यम",
  "expert-advisory.seat.telemedicine.review.1":
    "टेलीमेडिसिन केंद्र में डॉक्टर से सलाह और मरीज़ को बड़े अस्पताल भेजने के नियम",
  "expert-advisory.seat.telemedicine.review.2": "मरीज़ों के रिकॉर्ड पर उनकी सहमति और उनकी गोपनीयता",
  "expert-advisory.seat.telemedicine.review.3": "सेहत के नतीजे कैसे मापे जाते हैं",
  "expert-advisory.seat.telemedicine.lookingFor":
    "गाँवों में टेलीमेडिसिन का अनुभव रखने वाले डॉक्टर या जन स्वास्थ्य विशेषज्ञ",
  "expert-advisory.seat.education.review.1": "हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में पाठ",
  "expert-advisory.seat.education.review.2": "एआई से पढ़ाई के साधन बच्चों के लिए ठीक और सुरक्षित हैं या नहीं",
  "expert-advisory.seat.education.review.3": "पढ़ने-लिखने में बढ़त कैसे मापी जाती है",
  "expert-advisory.seat.education.lookingFor":
    "कई भाषाओं में प्राथमिक और माध्यमिक शिक्षा के शिक्षक या शोधकर्ता",
  "expert-advisory.seat.energy.review.1": "सोलर ग्रिड और पंपों का डिज़ाइन",
  "expert-advisory.seat.energy.review.2": "बैटरी की सुरक्षा और रख-रखाव की योजना",
  "expert-advisory.seat.energy.review.3": "कार्यक्रम खत्म होने के बाद चलाने का खर्च",
  "expert-advisory.seat.energy.lookingFor": "ऐसे इंजीनियर जिन्होंने गाँवों में सोलर व्यवस्था बनाई और सँभाली हो",
  "expert-advisory.seat.connectivity.review.1": "सैटेलाइट इंटरनेट और हॉटस्पॉट लगाना",
  "expert-advisory.seat.connectivity.review.2": "इंटरनेट चालू रहने का समय और मदद की व्यवस्था",
  "expert-advisory.seat.connectivity.review.3": "घरों और सेवाओं के डेटा की सुरक्षा",
  "expert-advisory.seat.connectivity.lookingFor":
    "गाँव या सैटेलाइट इंटरनेट का अनुभव रखने वाले नेटवर्क इंजीनियर",
  "expert-advisory.seat.finance.review.1": "बजट, सामान की खरीद और रसीदें",
  "expert-advisory.seat.finance.review.2": "स्वतंत्र ऑडिट की व्यवस्था",
  "expert-advisory.seat.finance.review.3": "हर तिमाही की हिसाब-किताब की रिपोर्ट, सबके सामने आने से पहले",
  "expert-advisory.seat.finance.lookingFor":
    "गैर-लाभकारी संस्थाओं के ऑडिट का अनुभव रखने वाले चार्टर्ड अकाउंटेंट",
  "expert-advisory.seat.agriculture.review.1": "उपज प्रोसेसिंग केंद्र की योजना और खाद्य सुरक्षा",
  "expert-advisory.seat.agriculture.review.2": "किसानों के साथ सही दाम के समझौते",
  "expert-advisory.seat.agriculture.review.3": "एआई लैब से दी जाने वाली फसल की सलाह",
  "expert-advisory.seat.agriculture.lookingFor": "कृषि विशेषज्ञ या किसान उत्पादक संगठन के अगुआ",
  "expert-advisory.seat.community.review.1": "ग्राम पंचायत और ग्राम सभा फ़ैसलों में कैसे हिस्सा लेती हैं",
  "expert-advisory.seat.community.review.2": "महिलाओं, बुज़ुर्गों और सबसे गरीब घरों को साथ लेना",
  "expert-advisory.seat.community.review.3": "किसी भी परिवार की कहानी बताने से पहले उसकी सहमति",
  "expert-advisory.seat.community.lookingFor":
    "छत्तीसगढ़ में काम का अनुभव रखने वाले सामुदायिक विकास कार्यकर्ता",
  "expert-advisory.seat.livelihoods.review.1": "डिजिटल सेवा केंद्र और पर्यटन की योजनाएँ",
  "expert-advisory.seat.livelihoods.review.2": "घरों की कमाई को लक्ष्य के मुकाबले कैसे मापा जाता है",
  "expert-advisory.seat.livelihoods.review.3": "नए धंधे बिना अनुदान के चल सकते हैं या नहीं",
  "expert-advisory.seat.livelihoods.lookingFor": "ग्रामीण उद्यम या आजीविका के विशेषज्ञ",
  "expert-advisory.process.title": "सलाहकार कैसे नियुक्त होते हैं",
  "expert-advisory.process.description":
    "पाँच कदम, सबके सामने। गाँव से मिले बिना कोई मंडल में शामिल नहीं होता।",
  "expert-advisory.process.step.nomination.title": "नामांकन",
  "expert-advisory.process.step.nomination.text":
    "कोई भी भागीदारी केंद्र के ज़रिए किसी उम्मीदवार का नाम सुझा सकता है; साथी संस्थाएँ और ग्राम पंचायत भी नाम भेजती हैं।",
  "expert-advisory.process.step.review.title": "सीट के हिसाब से जाँच",
  "expert-advisory.process.step.review.text":
    "कार्यक्रम टीम हर उम्मीदवार के अनुभव को उस सीट के काम से मिलाकर जाँचती है, और उन्हें जानने वालों से उनके बारे में पूछती है।",
  "expert-advisory.process.step.interests.title": "हितों की घोषणा",
  "expert-advisory.process.step.interests.text":
    "उम्मीदवार बताते हैं कि सामान देने वालों या साथी संस्थाओं में उनका कोई हित है या नहीं; जो कार्यक्रम को कुछ भी बेचता है, वह सीट पर नहीं बैठ सकता।",
  "expert-advisory.process.step.meeting.title": "गाँव से मुलाकात",
  "expert-advisory.process.step.meeting.text":
    "हर उम्मीदवार ग्राम पंचायत से मिलता है, जो नियुक्ति से पहले सवाल पूछ सकती है और आपत्ति उठा सकती है।",
  "expert-advisory.process.step.published.title": "नियुक्ति सार्वजनिक",
  "expert-advisory.process.step.published.text":
    "काम शुरू करने से पहले सलाहकार का नाम, परिचय, कार्यकाल और बताए गए हित इसी पेज पर सबके लिए डाले जाते हैं।",
  "expert-advisory.duties.title": "मंडल क्या करेगा",
  "expert-advisory.duty.phase-plans": "हर चरण का पैसा जारी होने से पहले उसकी योजना की समीक्षा करना",
  "expert-advisory.duty.reports":
    "हर तिमाही की प्रगति और हिसाब-किताब की रिपोर्ट पढ़ना और उन पर अपनी राय सबके सामने रखना",
  "expert-advisory.duty.advise":
    "कार्यक्रम टीम को सलाह देना; मंडल न पैसा खर्च करता है, न कर्मचारियों को चलाता है",
  "expert-advisory.duty.risks": "जो भी जोखिम दिखे, उसे जोखिम प्रबंधन तालिका में दर्ज कराना",
  "expert-advisory.closing.title": "काम पर नज़र रखें या जुड़ें",
  "expert-advisory.closing.description":
    "जब तक मंडल नहीं बनता, योजना का हर आँकड़ा खुला हिसाब केंद्र पर सबके लिए खुला है। अगर आपके पास किसी सीट के लायक अनुभव है, या आप ऐसे किसी व्यक्ति को जानते हैं, तो कार्यक्रम टीम को बताएँ।",
  "expert-advisory.closing.transparency": "खुला हिसाब केंद्र देखें",
  "expert-advisory.closing.engagement": "सलाहकार सुझाएँ या अपना अनुभव दें",
};
