import type { Messages } from "@/content/i18n/types";
import type { tierMessages as en } from "@/content/i18n/en/investment/tiers";

export const tierMessages: Messages<typeof en> = {
  "investment.tier.family_connector.impact":
    "गाँव के कुछ परिवारों को इंटरनेट, टेलीमेडिसिन और डिजिटल पढ़ाई से जोड़ता है।",
  "investment.outcome.internet": "जिन परिवारों तक पहुँच है, उनके घर में इंटरनेट और डिजिटल साक्षरता की कक्षाएँ",
  "investment.outcome.telemedicine": "उनके सदस्यों के लिए गाँव के केंद्र में टेलीमेडिसिन से डॉक्टर की सलाह",
  "investment.outcome.learning": "उनके स्कूल जाने वाले बच्चों के लिए एआई की मदद से पढ़ाई का समय",
  "investment.tier.family_transformer.impact":
    "परिवारों को पहले कनेक्शन से नए हुनर और कमाई के दूसरे ज़रिए तक ले जाता है।",
  "investment.outcome.connectorTwice": "ग्राम संपर्क साथी से जो कुछ होता है, वह सब, दोगुने परिवारों के लिए",
  "investment.outcome.skills":
    "हर परिवार के एक नौजवान को डिजिटल सेवाओं या घर बैठे ऑनलाइन काम के लिए हुनर का प्रशिक्षण",
  "investment.outcome.market": "उपज प्रोसेसिंग केंद्र के ज़रिए परिवारों की उपज के लिए बाज़ार",
  "investment.outcome.water": "परिवारों के खेतों और घरों के लिए सोलर बिजली से पानी",
  "investment.tier.community_champion.impact":
    "परिवारों का और उन साझा सेवाओं का साथ देता है जिन पर पूरा गाँव निर्भर है।",
  "investment.outcome.transformerTwice":
    "परिवार परिवर्तन साथी से जो कुछ होता है, वह सब, दोगुने परिवारों के लिए",
  "investment.outcome.sharedAssets": "साझा साधनों में हिस्सा: सोलर ग्रिड, हुनर केंद्र और टेलीमेडिसिन केंद्र",
  "investment.outcome.enterprise": "महिलाओं के स्वयं सहायता समूहों के धंधों को मदद",
  "investment.outcome.review": "कार्यक्रम की गाँव के साथ होने वाली तिमाही समीक्षा में जगह",
};
