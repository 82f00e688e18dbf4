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
  "expert-advisory.seat.energy": "सौर और ऊर्जा व्यवस्था",
  "expert-advisory.seat.connectivity": "कनेक्टिविटी और डिजिटल ढाँचा",
  "expert-advisory.seat.finance": "वित्त और ऑडिट",
  "expert-advisory.seat.agriculture": "खेती और कृषि प्रसंस्करण",
  "expert-advisory.seat.community": "सामुदायिक विकास और लैंगिक बराबरी",
  "expert-advisory.seat.livelihoods": "आजीविका और ग्रामीण उद्यम",
  "expert-advisory.process.title": "सलाहकार कैसे नियुक्त होते हैं",
  "expert-advisory.process.description":
    "पाँच कदम, सबके सामने। गाँव से मिले बिना कोई मंडल में शामिल नहीं होता।",
  "expert-advisory.process.step.1": "नामांकन",
  "expert-advisory.process.step.2": "सीट के हिसाब से जाँच",
  "expert-advisory.process.step.3": "हितों की घोषणा",
  "expert-advisory.process.step.4": "गाँव से मुलाकात",
  "expert-advisory.process.step.5": "नियुक्ति सार्वजनिक",
  "expert-advisory.duties.title": "मंडल क्या करेगा",
  "expert-advisory.closing.title": "काम पर नज़र रखें या जुड़ें",
  "expert-advisory.closing.description":
    "जब तक मंडल नहीं बनता, योजना का हर आँकड़ा पारदर्शिता केंद्र पर सबके लिए खुला है। अगर आपके पास किसी सीट के लायक अनुभव है, या आप ऐसे किसी व्यक्ति को जानते हैं, तो कार्यक्रम टीम को बताएँ।",
  "expert-advisory.closing.transparency": "पारदर्शिता केंद्र देखें",
  "expert-advisory.closing.engagement": "सलाहकार सुझाएँ या अपना अनुभव दें",
};
