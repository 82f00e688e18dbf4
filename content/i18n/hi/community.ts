import type { Messages } from "@/content/i18n/types";
import type { community as en } from "@/content/i18n/en/community";

export const community: Messages<typeof en> = {
  "community.hero.stage": "काम शुरू होने से पहले · शुरुआत 2025 की चौथी तिमाही में",
  "community.hero.illustrative": "इस पेज की बातें उदाहरण के लिए हैं",
  "community.hero.description":
    "यह कार्यक्रम गाँव के साथ मिलकर बनता है, ऊपर से थोपा नहीं जाता। यहाँ गाँव के वे पद हैं जिनके साथ यह काम करेगा, 2028 तक जैसी बातें सुनने की उम्मीद है, और वे बैठकें जिनमें गाँववाले काम की दिशा तय करेंगे।",
  "community.notice.title": "इन बातों के बारे में",
  "community.notice.body":
    "कार्यक्रम अभी शुरू नहीं हुआ है। नीचे दिए अगुआ पद हैं, नाम वाले लोग नहीं; उनकी बातें और लोगों की राय उदाहरण के लिए लिखी गई हैं: कार्यक्रम टीम ने लिखा है कि वह क्या सुनना चाहती है, ये असली गाँववालों ने नहीं कहीं।",
  "community.badge.illustrative": "उदाहरण",

  "community.leaders.title": "गाँव के अगुआ",
  "community.leaders.description": "गाँव के वे पद जिनके साथ कार्यक्रम काम करेगा, और हर एक क्या करेगा।",
  "community.leaders.experience": "अनुभव",
  "community.leaders.support": "वे कैसे मदद करेंगे",
  "community.leaders.vision": "उनकी उम्मीद",

  "community.leader.sarpanch.name": "सरपंच",
  "community.leader.sarpanch.role": "गाँव के मुखिया, ग्राम पंचायत",
  "community.leader.sarpanch.experience":
    "गाँववाले इन्हें पाँच साल के लिए चुनते हैं; ग्राम सभा की अध्यक्षता करते हैं।",
  "community.leader.sarpanch.support":
    "हर तिमाही ग्राम सभा में योजना, बजट और रसीदों की समीक्षा की बैठक बुलाएँगे।",
  "community.leader.sarpanch.vision":
    "जब हर घर इंटरनेट से जुड़ जाएगा, तो पंचायत का हिसाब कोई भी पढ़ सकेगा, सिर्फ़ वे नहीं जो ब्लॉक दफ़्तर तक जा सकते हैं।",
  "community.leader.head-teacher.name": "प्रधानाध्यापक",
  "community.leader.head-teacher.role": "सरकारी स्कूल",
  "community.leader.head-teacher.experience":
    "गाँव के स्कूल के शिक्षकों और रोज़ की समय-सारणी की अगुआई करते हैं।",
  "community.leader.head-teacher.support":
    "एआई लैब की पाठ-योजनाएँ चुनने में, और लैब के घंटे स्कूल के समय में बिठाने में मदद करेंगे।",
  "community.leader.head-teacher.vision":
    "मेरी चाह है कि हमारे स्कूल से निकलने वाला हर बच्चा अपनी भाषा में पढ़-लिख सके और कंप्यूटर चला सके, और अंग्रेज़ी में भी।",
  "community.leader.asha.name": "मितानिन (आशा)",
  "community.leader.asha.role": "मान्यता प्राप्त सामाजिक स्वास्थ्य कार्यकर्ता",
  "community.leader.asha.experience":
    "हर घर में सेहत के लिए सबसे पहले इन्हीं से बात होती है; राष्ट्रीय स्वास्थ्य मिशन के तहत प्रशिक्षित।",
  "community.leader.asha.support":
    "टेलीमेडिसिन पर डॉक्टर से सलाह का समय तय करेंगी और घर जाकर मरीज़ों का हाल पूछेंगी।",
  "community.leader.asha.vision":
    "स्क्रीन पर डॉक्टर मिलने का मतलब है कि जाँच के लिए ज़िला अस्पताल जाने में किसी माँ की एक दिन की मज़दूरी नहीं जाएगी।",
  "community.leader.shg-leader.name": "स्वयं सहायता समूह की अगुआ",
  "community.leader.shg-leader.role": "महिलाओं के स्वयं सहायता समूहों का संघ",
  "community.leader.shg-leader.experience":
    "गाँव के सभी वार्डों की महिलाओं के साथ बचत और कर्ज़ के समूह चलाती हैं।",
  "community.leader.shg-leader.support": "महिलाओं को हुनर केंद्र और उपज प्रोसेसिंग केंद्र से जोड़ेंगी।",
  "community.leader.shg-leader.vision":
    "हमारे अचार और मोटे अनाज शहर के ख़रीदारों तक पहुँच सकते हैं। हमें बस जुड़ाव और प्रशिक्षण चाहिए।",

  "community.testimonials.title": "गाँव की आवाज़ें",
  "community.testimonials.description":
    "2028 की कल्पना में लिखी, उदाहरण के लिए दी गई राय, हर एक पाँच में से रेटिंग के साथ, छत्तीसगढ़ी में, हिंदी अनुवाद के साथ।",
  "community.testimonials.original": "छत्तीसगढ़ी में",
  "community.testimonials.translation": "अनुवाद",
  "community.testimonials.impact": "क्या बदला",
  "community.testimonials.rating": "5 में से {rating} रेटिंग",

  "community.testimonial.farmer.name": "धान किसान",
  "community.testimonial.farmer.role": "तीन एकड़ में धान उगाते हैं",
  "community.testimonial.farmer.impact": "फ़सल के बेहतर दाम",
  "community.testimonial.mother.name": "दो बच्चों की माँ",
  "community.testimonial.mother.role": "स्वयं सहायता समूह की सदस्य",
  "community.testimonial.mother.impact": "सफ़र किए बिना इलाज",
  "community.testimonial.student.name": "कक्षा 10 के विद्यार्थी",
  "community.testimonial.student.role": "गाँव के स्कूल में पढ़ते हैं",
  "community.testimonial.student.impact": "तीन भाषाओं में पढ़ाई",
  "community.testimonial.elder.name": "रिटायर हुए स्कूल शिक्षक",
  "community.testimonial.elder.role": "गाँव के बुज़ुर्ग",
  "community.testimonial.elder.impact": "याद दिलाना कि बुज़ुर्गों को सिखाते रहना है",

  "community.activities.title": "समुदाय की भागीदारी",
  "community.activities.description":
    "नियमित बैठकें जिनमें गाँववाले कार्यक्रम की दिशा तय करेंगे, 2025 की चौथी तिमाही में शुरुआत के साथ।",
  "community.activities.planned": "योजना में",
  "community.activities.frequency": "कितनी बार",
  "community.activities.participation": "कौन शामिल होगा",
  "community.activities.focus": "किस पर ध्यान",
  "community.activities.impact": "अपेक्षित असर",

  "community.frequency.quarterly": "हर तिमाही",
  "community.frequency.monthly": "हर महीने",
  "community.frequency.fortnightly": "हर पंद्रह दिन",
  "community.frequency.weekly": "हर हफ़्ते",
  "community.activity.gram-sabha.title": "ग्राम सभा में कार्यक्रम की समीक्षा",
  "community.activity.gram-sabha.participation": "गाँव के सभी {n} वयस्कों के लिए खुली",
  "community.activity.gram-sabha.focus": "योजना, बजट, रसीदें और प्रगति",
  "community.activity.gram-sabha.impact":
    "गाँववाले ख़ुद तय करते हैं कि पहले क्या हो, और खर्च की जाँच ख़ुद करते हैं",
  "community.activity.mothers.title": "मितानिन के साथ माताओं की सेहत बैठक",
  "community.activity.mothers.participation": "हर वार्ड की माताएँ और गर्भवती महिलाएँ",
  "community.activity.mothers.focus": "माँ और बच्चे की सेहत, टेलीमेडिसिन के सहारे",
  "community.activity.mothers.impact": "जल्दी जाँच, और नई सेवा पर भरोसा",
  "community.activity.parents.title": "माता-पिता की पढ़ाई वाली बैठक",
  "community.activity.parents.participation": "गाँव के {n} बच्चों के माता-पिता",
  "community.activity.parents.focus": "एआई लैब और स्कूल में बच्चों की प्रगति",
  "community.activity.parents.impact": "माता-पिता घर पर पढ़ाई पर नज़र रखते हैं और साथ देते हैं",
  "community.activity.farmers.title": "किसानों का डिजिटल बाज़ार दिवस",
  "community.activity.farmers.participation": "गाँव के {n} किसान",
  "community.activity.farmers.focus": "फ़सल के दाम, मौसम और उपज प्रोसेसिंग केंद्र",
  "community.activity.farmers.impact": "बेहतर दाम और फ़सल की कम बर्बादी",
  "community.activity.elders.title": "बुज़ुर्गों की डिजिटल बैठक",
  "community.activity.elders.participation": "गाँव के {n} बुज़ुर्ग, युवा स्वयंसेवकों के साथ",
  "community.activity.elders.focus": "फ़ोन, वीडियो कॉल, पेंशन और टेलीमेडिसिन",
  "community.activity.elders.impact": "सेवाओं से कोई छूटे नहीं",

  "community.links.title": "गाँव की अपनी योजना का साथ दें",
  "community.links.description": "देखें कि निवेश किस काम आता है, और हर रुपये का हिसाब कैसे प्रकाशित होगा।",
  "community.links.investment": "गाँव में निवेश करें",
  "community.links.transparency": "खुला हिसाब केंद्र देखें",
};
