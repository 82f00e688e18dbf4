import type { Messages } from "@/content/i18n/types";
import type { solarPowerImpact as en } from "@/content/i18n/en/solar-power-impact";

export const solarPowerImpact: Messages<typeof en> = {
  "solar-power-impact.hero.description":
    "सोलर पानी पंप अउ बैटरी वाले गाँव के सोलर ग्रिड: घर, खेत-खार, इस्कूल अउ अस्पताल बर साफ अउ भरोसा के बिजली।",
  "solar-power-impact.hero.capacity": "योजना म क्षमता",
  "solar-power-impact.hero.output": "हर बछर के बिजली",
  "solar-power-impact.hero.storage": "भंडार",
  "solar-power-impact.hero.payback": "लागत वापसी (ROI)",
  "solar-power-impact.metrics.title": "जेन आँकड़ा ऊपर नजर रखे जाही",
  "solar-power-impact.metric.capacity": "सोलर क्षमता",
  "solar-power-impact.metric.coverage": "घर-घर तक पहुँच",
  "solar-power-impact.metric.storage": "बैटरी भंडार",
  "solar-power-impact.metric.carbon": "बचे कार्बन",
  "solar-power-impact.components.title": "सिस्टम के हिस्सा मन",
  "solar-power-impact.component.panels": "सोलर पैनल",
  "solar-power-impact.component.battery": "बैटरी भंडार",
  "solar-power-impact.component.grid": "गाँव के माइक्रो-ग्रिड",
  "solar-power-impact.component.pumps": "सोलर पानी पंप",
  "solar-power-impact.stat.efficiency": "पैनल के दक्षता",
  "solar-power-impact.stat.lifespan": "उमर",
  "solar-power-impact.stat.output": "हर बछर के बिजली",
  "solar-power-impact.stat.battery": "बैटरी क्षमता",
  "solar-power-impact.stat.backupLaunch": "सुरुआत म बैकअप (योजना)",
  "solar-power-impact.stat.backupTarget": "बैकअप के लक्ष्य",
  "solar-power-impact.stat.gridEfficiency": "ग्रिड के दक्षता",
  "solar-power-impact.stat.reliability": "भरोसा",
  "solar-power-impact.stat.coverage": "जुड़इया घर",
  "solar-power-impact.stat.cleanWater": "आज साफ पानी वाले घर",
  "solar-power-impact.stat.power": "काय ले चलही",
  "solar-power-impact.stat.fuel": "ईंधन",
  "solar-power-impact.environment.title": "परियावरन ला फायदा",
  "solar-power-impact.environment.carbon": "बचे कार्बन (लक्ष्य)",
  "solar-power-impact.environment.energy": "साफ बिजली बनही",
  "solar-power-impact.environment.coverage": "साफ बिजली वाले घर (लक्ष्य)",
  "solar-power-impact.environment.carbonHint": "डीजल पंप अउ मटिया तेल के चिमनी के जगा",
  "solar-power-impact.environment.energyHint": "घाम ले, बिन कोनो ईंधन जलाए",
  "solar-power-impact.environment.coverageHint": "आज भरोसा के बिजली: {today}",
  "solar-power-impact.economics.title": "पइसा के फायदा",
  "solar-power-impact.economics.budget": "सोलर बजट",
  "solar-power-impact.economics.budgetHint": "खुल्ला हिसाब केंद्र म बजट के मद, {quarter} ले",
  "solar-power-impact.economics.payback": "लागत वापसी (ROI)",
  "solar-power-impact.economics.paybackHint": "बिजली अउ ईंधन के बचत ले सिस्टम अपन लागत निकाल लेही",
  "solar-power-impact.economics.lifespan": "सिस्टम के उमर",
  "solar-power-impact.economics.lifespanHint": "लागत वापस आय के बाद {years} तक बिजली",
  "solar-power-impact.phases.title": "तियारी के चरन",
  "solar-power-impact.phases.description":
    "तियारी के चरन अउ योजना म बताए ओकर पूरा होय के हिस्सा। लगाए के काम सोलर बजट के मद के संग {quarter} ले होही।",
  "solar-power-impact.phase.feasibility": "संभावना के अध्ययन",
  "solar-power-impact.phase.design": "सिस्टम के डिजाइन",
  "solar-power-impact.phase.approvals": "मंजूरी अउ अनुमति",
  "solar-power-impact.phase.procurement": "सप्लायर अउ सिखई",
  "solar-power-impact.goals.title": "टिकाऊपन के लक्ष्य",
  "solar-power-impact.goal.coverage": "{value} घर म सोलर बिजली",
  "solar-power-impact.goal.storage": "बेर बूड़े के बाद {value} के बैटरी बैकअप",
  "solar-power-impact.goal.carbon": "{value} कार्बन के बचत",
  "solar-power-impact.goal.upkeep": "{value} चलइया सिस्टम, जेकर देखभाल गाँव के सिखे-पढ़े तकनीशियन मन करहीं",
  "solar-power-impact.stories.title": "सोलर गाँव के कहानी",
  "solar-power-impact.component.panels.description":
    "गाँव के साझा भवन मन के छत अउ खाली परे भुइयाँ म जादा बिजली बनइया पैनल, जेकर नाप घर, पंप अउ लैब के जरूरत के हिसाब ले हे।",
  "solar-power-impact.component.battery.description":
    "बैटरी बैंक, जेन बेरा बूड़े के बाद घलो बत्ती, क्लिनिक अउ इंटरनेट ला चालू रखथे।",
  "solar-power-impact.component.grid.description":
    "स्मार्ट मीटर वाले गाँव के माइक्रो-ग्रिड, ताकि हर घर ला मीटर ले नपे, बरोबर बिजली मिलय।",
  "solar-power-impact.component.pumps.description":
    "पिए के पानी अउ सिंचाई बर सोलर पंप, जेन डीजल पंप के जगा लेहीं।",
  "solar-power-impact.stat.power.value": "दिन के घाम",
  "solar-power-impact.stat.fuel.value": "डीजल नइ",
  "solar-power-impact.phase.feasibility.description":
    "घाम अउ भुइयाँ के जाँच-परख, अउ घर, पंप, इस्कूल अउ स्वास्थ्य केंद्र ला कतका बिजली चाही, ओकर हिसाब।",
  "solar-power-impact.phase.design.description":
    "सिस्टम के डिजाइन: पैनल मन के नाप, बैटरी बैंक, माइक्रो-ग्रिड के नक्सा अउ पंप मन के जगा।",
  "solar-power-impact.phase.approvals.description":
    "ग्राम पंचायत के सहमति, नेट-मीटरिंग अउ सब्सिडी के आवेदन, भुइयाँ के समझौता।",
  "solar-power-impact.phase.procurement.description":
    "समान देवइया अउ लगइया मन ला चुनना, अउ सिस्टम के देखभाल बर गाँव के तकनीशियन मन ला सिखोना।",
  "solar-power-impact.story.bhagwat.name": "भागवत",
  "solar-power-impact.story.bhagwat.role": "धान अउ साग-भाजी के किसान",
  "solar-power-impact.story.bhagwat.story":
    "डीजल म पइसा खरचा करे अउ रात म ग्रिड के बिजली के अगोरा करे के बदला, भागवत दिन म सोलर पंप ले अपन साग-भाजी के बारी ला पलोथे।",
  "solar-power-impact.story.bhagwat.hope": "हर बछर दूसर फसल, अउ ईंधन के पइसा के बचत।",
  "solar-power-impact.story.anjali.name": "अंजलि",
  "solar-power-impact.story.anjali.role": "कक्षा 10 के पढ़इया",
  "solar-power-impact.story.anjali.story":
    "अँधियार होय के बाद अंजलि बढ़िया अंजोर म पढ़थे, अउ ऑनलाइन पढ़ई बर घर के फोन ला दुकान गए बिना चार्ज कर लेथे।",
  "solar-power-impact.story.anjali.hope": "संझा पढ़ई बर, बिजली खोजे बर नइ।",
  "solar-power-impact.story.lata.name": "लता",
  "solar-power-impact.story.lata.role": "स्वास्थ्य कार्यकर्ता",
  "solar-power-impact.story.lata.story":
    "बिजली गए म घलो लता टीका ला ठंडा अउ टेलीमेडिसिन के कनेक्सन ला चालू रखथे, काबर के स्वास्थ्य केंद्र बैटरी बैकअप म चलथे।",
  "solar-power-impact.story.lata.hope": "न कोनो टीका खराब होय, न कोनो डाक्टर ले सलाह बीच म टूटय।",
};
