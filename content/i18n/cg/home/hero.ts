import type { Messages } from "@/content/i18n/types";
import type { heroMessages as en } from "@/content/i18n/en/home/hero";

export const heroMessages: Messages<typeof en> = {
  // Hero
  "hero.badge": "काम अभी सुरू नइ होय हे · सुरुआत {launch} म",
  "hero.title": "डिजिटल गाँव के बदलाव: छत्तीसगढ़ के एक गाँव, जम्मो भारत बर मिसाल",
  "hero.description":
    "तीन बछर के योजना, जेन ह {villagers} गाँव वाले मन तक मुफत सैटेलाइट इंटरनेट, हिंदी, छत्तीसगढ़ी अउ अंगरेजी म एआई के मदद ले पढ़ई, 24/7 टेलीमेडिसिन केंद्र, सोलर बिजली अउ हुनर के सिखई पहुँचाही। ए ह {villages} गाँव मन बर नमूना हवय।",
  "hero.cta.dashboard": "प्रगति देखव",
  "hero.cta.impact": "असर देखव",
  "hero.cta.investment": "कोनो परिवार म निवेश करव",
  "hero.cta.evidence": "परमान देखव",
  "hero.cta.scaling": "देस भर म बढ़वार के योजना",
  "hero.figures": "मुख्य आँकड़ा",
  "hero.figure.internet.value": "{n} Mbps तक",
  "hero.figure.internet.label": "हर घर बर मुफत इंटरनेट",
  "hero.figure.plan.value": "{phases} चरन",
  "hero.figure.plan.label": "{months} महीना, अक्टूबर 2025 ले दिसंबर 2027 तक",
  "hero.figure.budget.label": "कुल निवेश के योजना",
  "hero.figure.people.label": "{households} घर म रहइया गाँव वाले",

  // Village profile
  "village.title": "आज के हमर गाँव",
  "village.description":
    "छत्तीसगढ़ के एक खेती-किसानी वाले गाँव: ए ह कहाँ ले सुरू करत हे, एला का चीज ह रोकत हे, अउ एकर करा पहिली ले का हवय।",
  "village.stats": "एक नजर म गाँव",
  "village.stats.population": "आबादी",
  "village.stats.population.hint": "{children} लइका, {women} माईलोगन",
  "village.stats.households": "घर",
  "village.stats.households.hint": "{percent} खेती के भरोसा म",
  "village.stats.literacy": "पढ़े-लिखे मन के दर",
  "village.stats.literacy.hint": "माईलोगन {female}, आदमी {male}",
  "village.stats.connectivity": "डिजिटल जुड़ाव",
  "village.stats.connectivity.hint": "कोनो घर म इंटरनेट नइ हे",
  "village.stats.healthcare": "इलाज तक पहुँच",
  "village.stats.healthcare.value": "{min}-{max} किमी",
  "village.stats.healthcare.hint": "सबले लकठा के अस्पताल तक",
  "village.stats.water": "पानी के भरोसा",
  "village.stats.water.hint": "साफ पानी वाले घर",
  "village.challenges": "मुसकुल मन",
  "village.challenge.income": "एक घर के औसत कमई {income} महीना हवय, अउ बेरोजगारी {unemployment} हे।",
  "village.challenge.agriculture":
    "{percent} परिवार बरसात के भरोसा वाले खेती म टिके हें; {farmers} किसान मन तक नवा तरीका अउ बजार मुसकुल ले पहुँचथे।",
  "village.challenge.internet":
    "इंटरनेट जुड़ाव {internet} हवय: न ऑनलाइन पढ़ई, न बैंक के काम, न सरकारी सेवा।",
  "village.challenge.electricity": "सिरिफ {electricity} घर म भरोसा के बिजली हवय।",
  "village.challenge.water": "सिरिफ {water} घर ला पिये बर साफ पानी मिलथे।",
  "village.challenge.health": "सबले लकठा के अस्पताल {min}-{max} किमी दुरिहा हवय, अउ उहाँ बड़े डाक्टर नइ हें।",
  "village.challenge.literacy": "पढ़े-लिखे मन {overall} हें, अउ माईलोगन मन म सिरिफ {female}।",
  "village.assets": "हमर ताकत",
  "village.asset.community": "{households} घर म {population} गाँव वाले, एक-दूसर ले जुरे समाज।",
  "village.asset.farmers": "{farmers} अनुभवी किसान अउ उपजाऊ भुइयाँ।",
  "village.asset.women": "{women} माईलोगन, जेन मन स्व-सहायता समूह अउ नान्हे धंधा चला सकथें।",
  "village.asset.children": "{children} लइका, जेन मन अपन भाखा म सीखे बर तियार हें।",
  "village.asset.crafts": "हाथ के कारीगरी, खान-पान अउ संस्कृति के जीयत परंपरा।",
  "village.asset.sunshine": "बछर भर जादा दिन कड़क घाम, जेन ह जम्मो गाँव ला बिजली दे सकथे।",
};
