import type { Messages } from "@/content/i18n/types";
import type { ourPlan as en } from "@/content/i18n/en/our-plan";

export const ourPlan: Messages<typeof en> = {
  "our-plan.hero.stage": "काम शुरू होने से पहले · शुरुआत {launch}",
  "our-plan.hero.description":
    "गाँव की हर पीढ़ी के लिए एक योजना: बच्चों, वयस्कों और बुज़ुर्गों को क्या रोक रहा है, हर एक के लिए कार्यक्रम क्या बनाएगा, और {start} से {end} तक के तीन चरण।",
  "our-plan.hero.villagers": "गाँव के लोग",
  "our-plan.group.children": "बच्चे",
  "our-plan.group.adults": "वयस्क",
  "our-plan.group.seniors": "बुज़ुर्ग",
  "our-plan.groups.title": "उम्र के हिसाब से योजनाएँ",
  "our-plan.groups.description": "हर समूह की अपनी समस्याएँ, समाधान, नतीजे, निवेश और समय-सीमा है।",
  "our-plan.groups.people": "{count} लोग",
  "our-plan.groups.share": "गाँव का {percent}",
  "our-plan.groups.problems": "समस्याएँ",
  "our-plan.groups.solutions": "समाधान",
  "our-plan.groups.outcomes": "नतीजे",
  "our-plan.groups.investment": "निवेश",
  "our-plan.groups.timeline": "समय-सीमा",
  // Age-group plans: problems, solutions, outcomes and timelines, by id (content/framework.ts)
  "our-plan.problem.literacy":
    "गाँव में स्कूल जाने की उम्र के {schoolAge} और स्कूल से पहले की उम्र के {preSchool} बच्चे हैं, और गाँव में साक्षरता {literacy} है।",
  "our-plan.problem.internet": "इंटरनेट की पहुँच {percent} है: न ऑनलाइन पाठ, न लाइब्रेरी, न ट्यूशन।",
  "our-plan.problem.electricity": "सिर्फ़ {percent} घरों में अँधेरा होने के बाद पढ़ाई के लिए भरोसेमंद बिजली है।",
  "our-plan.problem.income": "एक घर की औसत कमाई {income} महीना है; बेरोज़गारी {unemployment} है।",
  "our-plan.problem.agriculture":
    "{percent} लोग खेती पर निर्भर हैं ({farmers} किसान), और कच्ची उपज बेचते हैं।",
  "our-plan.problem.femaleLiteracy": "महिलाओं में साक्षरता {female} है, जबकि पुरुषों में {male}।",
  "our-plan.problem.distance": "शुरुआती सर्वे के अनुसार सबसे नज़दीकी इलाज {km} किमी दूर है।",
  "our-plan.problem.water": "सिर्फ़ {percent} घरों में साफ़ पानी है।",
  "our-plan.problem.offline":
    "इंटरनेट नहीं है, इसलिए ऑनलाइन डॉक्टर या सरकारी सेवा तक पहुँचने का कोई रास्ता नहीं।",
  "our-plan.solution.aiLearning": "हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में एआई की मदद से हर एक के हिसाब से पढ़ाई।",
  "our-plan.solution.lab": "{computers} कंप्यूटरों वाली एआई लर्निंग लैब, सैटेलाइट इंटरनेट से जुड़ी।",
  "our-plan.solution.solar": "सोलर बिजली, ताकि लैब और घरों में रोशनी और बिजली रहे।",
  "our-plan.solution.digitalSkills": "{adults}+ वयस्कों के लिए डिजिटल साक्षरता और घर से काम का प्रशिक्षण।",
  "our-plan.solution.agriProcessing": "उपज प्रोसेसिंग केंद्र, ताकि किसान कच्ची उपज नहीं, तैयार माल बेचें।",
  "our-plan.solution.servicesHub": "डिजिटल सेवा केंद्र, गाँव पर्यटन और {artisans} कारीगरों के लिए बाज़ार।",
  "our-plan.solution.telemedicine":
    "24/7 खुला टेलीमेडिसिन केंद्र, जहाँ दूर बैठे डॉक्टरों और विशेषज्ञों से सलाह मिले।",
  "our-plan.solution.waterPumps": "साफ़ पानी के लिए सोलर बिजली से चलने वाले पानी के पंप।",
  "our-plan.solution.digitalSessions": "बुज़ुर्गों की अपनी रफ़्तार से चलने वाली डिजिटल साक्षरता की कक्षाएँ।",
  "our-plan.outcome.literacy": "लक्ष्य: {min}-{max} साल के {count} विद्यार्थियों में {percent} साक्षरता।",
  "our-plan.outcome.online": "हर विद्यार्थी अपनी भाषा में ऑनलाइन पढ़ सके।",
  "our-plan.outcome.income": "लक्ष्य: घर की कमाई {from} से बढ़कर {to} महीना ({multiple} गुना)।",
  "our-plan.outcome.jobs": "प्रोसेसिंग, पर्यटन और डिजिटल सेवाओं में गाँव में नए रोज़गार।",
  "our-plan.outcome.womensLiteracy": "महिलाओं की साक्षरता और डिजिटल हुनर में पुरुषों से अंतर कम हो।",
  "our-plan.outcome.doctor": "दिन हो या रात, लंबे सफ़र के बिना डॉक्टर तक पहुँच।",
  "our-plan.outcome.cleanWater": "घर के पास साफ़ पानी और सेहत की जाँच।",
  "our-plan.timeline.children": "लैब और इंटरनेट चरण 1 में ({launch} से); पूरा कार्यक्रम {end} तक।",
  "our-plan.timeline.adults": "डिजिटल साक्षरता चरण 1 से; हुनर का प्रशिक्षण {skills} से; उद्यम {year} तक।",
  "our-plan.timeline.seniors": "बुनियादी टेलीमेडिसिन और सोलर पंप चरण 1 में ({period})।",
  "our-plan.groups.note":
    "योजना में बताए गए तीनों उम्र-समूहों के निवेश का जोड़ {sum} है। खुला हिसाब केंद्र पर कार्यक्रम का कुल बजट {total} है।",
  "our-plan.systemic.title": "पूरे तंत्र के समाधान",
  "our-plan.systemic.description":
    "छह साझा व्यवस्थाएँ एक साथ कई पीढ़ियों के काम आती हैं, ताकि हर रुपया पूरे गाँव के लिए काम करे।",
  "our-plan.systemic.serves": "किसके लिए",
  "our-plan.systemic.connectivity": "इंटरनेट कनेक्टिविटी",
  "our-plan.systemic.learning": "एआई की मदद से पढ़ाई",
  "our-plan.systemic.health": "टेलीमेडिसिन",
  "our-plan.systemic.energy": "सोलर बिजली और पानी",
  "our-plan.systemic.livelihoods": "हुनर और रोज़गार",
  "our-plan.systemic.accountability": "खुला हिसाब-किताब",
  "our-plan.systemic.connectivity.body":
    "{kits} Starlink किट से {mbps} Mbps तक का सैटेलाइट इंटरनेट, जो घरों, स्कूल और क्लिनिक में बँटेगा।",
  "our-plan.systemic.learning.body":
    "एआई की मदद से पाठ, जो हर सीखने वाले के हिसाब से ढलते हैं, हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में।",
  "our-plan.systemic.health.body": "24/7 खुला टेलीमेडिसिन केंद्र, जो गाँव को डॉक्टरों और विशेषज्ञों से जोड़ता है।",
  "our-plan.systemic.energy.body":
    "{kw} kW सोलर बिजली और सोलर पानी पंप, बिजली, रोशनी और साफ़ पानी के लिए।",
  "our-plan.systemic.livelihoods.body":
    "हुनर का प्रशिक्षण, उपज प्रोसेसिंग, पर्यटन और डिजिटल सेवाएँ, जिनसे कमाई गाँव में ही रहे।",
  "our-plan.systemic.accountability.body":
    "हर रुपया, हर रसीद और हर पड़ाव खुला हिसाब केंद्र और प्रगति डैशबोर्ड पर सबके सामने।",
  "our-plan.strategy.title": "3 चरणों की रणनीति",
  "our-plan.strategy.description":
    "{months} महीने, तीन चरणों में, हर चरण का अपना बजट। अभी कुछ शुरू नहीं हुआ है: हर चरण योजना में है।",
  "our-plan.strategy.phase": "चरण {n}",
  "our-plan.strategy.months": "{n} महीने",
  "our-plan.strategy.budget": "बजट",
  "our-plan.strategy.share": "बजट का {percent}",
  "our-plan.strategy.focus": "मुख्य काम",
  "our-plan.strategy.planned": "योजना में",
  "our-plan.phase.phase1": "नींव",
  "our-plan.phase.phase2": "विस्तार",
  "our-plan.phase.phase3": "पूर्णता",
  // What each phase delivers, by id (content/framework-strategy.ts)
  "our-plan.focus.connectivity": "इंटरनेट कनेक्टिविटी लगाना",
  "our-plan.focus.solarPumps": "सोलर पंप लगाना",
  "our-plan.focus.basicTelemedicine": "बुनियादी टेलीमेडिसिन",
  "our-plan.focus.digitalLiteracy": "डिजिटल साक्षरता कार्यक्रम",
  "our-plan.focus.aiLab": "एआई लर्निंग लैब का पूरा इस्तेमाल",
  "our-plan.focus.remoteWork": "घर से काम के लिए हुनर का प्रशिक्षण",
  "our-plan.focus.servicesHub": "डिजिटल सेवा केंद्र खुलना",
  "our-plan.focus.specialists": "विशेषज्ञ डॉक्टरों से टेलीमेडिसिन",
  "our-plan.focus.agriTourism": "उपज प्रोसेसिंग और गाँव पर्यटन",
  "our-plan.focus.handover": "गाँव का मालिकाना हक़ और सब कुछ गाँव को सौंपना",
  "our-plan.focus.impact": "शुरुआती आँकड़ों से तुलना करके असर का माप",
  "our-plan.focus.playbook": "दोहराने की मार्गदर्शिका",
  "our-plan.cta.title": "योजना का साथ दें, फिर उसे पूरा होते देखें",
  "our-plan.cta.description":
    "किसी परिवार के लिए असर का स्तर चुनें, या प्रगति डैशबोर्ड पर हर KPI और हर रुपये पर नज़र रखें।",
  "our-plan.cta.invest": "योजना में निवेश करें",
  "our-plan.cta.track": "प्रगति देखें",
};
