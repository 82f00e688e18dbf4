import type { Messages } from "@/content/i18n/types";
import type { phase3Messages as en } from "@/content/i18n/en/implementation-timeline/phase-3";

export const phase3Messages: Messages<typeof en> = {
  "implementation-timeline.plan.hubOpens.title": "डिजिटल सेवा केंद्र खोलना",
  "implementation-timeline.deliverable.hubOpens.1": "केंद्र हफ्ता म छै दिन खुल्ला रइही",
  "implementation-timeline.deliverable.hubOpens.2": "गाँव के जवान मन एला चलाहीं",
  "implementation-timeline.plan.hubOpens.risk": "सुरू म कम माँग",
  "implementation-timeline.plan.hubOpens.mitigation": "हफ्ता के हाट-बजार म सेवा मन के परचार",

  "implementation-timeline.plan.firstProducts.title": "पहिली प्रोसेसिंग वाले उत्पाद बजार म",
  "implementation-timeline.deliverable.firstProducts.1": "पैक करे उत्पाद बिक्री बर",
  "implementation-timeline.deliverable.firstProducts.2": "हर बिक्री के रद्दा के हिसाब लिखना",
  "implementation-timeline.plan.firstProducts.risk": "आसा ले कम दाम",
  "implementation-timeline.plan.firstProducts.mitigation":
    "बिक्री के कतको रद्दा, ताकि कोनो एक बिसइया दाम तय झन करय",

  "implementation-timeline.plan.fluencyCheck.title": "घर मन के डिजिटल समझ के जाँच",
  "implementation-timeline.deliverable.fluencyCheck.1": "जम्मो {households} घर म डिजिटल समझ नापना",
  "implementation-timeline.plan.fluencyCheck.risk": "कुछ घर पाछू छूट जाहीं",
  "implementation-timeline.plan.fluencyCheck.mitigation":
    "जेन परिवार ला जादा मदद चाही, ओमन के घर जा के सिखाना",

  "implementation-timeline.plan.tourismPrep.title": "गाँव म पर्यटन के तियारी",
  "implementation-timeline.deliverable.tourismPrep.1": "होमस्टे अउ गाँव के गाइड ला सिखोना",
  "implementation-timeline.deliverable.tourismPrep.2": "घूमे अवइया मन बर पैकेज के दाम तय",
  "implementation-timeline.plan.tourismPrep.risk": "घूमे अवइया मन नइ आहीं",
  "implementation-timeline.plan.tourismPrep.mitigation": "पहिली छोटे समूह संग पैकेज परखे जाही",

  "implementation-timeline.plan.skills3.title": "हुनर सिखई के तीसर बैच",
  "implementation-timeline.deliverable.skills3.1": "तीसर बैच के भरती",
  "implementation-timeline.deliverable.skills3.2": "बैच 1-2 ले निकले मन नवा सीखइया मन ला रद्दा देखाहीं",
  "implementation-timeline.plan.skills3.risk": "सिखइया मन छोड़ के चल दीहीं",
  "implementation-timeline.plan.skills3.mitigation": "गाँव के सीखे मन ला सिखइया बनाय जाही",

  "implementation-timeline.plan.midReview.title": "चरन के बीच म जाँच",
  "implementation-timeline.deliverable.midReview.1": "KPI अउ खरचा के जाँच",
  "implementation-timeline.deliverable.midReview.2": "2027 के बाकी बेरा के योजना के छपई",
  "implementation-timeline.plan.midReview.risk": "लक्ष्य पाछू छूटे लगहीं",
  "implementation-timeline.plan.midReview.mitigation": "पाछू चलत KPI कोती साधन लगाय जाही",

  "implementation-timeline.plan.leadership.title": "गाँव म अगुवाई के कार्यक्रम",
  "implementation-timeline.deliverable.leadership.1": "गाँव के अगुवा मन ला सेवा चलाय के सिखई",
  "implementation-timeline.deliverable.leadership.2": "अगुवाई समूह म जवान अउ माईलोगन",
  "implementation-timeline.plan.leadership.risk": "अगुवाई कुछेच मनखे तक सीमित रहि जाय",
  "implementation-timeline.plan.leadership.mitigation": "माईलोगन अउ जवान मन बर सीट आरक्षित",

  "implementation-timeline.plan.monsoon2.title": "बरसात ले पहिली देख-रेख",
  "implementation-timeline.deliverable.monsoon2.1": "जम्मो उपकरन के सर्विस",
  "implementation-timeline.deliverable.monsoon2.2": "फालतू पुर्जा जमा",
  "implementation-timeline.plan.monsoon2.risk": "आँधी-तूफान ले नुकसान",
  "implementation-timeline.plan.monsoon2.mitigation": "बीमा अउ मरम्मत बर कोस",

  "implementation-timeline.plan.tourismBookings.title": "गाँव के पर्यटन बर ऑनलाइन बुकिंग",
  "implementation-timeline.deliverable.tourismBookings.1": "बुकिंग पेज अउ भुगतान के तरीका चालू",
  "implementation-timeline.plan.tourismBookings.risk": "धोखाधड़ी वाले बुकिंग",
  "implementation-timeline.plan.tourismBookings.mitigation": "आगू ले भुगतान सिरिफ जाँचे-परखे रद्दा ले",

  "implementation-timeline.plan.womenEnterprises.title": "माईलोगन मन के चलाय उद्यम ला मदद",
  "implementation-timeline.deliverable.womenEnterprises.1":
    "छोटे उद्यम मन ला हिसाब-किताब अउ बिक्री-परचार म मदद",
  "implementation-timeline.plan.womenEnterprises.risk": "पहिली बछर म उद्यम बंद हो जाहीं",
  "implementation-timeline.plan.womenEnterprises.mitigation": "रद्दा देखइया अउ बिक्री के साझा रद्दा",

  "implementation-timeline.plan.equipmentCheck.title": "उपकरन के जाँच अउ बदली",
  "implementation-timeline.deliverable.equipmentCheck.1": "घिसाय पुर्जा बदलना",
  "implementation-timeline.deliverable.equipmentCheck.2": "देख-रेख के रजिस्टर गाँव के चलइया मन ला सौंपना",
  "implementation-timeline.plan.equipmentCheck.risk": "लुकाय घिसावट ले सेवा ठप",
  "implementation-timeline.plan.equipmentCheck.mitigation": "तय बेरा म पहिली ले जाँच",

  "implementation-timeline.plan.operators.title": "गाँव के चलइया मन रोज के काम सँभालहीं",
  "implementation-timeline.deliverable.operators.1": "चलइया मन ला सेवा के कमई ले तनखा",
  "implementation-timeline.deliverable.operators.2": "चलाय के खरचा गाँव म ही निकलही",
  "implementation-timeline.plan.operators.risk": "कमई ले चलाय के खरचा नइ निकलय",
  "implementation-timeline.plan.operators.mitigation": "गाँव के समिति संग सुल्क के जाँच",

  "implementation-timeline.plan.handover.title": "गाँव के समिति ला सौंपना",
  "implementation-timeline.deliverable.handover.1": "समिति इंटरनेट, स्वास्थ्य अउ पढ़ई के सेवा चलाही",
  "implementation-timeline.plan.handover.risk": "समिति म हुनर के कमी",
  "implementation-timeline.plan.handover.mitigation": "सौंपे ले पहिली कतको महीना संग रहि के सीखना",

  "implementation-timeline.plan.finalSurvey.title": "आखिरी घर-घर सर्वे",
  "implementation-timeline.deliverable.finalSurvey.1": "जम्मो {households} घर के फेर ले सर्वे",
  "implementation-timeline.plan.finalSurvey.risk": "सर्वे म पक्षपात",
  "implementation-timeline.plan.finalSurvey.mitigation": "सुरुआती सर्वे वाले ही सवाल अउ तरीका",

  "implementation-timeline.plan.finalReview.title": "आखिरी जाँच अउ दूसर गाँव मन बर रद्दा-पोथी",
  "implementation-timeline.deliverable.finalReview.1": "नतीजा सुरुआती आँकड़ा ले मिलाके छापना",
  "implementation-timeline.deliverable.finalReview.2": "दूसर गाँव मन बर रद्दा-पोथी लिखना",
  "implementation-timeline.plan.finalReview.risk": "नतीजा ला बढ़ा-चढ़ा के बताय जाय",
  "implementation-timeline.plan.finalReview.mitigation": "आँकड़ा सर्वे के असली गिनती संग छापे जाही",
};
