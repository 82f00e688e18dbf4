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
  "expert-advisory.seat.agriculture": "खेती-किसानी अउ उपज प्रसंस्करण",
  "expert-advisory.seat.community": "समाज के बिकास अउ माईलोगन के बरोबरी",
  "expert-advisory.seat.livelihoods": "रोजी-रोटी अउ गाँव के धंधा",
  "expert-advisory.process.title": "सलाहकार मन ला कइसे रखे जाथे",
  "expert-advisory.process.description": "पाँच कदम, सबके आगू। गाँव ले मिले बिना कोनो मंडल म नइ आवय।",
  "expert-advisory.process.step.1": "नाँव सुझाना",
  "expert-advisory.process.step.2": "पद के हिसाब ले जाँच",
  "expert-advisory.process.step.3": "अपन हित के घोसना",
  "expert-advisory.process.step.4": "गाँव ले भेंट",
  "expert-advisory.process.step.5": "नियुक्ति सबला बताना",
  "expert-advisory.duties.title": "मंडल का करही",
  "expert-advisory.closing.title": "काम ऊपर नजर रखव या जुड़व",
  "expert-advisory.closing.description":
    "जब तक मंडल नइ बनय, योजना के हर आँकड़ा पारदर्शिता केंद्र म सबो बर खुला हे। कहूँ तुंहर करा कोनो पद के लाइक अनुभव हे, या तुमन अइसन कोनो मनखे ला जानथव, त कार्यक्रम के टीम ला बतावव।",
  "expert-advisory.closing.transparency": "पारदर्शिता केंद्र देखव",
  "expert-advisory.closing.engagement": "सलाहकार सुझावव या अपन अनुभव देवव",
};
