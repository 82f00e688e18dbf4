import type { Messages } from "@/content/i18n/types";
import type { phase1Messages as en } from "@/content/i18n/en/implementation-timeline/phase-1";

export const phase1Messages: Messages<typeof en> = {
  "implementation-timeline.plan.survey.title": "घर-घर का शुरुआती सर्वे और गाँव की कार्यक्रम समिति",
  "implementation-timeline.deliverable.survey.1": "सभी {households} घरों का सर्वे",
  "implementation-timeline.deliverable.survey.2": "ग्राम पंचायत के साथ कार्यक्रम समिति का गठन",
  "implementation-timeline.plan.survey.risk": "मौसमी काम के लिए बाहर गए परिवार छूट जाएँ",
  "implementation-timeline.plan.survey.mitigation":
    "छत्तीसगढ़ी बोलने वाले गाँव के स्वयंसेवक शाम को और छुट्टी के दिन घर जाएँगे",

  "implementation-timeline.plan.kits.title":
    "सैटेलाइट इंटरनेट किट का ऑर्डर ({kits} किट) और हॉटस्पॉट की जगहें तय",
  "implementation-timeline.deliverable.kits.1": "{kits} सैटेलाइट इंटरनेट किट का ऑर्डर",
  "implementation-timeline.deliverable.kits.2": "गाँववालों के साथ हॉटस्पॉट की जगहों पर सहमति",
  "implementation-timeline.plan.kits.risk": "सामान पहुँचने में देरी",
  "implementation-timeline.plan.kits.mitigation":
    "शुरुआत में ही ऑर्डर, अनुबंध में पहुँचाने की तारीख; एक और अधिकृत सप्लायर तैयार रखना",

  "implementation-timeline.plan.internet.title": "सैटेलाइट इंटरनेट लगाना और गाँव का Wi-Fi नेटवर्क बनाना",
  "implementation-timeline.deliverable.internet.1": "स्कूल, स्वास्थ्य केंद्र और पंचायत भवन में टर्मिनल",
  "implementation-timeline.deliverable.internet.2": "हर टोले तक Wi-Fi हॉटस्पॉट",
  "implementation-timeline.plan.internet.risk": "ज़मीन की बनावट या मौसम से लगाने का काम धीमा",
  "implementation-timeline.plan.internet.mitigation":
    "लगाने का काम सूखे मौसम में रखा जाएगा; साथ-साथ गाँव के एक तकनीशियन को सिखाया जाएगा",

  "implementation-timeline.plan.waterWorks.title": "पानी का ढाँचा: पंप, टंकी और पाइपलाइन का काम",
  "implementation-timeline.deliverable.waterWorks.1":
    "टंकी की जगह और पाइपलाइन का रास्ता ग्राम सभा में तय",
  "implementation-timeline.deliverable.waterWorks.2": "निर्माण का काम शुरू",
  "implementation-timeline.plan.waterWorks.risk": "टंकी की जगह पर असहमति",
  "implementation-timeline.plan.waterWorks.mitigation": "जगह ग्राम सभा की बैठक में खुले में चुनी जाएगी",

  "implementation-timeline.plan.telemedicineCentre.title": "टेलीमेडिसिन केंद्र की सजावट और उपकरण",
  "implementation-timeline.deliverable.telemedicineCentre.1":
    "जाँच का कमरा, जाँच किट और वीडियो कनेक्शन तैयार",
  "implementation-timeline.deliverable.telemedicineCentre.2":
    "अस्पतालों से टेली-परामर्श का समझौता करने की कोशिश",
  "implementation-timeline.plan.telemedicineCentre.risk": "तय समय पर डॉक्टर न मिलें",
  "implementation-timeline.plan.telemedicineCentre.mitigation":
    "एक से ज़्यादा अस्पतालों से समझौता और डॉक्टरों की बारी तय",

  "implementation-timeline.plan.waterDone.title": "पानी का ढाँचा पूरा",
  "implementation-timeline.deliverable.waterDone.1": "साफ़ पानी का नल चालू",
  "implementation-timeline.deliverable.waterDone.2": "पानी समिति को रख-रखाव का प्रशिक्षण",
  "implementation-timeline.plan.waterDone.risk": "पंप खराब होना",
  "implementation-timeline.plan.waterDone.mitigation":
    "गाँव में ही अतिरिक्त पुर्ज़े और सीखा हुआ गाँव का मिस्त्री",

  "implementation-timeline.plan.solarPumps.title": "सोलर पानी पंप लगाना",
  "implementation-timeline.deliverable.solarPumps.1": "सोलर पंपों से खेतों की सिंचाई",
  "implementation-timeline.deliverable.solarPumps.2": "किसानों को इन्हें चलाने और सँभालने का प्रशिक्षण",
  "implementation-timeline.plan.solarPumps.risk": "पैनल की चोरी या नुकसान",
  "implementation-timeline.plan.solarPumps.mitigation":
    "घेराबंदी वाली जगह, उपकरणों का बीमा और गाँव की निगरानी",

  "implementation-timeline.plan.aiLab.title": "एआई शिक्षा लैब की स्थापना ({computers} कंप्यूटर)",
  "implementation-timeline.deliverable.aiLab.1":
    "हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में पढ़ाई के सॉफ़्टवेयर वाले {computers} कंप्यूटर",
  "implementation-timeline.deliverable.aiLab.2": "गाँव के दो लैब सहायकों को प्रशिक्षण",
  "implementation-timeline.plan.aiLab.risk": "बिजली जाने से कक्षाएँ रुकें",
  "implementation-timeline.plan.aiLab.mitigation": "लैब बैटरी बैकअप वाली सोलर बिजली से चलती है",

  "implementation-timeline.plan.solarGrid.title": "बैटरी के साथ सोलर ग्रिड ({kw} kW)",
  "implementation-timeline.deliverable.solarGrid.1":
    "{kw} kW ग्रिड से स्कूल, स्वास्थ्य केंद्र और लैब को बिजली",
  "implementation-timeline.deliverable.solarGrid.2": "शाम के घंटों के लिए बैटरी बैकअप",
  "implementation-timeline.plan.solarGrid.risk": "उपकरणों के दाम बढ़ें",
  "implementation-timeline.plan.solarGrid.mitigation": "ऑर्डर से पहले तय दाम वाला कोटेशन पक्का",

  "implementation-timeline.plan.literacy.title": "डिजिटल साक्षरता कार्यक्रम शुरू",
  "implementation-timeline.deliverable.literacy.1":
    "परिवारों के पहले बैच फ़ोन, भुगतान और सुरक्षित इंटरनेट चलाना सीखेंगे",
  "implementation-timeline.deliverable.literacy.2": "गाँव के डिजिटल स्वयंसेवकों का चयन",
  "implementation-timeline.plan.literacy.risk": "महिलाएँ और बुज़ुर्ग कम आएँ",
  "implementation-timeline.plan.literacy.mitigation": "सुविधा के समय पर अलग सत्र, छत्तीसगढ़ी में",

  "implementation-timeline.plan.telemedicineOpens.title":
    "टेलीमेडिसिन सेवाएँ शुरू, पहले स्वास्थ्य शिविर के साथ",
  "implementation-timeline.deliverable.telemedicineOpens.1": "रोज़ टेली-परामर्श के घंटे",
  "implementation-timeline.deliverable.telemedicineOpens.2": "हर उम्र के लिए स्वास्थ्य शिविर",
  "implementation-timeline.plan.telemedicineOpens.risk": "गाँववाले वीडियो पर डॉक्टर से बात करने में झिझकें",
  "implementation-timeline.plan.telemedicineOpens.mitigation":
    "बातचीत के दौरान सीखा हुआ स्वास्थ्य कार्यकर्ता हर मरीज़ के साथ बैठता है",

  "implementation-timeline.plan.review1.title": "चरण 1 की समीक्षा",
  "implementation-timeline.deliverable.review1.1": "इस योजना और आठ KPI से मिलाकर प्रगति की जाँच",
  "implementation-timeline.deliverable.review1.2": "रसीदों का मिलान और खुला हिसाब केंद्र पर प्रकाशन",
  "implementation-timeline.plan.review1.risk": "देरी चरण 2 तक खिंच जाए",
  "implementation-timeline.plan.review1.mitigation":
    "चरण 2 की योजना खुले में दोबारा बनाना, कारण प्रकाशित करके",
};
