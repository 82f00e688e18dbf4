import type { Messages } from "@/content/i18n/types";
import type { phase3Messages as en } from "@/content/i18n/en/implementation-timeline/phase-3";

export const phase3Messages: Messages<typeof en> = {
  "implementation-timeline.plan.hubOpens.title": "डिजिटल सेवा केंद्र की शुरुआत",
  "implementation-timeline.deliverable.hubOpens.1": "केंद्र हफ़्ते में छह दिन खुला रहेगा",
  "implementation-timeline.deliverable.hubOpens.2": "गाँव के युवा इसे चलाएँगे",
  "implementation-timeline.plan.hubOpens.risk": "शुरू में कम माँग",
  "implementation-timeline.plan.hubOpens.mitigation": "हफ़्ते के बाज़ार में सेवाओं का प्रचार",

  "implementation-timeline.plan.firstProducts.title": "पहले प्रसंस्कृत उत्पाद बाज़ार में",
  "implementation-timeline.deliverable.firstProducts.1": "पैक किए उत्पाद बिक्री पर",
  "implementation-timeline.deliverable.firstProducts.2": "हर बिक्री के रास्ते का हिसाब दर्ज",
  "implementation-timeline.plan.firstProducts.risk": "उम्मीद से कम दाम",
  "implementation-timeline.plan.firstProducts.mitigation":
    "बिक्री के कई रास्ते, ताकि कोई एक खरीदार दाम तय न करे",

  "implementation-timeline.plan.fluencyCheck.title": "घरों की डिजिटल समझ की जाँच",
  "implementation-timeline.deliverable.fluencyCheck.1": "सभी {households} घरों में डिजिटल समझ की माप",
  "implementation-timeline.plan.fluencyCheck.risk": "कुछ घर पीछे छूट जाएँ",
  "implementation-timeline.plan.fluencyCheck.mitigation":
    "जिन परिवारों को ज़्यादा मदद चाहिए, उनके घर जाकर सिखाना",

  "implementation-timeline.plan.tourismPrep.title": "गाँव में पर्यटन की तैयारी",
  "implementation-timeline.deliverable.tourismPrep.1": "होमस्टे और गाँव के गाइड को प्रशिक्षण",
  "implementation-timeline.deliverable.tourismPrep.2": "पर्यटकों के पैकेज के दाम तय",
  "implementation-timeline.plan.tourismPrep.risk": "पर्यटक न आएँ",
  "implementation-timeline.plan.tourismPrep.mitigation": "पहले छोटे समूहों के साथ पैकेज आज़माए जाएँ",

  "implementation-timeline.plan.skills3.title": "हुनर प्रशिक्षण का तीसरा बैच",
  "implementation-timeline.deliverable.skills3.1": "तीसरा बैच भर्ती",
  "implementation-timeline.deliverable.skills3.2":
    "बैच 1-2 से निकले लोग नए प्रशिक्षार्थियों को राह दिखाएँगे",
  "implementation-timeline.plan.skills3.risk": "प्रशिक्षक छोड़कर चले जाएँ",
  "implementation-timeline.plan.skills3.mitigation": "गाँव के ही सीखे हुए लोगों को प्रशिक्षक बनाया जाए",

  "implementation-timeline.plan.midReview.title": "चरण के बीच में समीक्षा",
  "implementation-timeline.deliverable.midReview.1": "KPI और खर्च की समीक्षा",
  "implementation-timeline.deliverable.midReview.2": "2027 के बाकी समय की योजना प्रकाशित",
  "implementation-timeline.plan.midReview.risk": "लक्ष्य पीछे छूटने लगें",
  "implementation-timeline.plan.midReview.mitigation": "पीछे चल रहे KPI की ओर संसाधन लगाए जाएँ",

  "implementation-timeline.plan.leadership.title": "गाँव में नेतृत्व का कार्यक्रम",
  "implementation-timeline.deliverable.leadership.1": "गाँव के अगुवाओं को सेवाएँ चलाने का प्रशिक्षण",
  "implementation-timeline.deliverable.leadership.2": "नेतृत्व समूह में युवा और महिलाएँ",
  "implementation-timeline.plan.leadership.risk": "नेतृत्व कुछ ही लोगों तक सीमित रहे",
  "implementation-timeline.plan.leadership.mitigation": "महिलाओं और युवाओं के लिए सीटें आरक्षित",

  "implementation-timeline.plan.monsoon2.title": "बारिश से पहले रख-रखाव",
  "implementation-timeline.deliverable.monsoon2.1": "सभी उपकरणों की सर्विस",
  "implementation-timeline.deliverable.monsoon2.2": "अतिरिक्त पुर्ज़े जमा",
  "implementation-timeline.plan.monsoon2.risk": "आँधी-तूफ़ान से नुकसान",
  "implementation-timeline.plan.monsoon2.mitigation": "बीमा और मरम्मत के लिए कोष",

  "implementation-timeline.plan.tourismBookings.title": "गाँव के पर्यटन की ऑनलाइन बुकिंग",
  "implementation-timeline.deliverable.tourismBookings.1": "बुकिंग पेज और भुगतान के तरीके चालू",
  "implementation-timeline.plan.tourismBookings.risk": "धोखाधड़ी वाली बुकिंग",
  "implementation-timeline.plan.tourismBookings.mitigation": "अग्रिम भुगतान सिर्फ़ जाँचे-परखे रास्तों से",

  "implementation-timeline.plan.womenEnterprises.title": "महिलाओं के चलाए उद्यमों को मदद",
  "implementation-timeline.deliverable.womenEnterprises.1":
    "छोटे उद्यमों को हिसाब-किताब और बिक्री-प्रचार में मदद",
  "implementation-timeline.plan.womenEnterprises.risk": "पहले साल में उद्यम बंद हो जाएँ",
  "implementation-timeline.plan.womenEnterprises.mitigation": "मार्गदर्शन और बिक्री का साझा रास्ता",

  "implementation-timeline.plan.equipmentCheck.title": "उपकरणों की जाँच और बदलाव",
  "implementation-timeline.deliverable.equipmentCheck.1": "घिसे पुर्ज़ों को बदलना",
  "implementation-timeline.deliverable.equipmentCheck.2": "रख-रखाव का रजिस्टर गाँव के संचालकों को सौंपना",
  "implementation-timeline.plan.equipmentCheck.risk": "छिपी घिसावट से सेवाएँ ठप",
  "implementation-timeline.plan.equipmentCheck.mitigation": "तय समय पर पहले से जाँच",

  "implementation-timeline.plan.operators.title": "गाँव के संचालक रोज़ का काम सँभालेंगे",
  "implementation-timeline.deliverable.operators.1": "संचालकों को सेवाओं की कमाई से वेतन",
  "implementation-timeline.deliverable.operators.2": "चलाने का खर्च गाँव में ही निकलेगा",
  "implementation-timeline.plan.operators.risk": "कमाई से चलाने का खर्च न निकले",
  "implementation-timeline.plan.operators.mitigation": "गाँव की समिति के साथ शुल्क की समीक्षा",

  "implementation-timeline.plan.handover.title": "गाँव की समिति को सौंपना",
  "implementation-timeline.deliverable.handover.1": "समिति इंटरनेट, स्वास्थ्य और पढ़ाई की सेवाएँ चलाएगी",
  "implementation-timeline.plan.handover.risk": "समिति में हुनर की कमी",
  "implementation-timeline.plan.handover.mitigation": "सौंपने से पहले महीनों तक साथ रहकर सीखना",

  "implementation-timeline.plan.finalSurvey.title": "आख़िरी घर-घर सर्वे",
  "implementation-timeline.deliverable.finalSurvey.1": "सभी {households} घरों का फिर से सर्वे",
  "implementation-timeline.plan.finalSurvey.risk": "सर्वे में पक्षपात",
  "implementation-timeline.plan.finalSurvey.mitigation": "शुरुआती सर्वे वाले ही सवाल और तरीका",

  "implementation-timeline.plan.finalReview.title": "आख़िरी समीक्षा और दूसरे गाँवों के लिए मार्गदर्शिका",
  "implementation-timeline.deliverable.finalReview.1": "नतीजे शुरुआती आँकड़ों से मिलाकर प्रकाशित",
  "implementation-timeline.deliverable.finalReview.2": "दूसरे गाँवों के लिए मार्गदर्शिका लिखना",
  "implementation-timeline.plan.finalReview.risk": "नतीजे बढ़ा-चढ़ाकर बताए जाएँ",
  "implementation-timeline.plan.finalReview.mitigation": "आँकड़े सर्वे की असली गिनती के साथ प्रकाशित",
};
