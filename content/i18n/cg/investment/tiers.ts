import type { Messages } from "@/content/i18n/types";
import type { tierMessages as en } from "@/content/i18n/en/investment/tiers";

export const tierMessages: Messages<typeof en> = {
  "investment.tier.family_connector.impact":
    "गाँव के कुछ परिवार मन ला इंटरनेट, टेलीमेडिसिन अउ डिजिटल पढ़ई ले जोड़थे।",
  "investment.outcome.internet": "जेन परिवार तक पहुँच हे, ओमन के घर म इंटरनेट अउ डिजिटल साक्षरता के कक्षा",
  "investment.outcome.telemedicine": "ओमन के घर के मनखे मन बर गाँव के केंद्र म टेलीमेडिसिन ले डाक्टर के सलाह",
  "investment.outcome.learning": "ओमन के इस्कूल जवइया लइका मन बर एआई के मदद ले पढ़ई के बेरा",
  "investment.tier.family_transformer.impact":
    "परिवार मन ला पहिली कनेक्शन ले नवा हुनर अउ कमई के दूसर जरिया तक ले जाथे।",
  "investment.outcome.connectorTwice": "गाँव जोड़इया ले जेन कुछ होथे, ओ सब्बो, दुगुना परिवार मन बर",
  "investment.outcome.skills":
    "हर परिवार के एक जवान ला डिजिटल सेवा या घर बइठे ऑनलाइन काम बर हुनर के सिखई",
  "investment.outcome.market": "उपज प्रोसेसिंग केंद्र के जरिया परिवार मन के उपज बर बजार",
  "investment.outcome.water": "परिवार मन के खेत अउ घर बर सोलर ले पानी",
  "investment.tier.community_champion.impact":
    "परिवार मन के अउ ओ साझा सेवा मन के संग देथे जेकर भरोसा पूरा गाँव हवय।",
  "investment.outcome.transformerTwice": "परिवार बदलइया ले जेन कुछ होथे, ओ सब्बो, दुगुना परिवार मन बर",
  "investment.outcome.sharedAssets": "साझा साधन म हिस्सा: सोलर ग्रिड, हुनर केंद्र अउ टेलीमेडिसिन केंद्र",
  "investment.outcome.enterprise": "माईलोगन मन के स्वयं सहायता समूह के धंधा बर मदद",
  "investment.outcome.review": "कार्यक्रम के गाँव संग होवइया तिमाही जाँच-परख म जगा",
};
