import type { Messages } from "@/content/i18n/types";
import type { telemedicineImpact as en } from "@/content/i18n/en/telemedicine-impact";

export const telemedicineImpact: Messages<typeof en> = {
  "telemedicine-impact.hero.description":
    "गाँव में 24/7 खुला टेलीमेडिसिन केंद्र, जो परिवारों को वीडियो से डॉक्टरों और विशेषज्ञों से जोड़ेगा और अस्पताल की लंबी, महँगी यात्राएँ कम करेगा।",
  "telemedicine-impact.hero.open": "खुला रहेगा",
  "telemedicine-impact.hero.openValue": "24/7",
  "telemedicine-impact.hero.consultations": "परामर्श (लक्ष्य)",
  "telemedicine-impact.hero.response": "आपात मदद का समय (लक्ष्य)",
  "telemedicine-impact.hero.savings": "परिवारों की सालाना बचत",
  "telemedicine-impact.metrics.title": "जिन आँकड़ों पर नज़र रखी जाएगी",
  "telemedicine-impact.metric.consultations": "परामर्श",
  "telemedicine-impact.metric.emergency": "आपात मदद पहुँचने का समय",
  "telemedicine-impact.metric.specialists": "विशेषज्ञ डॉक्टरों का नेटवर्क",
  "telemedicine-impact.metric.monitoring": "निगरानी में पुराने रोगों के मरीज़",
  "telemedicine-impact.services.title": "सेवाएँ",
  "telemedicine-impact.service.video": "24/7 वीडियो परामर्श",
  "telemedicine-impact.service.emergency": "आपात जाँच और रेफ़रल",
  "telemedicine-impact.service.chronic": "पुराने रोगों की निगरानी",
  "telemedicine-impact.service.maternal": "माँ और बच्चे की सेहत",
  "telemedicine-impact.outcomes.title": "सेहत में जो बदलाव हम चाहते हैं",
  "telemedicine-impact.outcomes.description": "केंद्र खुलने के बाद के लक्ष्य, नतीजे नहीं।",
  "telemedicine-impact.outcome.access": "डॉक्टर तक पहुँच",
  "telemedicine-impact.outcome.chronic": "ब्लड प्रेशर और डायबिटीज़",
  "telemedicine-impact.outcome.maternal": "गर्भावस्था की देखभाल",
  "telemedicine-impact.outcome.literacy": "सेहत की जानकारी",
  "telemedicine-impact.outcome.before": "पहले",
  "telemedicine-impact.outcome.after": "बाद में",
  "telemedicine-impact.outcome.improvement": "सुधार",
  "telemedicine-impact.savings.title": "गाँव के परिवारों की बचत",
  "telemedicine-impact.savings.description": "केंद्र चलने के बाद हर साल की अनुमानित बचत, हज़ार रुपये में।",
  "telemedicine-impact.saving.travel": "अस्पताल आने-जाने का खर्च",
  "telemedicine-impact.saving.wages": "छूटी मज़दूरी",
  "telemedicine-impact.saving.treatment": "समय पर इलाज",
  "telemedicine-impact.saving.medicines": "दवाइयाँ",
  "telemedicine-impact.savings.total": "कुल सालाना बचत",
  "telemedicine-impact.savings.totalNote": "ऊपर की चारों बचतों का जोड़।",
  "telemedicine-impact.savings.perYear": "हर साल",
  "telemedicine-impact.stories.title": "मरीज़ों की कहानियाँ",
  "telemedicine-impact.service.video.description":
    "प्रशिक्षण पाया स्वास्थ्य कार्यकर्ता दिन हो या रात, मरीज़ों को वीडियो से डॉक्टर से जोड़ता है।",
  "telemedicine-impact.service.emergency.description":
    "फ़ोन-वीडियो पर तुरंत जाँच से तय होता है कि किसका इलाज गाँव में हो सकता है और किसे अस्पताल जाना ज़रूरी है।",
  "telemedicine-impact.service.chronic.description":
    "ब्लड प्रेशर, शुगर और दूसरी जाँचों की रीडिंग गाँव में दर्ज होती है और डॉक्टर उन्हें देखते हैं।",
  "telemedicine-impact.service.maternal.description":
    "घर के पास ही गर्भावस्था की जाँच, बच्चों की बढ़त की जाँच और टीकों का हिसाब।",
  "telemedicine-impact.serviceStat.open.label": "खुला",
  "telemedicine-impact.serviceStat.open.value": "24/7",
  "telemedicine-impact.serviceStat.languages.label": "भाषाएँ",
  "telemedicine-impact.serviceStat.languages.value": "हिंदी, छत्तीसगढ़ी, अंग्रेज़ी",
  "telemedicine-impact.serviceStat.where.label": "कहाँ",
  "telemedicine-impact.serviceStat.where.value": "गाँव का स्वास्थ्य केंद्र",
  "telemedicine-impact.serviceStat.firstResponse.label": "पहली मदद",
  "telemedicine-impact.serviceStat.firstResponse.value": "फ़ोन पर डॉक्टर",
  "telemedicine-impact.serviceStat.referral.label": "रेफ़रल",
  "telemedicine-impact.serviceStat.referral.value":
    "एंबुलेंस बुलाई जाती है, मरीज़ का ब्योरा पहले भेजा जाता है",
  "telemedicine-impact.serviceStat.kit.label": "किट",
  "telemedicine-impact.serviceStat.kit.value": "ऑक्सीजन, ECG और फ़र्स्ट-एड",
  "telemedicine-impact.serviceStat.conditions.label": "बीमारियाँ",
  "telemedicine-impact.serviceStat.conditions.value": "हाई ब्लड प्रेशर, डायबिटीज़",
  "telemedicine-impact.serviceStat.readings.label": "रीडिंग",
  "telemedicine-impact.serviceStat.readings.value": "डॉक्टर को भेजी जाती है",
  "telemedicine-impact.serviceStat.reminders.label": "याद दिलाना",
  "telemedicine-impact.serviceStat.reminders.value": "SMS और घर जाकर",
  "telemedicine-impact.serviceStat.checkups.label": "जाँच",
  "telemedicine-impact.serviceStat.checkups.value": "प्रसव से पहले और बाद में",
  "telemedicine-impact.serviceStat.children.label": "बच्चे",
  "telemedicine-impact.serviceStat.children.value": "बढ़त और टीके",
  "telemedicine-impact.serviceStat.with.label": "साथ में",
  "telemedicine-impact.serviceStat.with.value": "मितानिन और ANM कार्यकर्ता",
  "telemedicine-impact.outcome.access.before": "डॉक्टर तक {km} किमी का सफ़र",
  "telemedicine-impact.outcome.access.after": "गाँव में ही वीडियो से परामर्श",
  "telemedicine-impact.outcome.access.improvement": "आम इलाज के लिए कहीं जाना नहीं",
  "telemedicine-impact.outcome.access.description":
    "ज़्यादातर पहली जाँच दूर से हो सकती है; अस्पताल का सफ़र तभी, जब सच में उसकी ज़रूरत हो।",
  "telemedicine-impact.outcome.chronic.before": "जाँच कभी-कभार, अक्सर तभी जब हालत गंभीर हो",
  "telemedicine-impact.outcome.chronic.after": "नियमित रीडिंग, जिन्हें डॉक्टर देखते हैं",
  "telemedicine-impact.outcome.chronic.improvement": "परेशानी जल्दी पकड़ में आती है",
  "telemedicine-impact.outcome.chronic.description":
    "हाई ब्लड प्रेशर और डायबिटीज़ पर लगातार नज़र रखी जाती है, ताकि उनका पता आपात हालत में न चले।",
  "telemedicine-impact.outcome.maternal.before": "दूरी की वजह से छूटती जाँचें",
  "telemedicine-impact.outcome.maternal.after": "गाँव के केंद्र में जाँच",
  "telemedicine-impact.outcome.maternal.improvement": "ख़तरे समय पर पहचाने जाते हैं",
  "telemedicine-impact.outcome.maternal.description":
    "माँओं को गर्भावस्था में नियमित देखभाल मिलती है, और ज़्यादा ख़तरे वाली गर्भावस्था में समय रहते अस्पताल भेजा जाता है।",
  "telemedicine-impact.outcome.literacy.before": "{baseline}",
  "telemedicine-impact.outcome.literacy.after": "{target}",
  "telemedicine-impact.outcome.literacy.improvement": "+{points} अंक",
  "telemedicine-impact.outcome.literacy.description":
    "सेहत की जानकारी की बैठकों में परिवार सीखते हैं कि इलाज कब लेना है और केंद्र का इस्तेमाल कैसे करना है।",
  "telemedicine-impact.saving.travel.description":
    "बस, जीप और एंबुलेंस का वह किराया जो अब दूर के अस्पतालों तक जाने में खर्च नहीं होगा।",
  "telemedicine-impact.saving.wages.description":
    "मरीज़ों और उनके साथ जाने वाले रिश्तेदारों के काम के वे दिन जो अब नहीं छूटेंगे।",
  "telemedicine-impact.saving.treatment.description":
    "बीमारी जल्दी पकड़ में आने से देर वाला महँगा इलाज और आपात इलाज नहीं करवाना पड़ेगा।",
  "telemedicine-impact.saving.medicines.description":
    "जेनेरिक दवाइयाँ, और प्राइवेट क्लिनिक से बार-बार की पर्चियाँ कम।",
  "telemedicine-impact.story.shanti.name": "शांति बाई",
  "telemedicine-impact.story.shanti.role": "हाई ब्लड प्रेशर की मरीज़",
  "telemedicine-impact.story.shanti.story":
    "हर महीने दिन भर के सफ़र के बजाय, शांति बाई केंद्र पर अपना ब्लड प्रेशर नपवाती हैं और डॉक्टर वीडियो पर उनकी गोलियाँ ठीक करते हैं।",
  "telemedicine-impact.story.shanti.hope":
    "बिना सफ़र के, और बेटे की एक दिन की मज़दूरी गँवाए बिना, उनकी बीमारी काबू में रहे।",
  "telemedicine-impact.story.pooja.name": "पूजा",
  "telemedicine-impact.story.pooja.role": "पहले बच्चे की माँ बनने वाली",
  "telemedicine-impact.story.pooja.story":
    "पूजा की गर्भावस्था की हर जाँच गाँव में होती है; जब कोई रीडिंग गड़बड़ लगती है, तो डॉक्टर उसी हफ़्ते अस्पताल जाने का इंतज़ाम करते हैं।",
  "telemedicine-impact.story.pooja.hope": "सुरक्षित प्रसव, और ख़तरे समय पर पहचाने जाएँ।",
  "telemedicine-impact.story.mohan.name": "मोहन",
  "telemedicine-impact.story.mohan.role": "किसान",
  "telemedicine-impact.story.mohan.story":
    "जब खेत में मोहन का पैर बुरी तरह कट जाता है, तो स्वास्थ्य कार्यकर्ता वीडियो पर डॉक्टर को बुलाता है, घाव साफ़ करके पट्टी बाँधता है और उसे ब्योरे के साथ अस्पताल भेजता है।",
  "telemedicine-impact.story.mohan.hope": "कुछ ही मिनटों में मदद, और अस्पताल पहुँचते ही सही इलाज।",
};
