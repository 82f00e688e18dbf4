import type { Messages } from "@/content/i18n/types";
import type { targetMessages as en } from "@/content/i18n/en/home/targets";

export const targetMessages: Messages<typeof en> = {
  // Transformation targets
  "home.targets.title": "बदलाव के आठ लक्ष्य",
  "home.targets.description":
    "गाँव आज कहाँ है और कार्यक्रम उसे कहाँ तक ले जाना चाहता है। पट्टियाँ आज की शुरुआती स्थिति दिखाती हैं।",
  "home.targets.now": "अभी",
  "home.targets.target": "लक्ष्य",
  "home.targets.by": "{year} तक",
  "home.targets.progress": "{title}: अभी {current}, {year} तक लक्ष्य {target}",
  "home.targets.who.villagers": "{count} गाँववाले",
  "home.targets.who.children": "{count} बच्चे",
  "home.targets.who.households": "{count} घर",
  "home.targets.who.women": "{count}+ महिलाएँ",
  "home.targets.who.farmers": "{count} किसान",
  "home.targets.who.adults": "{count} वयस्क",
  "home.targets.literacy.title": "कामकाजी साक्षरता",
  "home.targets.literacy.description": "हर कोई रोज़मर्रा के काम लायक पढ़-लिख और हिसाब कर सके।",
  "home.targets.multilingual.title": "कई भाषाओं में पढ़ाई",
  "home.targets.multilingual.description": "बच्चे हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में भरोसे से सीखें।",
  "home.targets.digital.title": "डिजिटल हुनर",
  "home.targets.digital.description": "हर घर पढ़ाई, भुगतान और सेवाओं के लिए फ़ोन या कंप्यूटर चला सके।",
  "home.targets.economic.title": "आर्थिक तरक्की",
  "home.targets.economic.description": "हर परिवार की काम, खेती या उद्यम से पक्की कमाई हो।",
  "home.targets.women.title": "महिला सशक्तिकरण",
  "home.targets.women.description": "महिलाएँ पढ़ें, कमाएँ और गाँव के फ़ैसलों में अपनी बात रखें।",
  "home.targets.health.title": "सेहत की जानकारी",
  "home.targets.health.description": "परिवार जानें कि बीमारी से कैसे बचें और डॉक्टर को कब बुलाएँ।",
  "home.targets.agriculture.title": "आधुनिक खेती",
  "home.targets.agriculture.description": "किसान मौसम की जानकारी, बेहतर तरीके और ऑनलाइन बाज़ार अपनाएँ।",
  "home.targets.leadership.title": "सामुदायिक नेतृत्व",
  "home.targets.leadership.description": "गाँववाले नई सेवाएँ खुद चलाएँ और हर फ़ैसले में हिस्सा लें।",
};
