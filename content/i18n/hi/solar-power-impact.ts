import type { Messages } from "@/content/i18n/types";
import type { solarPowerImpact as en } from "@/content/i18n/en/solar-power-impact";

export const solarPowerImpact: Messages<typeof en> = {
  "solar-power-impact.hero.description":
    "सोलर पानी पंप और बैटरी वाला गाँव का सोलर ग्रिड: घरों, खेतों, स्कूल और स्वास्थ्य केंद्र के लिए साफ़ और भरोसेमंद बिजली।",
  "solar-power-impact.hero.capacity": "योजना में क्षमता",
  "solar-power-impact.hero.output": "सालाना बिजली",
  "solar-power-impact.hero.storage": "भंडारण",
  "solar-power-impact.hero.payback": "लागत वसूली (ROI)",
  "solar-power-impact.metrics.title": "जिन आँकड़ों पर नज़र रखी जाएगी",
  "solar-power-impact.metric.capacity": "सोलर क्षमता",
  "solar-power-impact.metric.coverage": "घरों तक पहुँच",
  "solar-power-impact.metric.storage": "बैटरी भंडारण",
  "solar-power-impact.metric.carbon": "बचाया गया कार्बन",
  "solar-power-impact.components.title": "सिस्टम के हिस्से",
  "solar-power-impact.component.panels": "सोलर पैनल",
  "solar-power-impact.component.battery": "बैटरी भंडारण",
  "solar-power-impact.component.grid": "गाँव का माइक्रो-ग्रिड",
  "solar-power-impact.component.pumps": "सोलर पानी पंप",
  "solar-power-impact.stat.efficiency": "पैनल की दक्षता",
  "solar-power-impact.stat.lifespan": "उम्र",
  "solar-power-impact.stat.output": "सालाना बिजली",
  "solar-power-impact.stat.battery": "बैटरी क्षमता",
  "solar-power-impact.stat.backupLaunch": "शुरुआत में बैकअप (योजना)",
  "solar-power-impact.stat.backupTarget": "बैकअप का लक्ष्य",
  "solar-power-impact.stat.gridEfficiency": "ग्रिड की दक्षता",
  "solar-power-impact.stat.reliability": "भरोसा",
  "solar-power-impact.stat.coverage": "जुड़ने वाले घर",
  "solar-power-impact.stat.cleanWater": "आज साफ़ पानी वाले घर",
  "solar-power-impact.stat.power": "किससे चलेगा",
  "solar-power-impact.stat.fuel": "ईंधन",
  "solar-power-impact.environment.title": "पर्यावरण को फ़ायदा",
  "solar-power-impact.environment.carbon": "बचाया गया कार्बन (लक्ष्य)",
  "solar-power-impact.environment.energy": "साफ़ बिजली का उत्पादन",
  "solar-power-impact.environment.coverage": "साफ़ बिजली वाले घर (लक्ष्य)",
  "solar-power-impact.environment.carbonHint": "डीज़ल पंप और मिट्टी तेल के दीयों की जगह",
  "solar-power-impact.environment.energyHint": "धूप से, बिना कोई ईंधन जलाए",
  "solar-power-impact.environment.coverageHint": "आज भरोसेमंद बिजली: {today}",
  "solar-power-impact.economics.title": "आर्थिक फ़ायदा",
  "solar-power-impact.economics.budget": "सोलर बजट",
  "solar-power-impact.economics.budgetHint": "खुला हिसाब केंद्र में बजट की मद, {quarter} से",
  "solar-power-impact.economics.payback": "लागत वसूली (ROI)",
  "solar-power-impact.economics.paybackHint": "बिजली और ईंधन की बचत से सिस्टम अपनी लागत निकाल लेगा",
  "solar-power-impact.economics.lifespan": "सिस्टम की उम्र",
  "solar-power-impact.economics.lifespanHint": "लागत वसूलने के बाद {years} तक बिजली",
  "solar-power-impact.phases.title": "तैयारी के चरण",
  "solar-power-impact.phases.description":
    "तैयारी के चरण और योजना में बताया गया उनका पूरा हुआ हिस्सा। लगाने का काम सोलर बजट की मद के साथ {quarter} से होगा।",
  "solar-power-impact.phase.feasibility": "संभावना का अध्ययन",
  "solar-power-impact.phase.design": "सिस्टम का डिज़ाइन",
  "solar-power-impact.phase.approvals": "मंज़ूरी और अनुमति",
  "solar-power-impact.phase.procurement": "सप्लायर और प्रशिक्षण",
  "solar-power-impact.goals.title": "टिकाऊपन के लक्ष्य",
  "solar-power-impact.goal.coverage": "{value} घरों में सोलर बिजली",
  "solar-power-impact.goal.storage": "सूरज ढलने के बाद {value} का बैटरी बैकअप",
  "solar-power-impact.goal.carbon": "{value} कार्बन की बचत",
  "solar-power-impact.goal.upkeep":
    "{value} चलने वाला सिस्टम, जिसकी देखभाल गाँव के प्रशिक्षित तकनीशियन करेंगे",
  "solar-power-impact.stories.title": "सोलर गाँव की कहानियाँ",
  "solar-power-impact.component.panels.description":
    "गाँव की साझा इमारतों की छतों और खाली पड़ी ज़मीन पर ज़्यादा बिजली बनाने वाले पैनल, जिनका आकार घरों, पंपों और लैब की ज़रूरत के हिसाब से है।",
  "solar-power-impact.component.battery.description":
    "बैटरी बैंक, जो सूरज ढलने के बाद भी बत्तियाँ, क्लिनिक और इंटरनेट चालू रखता है।",
  "solar-power-impact.component.grid.description":
    "स्मार्ट मीटर वाला गाँव का माइक्रो-ग्रिड, ताकि हर घर को मीटर से नपी, बराबर बिजली मिले।",
  "solar-power-impact.component.pumps.description":
    "पीने के पानी और सिंचाई के लिए सोलर पंप, जो डीज़ल पंपों की जगह लेंगे।",
  "solar-power-impact.stat.power.value": "दिन की धूप",
  "solar-power-impact.stat.fuel.value": "डीज़ल नहीं",
  "solar-power-impact.phase.feasibility.description":
    "धूप और ज़मीन का अध्ययन, और घरों, पंपों, स्कूल व स्वास्थ्य केंद्र को कितनी बिजली चाहिए, इसका हिसाब।",
  "solar-power-impact.phase.design.description":
    "सिस्टम का डिज़ाइन: पैनलों का आकार, बैटरी बैंक, माइक्रो-ग्रिड का नक्शा और पंपों की जगहें।",
  "solar-power-impact.phase.approvals.description":
    "ग्राम पंचायत की सहमति, नेट-मीटरिंग और सब्सिडी के आवेदन, ज़मीन के समझौते।",
  "solar-power-impact.phase.procurement.description":
    "सामान देने वालों और लगाने वालों को चुनना, और सिस्टम की देखभाल के लिए गाँव के तकनीशियनों को प्रशिक्षण देना।",
  "solar-power-impact.story.bhagwat.name": "भागवत",
  "solar-power-impact.story.bhagwat.role": "धान और सब्ज़ी का किसान",
  "solar-power-impact.story.bhagwat.story":
    "डीज़ल पर पैसा खर्च करने और रात में ग्रिड की बिजली का इंतज़ार करने के बजाय, भागवत दिन में सोलर पंप से अपनी सब्ज़ी की बाड़ी सींचता है।",
  "solar-power-impact.story.bhagwat.hope": "हर साल दूसरी फ़सल, और ईंधन के पैसों की बचत।",
  "solar-power-impact.story.anjali.name": "अंजलि",
  "solar-power-impact.story.anjali.role": "कक्षा 10 की छात्रा",
  "solar-power-impact.story.anjali.story":
    "अँधेरा होने के बाद अंजलि तेज़ रोशनी में पढ़ती है, और ऑनलाइन पढ़ाई के लिए घर का फ़ोन दुकान गए बिना चार्ज कर लेती है।",
  "solar-power-impact.story.anjali.hope": "शाम पढ़ाई के लिए, बिजली ढूँढने के लिए नहीं।",
  "solar-power-impact.story.lata.name": "लता",
  "solar-power-impact.story.lata.role": "स्वास्थ्य कार्यकर्ता",
  "solar-power-impact.story.lata.story":
    "बिजली जाने पर भी लता टीकों को ठंडा और टेलीमेडिसिन का कनेक्शन चालू रखती है, क्योंकि स्वास्थ्य केंद्र बैटरी बैकअप पर चलता है।",
  "solar-power-impact.story.lata.hope": "न कोई टीका ख़राब हो, न कोई परामर्श बीच में टूटे।",
};
