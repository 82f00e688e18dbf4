import type { Messages } from "@/content/i18n/types";
import type { community as en } from "@/content/i18n/en/community";

export const community: Messages<typeof en> = {
  "community.hero.stage": "काम शुरू होने से पहले · शुरुआत 2025 की चौथी तिमाही में",
  "community.hero.illustrative": "इस पेज की बातें उदाहरण के लिए हैं",
  "community.hero.description":
    "यह कार्यक्रम गाँव के साथ मिलकर बनता है, ऊपर से थोपा नहीं जाता। यहाँ गाँव के वे पद हैं जिनके साथ यह काम करेगा, 2028 तक जैसी बातें सुनने की उम्मीद है, और वे बैठकें जिनमें गाँव वाले काम की दिशा तय करेंगे।",
  "community.notice.title": "इन बातों के बारे में",
  "community.notice.body":
    "कार्यक्रम अभी शुरू नहीं हुआ है। नीचे दिए अगुआ पद हैं, नाम वाले लोग नहीं; उनकी बातें और लोगों की राय उदाहरण के लिए लिखी गई हैं: कार्यक्रम टीम ने लिखा है कि वह क्या सुनना चाहती है, ये असली गाँव वालों ने नहीं कहीं।",
  "community.badge.illustrative": "उदाहरण",

  "community.leaders.title": "गाँव के अगुआ",
  "community.leaders.description": "गाँव के वे पद जिनके साथ कार्यक्रम काम करेगा, और हर एक क्या करेगा।",
  "community.leaders.experience": "अनुभव",
  "community.leaders.support": "वे कैसे मदद करेंगे",
  "community.leaders.vision": "उनकी उम्मीद",

  "community.testimonials.title": "गाँव की आवाज़ें",
  "community.testimonials.description":
    "2028 की कल्पना में लिखी, उदाहरण के लिए दी गई राय, हर एक पाँच में से रेटिंग के साथ, छत्तीसगढ़ी में, हिंदी अनुवाद के साथ।",
  "community.testimonials.original": "छत्तीसगढ़ी में",
  "community.testimonials.translation": "अनुवाद",
  "community.testimonials.impact": "क्या बदला",
  "community.testimonials.rating": "5 में से {rating} रेटिंग",

  "community.activities.title": "समुदाय की भागीदारी",
  "community.activities.description":
    "नियमित बैठकें जिनमें गाँव वाले कार्यक्रम की दिशा तय करेंगे, 2025 की चौथी तिमाही में शुरुआत के साथ।",
  "community.activities.planned": "योजना में",
  "community.activities.frequency": "कितनी बार",
  "community.activities.participation": "कौन शामिल होगा",
  "community.activities.focus": "किस पर ध्यान",
  "community.activities.impact": "अपेक्षित असर",

  "community.links.title": "गाँव की अपनी योजना का साथ दें",
  "community.links.description": "देखें कि निवेश किस काम आता है, और हर रुपये का हिसाब कैसे प्रकाशित होगा।",
  "community.links.investment": "गाँव में निवेश करें",
  "community.links.transparency": "पारदर्शिता केंद्र देखें",
};
