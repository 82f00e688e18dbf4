import type { Messages } from "@/content/i18n/types";
import type { phase1Messages as en } from "@/content/i18n/en/implementation-timeline/phase-1";

export const phase1Messages: Messages<typeof en> = {
  "implementation-timeline.plan.survey.title": "घर-घर के सुरुआती सर्वे अउ गाँव के कार्यक्रम समिति",
  "implementation-timeline.deliverable.survey.1": "जम्मो {households} घर के सर्वे",
  "implementation-timeline.deliverable.survey.2": "ग्राम पंचायत के संग कार्यक्रम समिति के गठन",
  "implementation-timeline.plan.survey.risk": "मौसमी काम बर बाहिर गे परिवार छूट जाहीं",
  "implementation-timeline.plan.survey.mitigation":
    "छत्तीसगढ़ी बोलइया गाँव के स्वयंसेवक मन संझा बेरा अउ छुट्टी के दिन घर-घर जाहीं",

  "implementation-timeline.plan.kits.title":
    "सैटेलाइट इंटरनेट किट के ऑर्डर ({kits} किट) अउ हॉटस्पॉट के जगा तय",
  "implementation-timeline.deliverable.kits.1": "{kits} सैटेलाइट इंटरनेट किट के ऑर्डर",
  "implementation-timeline.deliverable.kits.2": "हॉटस्पॉट के जगा गाँव के मन संग मिलके तय करना",
  "implementation-timeline.plan.kits.risk": "सामान पहुँचे म देरी",
  "implementation-timeline.plan.kits.mitigation":
    "सुरुआत म ही ऑर्डर, अनुबंध म पहुँचाय के तारीख; एक अउ अधिकृत सप्लायर तियार रखना",

  "implementation-timeline.plan.internet.title": "सैटेलाइट इंटरनेट लगाना अउ गाँव के Wi-Fi नेटवर्क बनाना",
  "implementation-timeline.deliverable.internet.1": "इस्कूल, अस्पताल केंद्र अउ पंचायत भवन म टर्मिनल",
  "implementation-timeline.deliverable.internet.2": "हर पारा तक Wi-Fi हॉटस्पॉट",
  "implementation-timeline.plan.internet.risk": "भुइयाँ के बनावट या मौसम ले लगाय के काम धीमा",
  "implementation-timeline.plan.internet.mitigation":
    "लगाय के काम सुक्खा मौसम बर रखे जाही; संग-संग गाँव के एक तकनीशियन ला सिखाय जाही",

  "implementation-timeline.plan.waterWorks.title": "पानी के ढाँचा: पंप, टंकी अउ पाइपलाइन के काम",
  "implementation-timeline.deliverable.waterWorks.1": "टंकी के जगा अउ पाइपलाइन के रद्दा ग्राम सभा म तय",
  "implementation-timeline.deliverable.waterWorks.2": "बनाय के काम सुरू",
  "implementation-timeline.plan.waterWorks.risk": "टंकी के जगा ऊपर मतभेद",
  "implementation-timeline.plan.waterWorks.mitigation": "जगा ग्राम सभा के बइठका म खुल्ला म चुने जाही",

  "implementation-timeline.plan.telemedicineCentre.title": "टेलीमेडिसिन केंद्र ला सजाना अउ उपकरन लगाना",
  "implementation-timeline.deliverable.telemedicineCentre.1":
    "जाँच के खोली, जाँच किट अउ वीडियो कनेक्शन तियार",
  "implementation-timeline.deliverable.telemedicineCentre.2":
    "अस्पताल मन संग टेली-परामर्श के समझौता करे के कोसिस",
  "implementation-timeline.plan.telemedicineCentre.risk": "तय बेरा म डाक्टर नइ मिलहीं",
  "implementation-timeline.plan.telemedicineCentre.mitigation":
    "एक ले जादा अस्पताल संग समझौता अउ डाक्टर मन के पारी तय",

  "implementation-timeline.plan.waterDone.title": "पानी के ढाँचा पूरा",
  "implementation-timeline.deliverable.waterDone.1": "साफ पानी के नल चालू",
  "implementation-timeline.deliverable.waterDone.2": "पानी समिति ला देख-रेख के सिखई",
  "implementation-timeline.plan.waterDone.risk": "पंप बिगड़ जाय",
  "implementation-timeline.plan.waterDone.mitigation": "गाँव म ही फालतू पुर्जा अउ सीखे-पढ़े गाँव के मिस्त्री",

  "implementation-timeline.plan.solarPumps.title": "सोलर पानी पंप लगाना",
  "implementation-timeline.deliverable.solarPumps.1": "सोलर पंप ले खेत म पानी पलोना",
  "implementation-timeline.deliverable.solarPumps.2": "किसान मन ला एला चलाय अउ सँभाले के सिखई",
  "implementation-timeline.plan.solarPumps.risk": "पैनल के चोरी या नुकसान",
  "implementation-timeline.plan.solarPumps.mitigation":
    "घेरा वाले जगा, उपकरन के बीमा अउ गाँव के निगरानी",

  "implementation-timeline.plan.aiLab.title": "एआई पढ़ई लैब बनाना ({computers} कंप्यूटर)",
  "implementation-timeline.deliverable.aiLab.1":
    "हिंदी, छत्तीसगढ़ी अउ अंगरेजी म पढ़ई के सॉफ्टवेयर वाले {computers} कंप्यूटर",
  "implementation-timeline.deliverable.aiLab.2": "गाँव के दू झन लैब सहायक ला सिखोना",
  "implementation-timeline.plan.aiLab.risk": "बिजली जाय ले कक्षा रुक जाहीं",
  "implementation-timeline.plan.aiLab.mitigation": "लैब बैटरी बैकअप वाले सोलर बिजली ले चलथे",

  "implementation-timeline.plan.solarGrid.title": "बैटरी संग सोलर ग्रिड ({kw} kW)",
  "implementation-timeline.deliverable.solarGrid.1":
    "{kw} kW ग्रिड ले इस्कूल, अस्पताल केंद्र अउ लैब ला बिजली",
  "implementation-timeline.deliverable.solarGrid.2": "संझा के बेरा बर बैटरी बैकअप",
  "implementation-timeline.plan.solarGrid.risk": "उपकरन के दाम बाढ़ जाय",
  "implementation-timeline.plan.solarGrid.mitigation": "ऑर्डर ले पहिली तय दाम वाला कोटेशन पक्का",

  "implementation-timeline.plan.literacy.title": "डिजिटल साक्षरता कार्यक्रम सुरू",
  "implementation-timeline.deliverable.literacy.1":
    "परिवार मन के पहिली बैच फोन, भुगतान अउ सुरक्षित इंटरनेट चलाय ला सीखहीं",
  "implementation-timeline.deliverable.literacy.2": "गाँव के डिजिटल स्वयंसेवक मन के चुनई",
  "implementation-timeline.plan.literacy.risk": "माईलोगन अउ सियान मन कम आहीं",
  "implementation-timeline.plan.literacy.mitigation": "सुभीता के बेरा म अलग सत्र, छत्तीसगढ़ी म",

  "implementation-timeline.plan.telemedicineOpens.title":
    "टेलीमेडिसिन सेवा सुरू, पहिली स्वास्थ्य शिविर के संग",
  "implementation-timeline.deliverable.telemedicineOpens.1": "रोज टेली-परामर्श के घंटा",
  "implementation-timeline.deliverable.telemedicineOpens.2": "हर उमर बर स्वास्थ्य शिविर",
  "implementation-timeline.plan.telemedicineOpens.risk":
    "गाँव के मन वीडियो म डाक्टर ले गोठियाय म झिझकहीं",
  "implementation-timeline.plan.telemedicineOpens.mitigation":
    "गोठ-बात के बेरा सीखे स्वास्थ्य कार्यकर्ता हर मरीज संग बइठथे",

  "implementation-timeline.plan.review1.title": "चरन 1 के जाँच",
  "implementation-timeline.deliverable.review1.1": "प्रगति ला ए योजना अउ आठों KPI ले मिलाके जाँचना",
  "implementation-timeline.deliverable.review1.2": "रसीद मन के मिलान अउ खुल्ला हिसाब केंद्र म छपई",
  "implementation-timeline.plan.review1.risk": "देरी चरन 2 तक खिंचा जाय",
  "implementation-timeline.plan.review1.mitigation": "चरन 2 के योजना खुल्ला म फेर ले बनाना, कारन छाप के",
};
