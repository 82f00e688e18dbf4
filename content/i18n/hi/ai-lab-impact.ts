import type { Messages } from "@/content/i18n/types";
import type { aiLabImpact as en } from "@/content/i18n/en/ai-lab-impact";

export const aiLabImpact: Messages<typeof en> = {
  "ai-lab-impact.hero.description":
    "गाँव की एआई लर्निंग लैब, जहाँ बच्चे हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में अपनी रफ़्तार से सीखेंगे और बड़े डिजिटल काम का प्रशिक्षण लेंगे।",
  "ai-lab-impact.hero.students": "विद्यार्थियों की सीटें",
  "ai-lab-impact.hero.courses": "योजना में कोर्स",
  "ai-lab-impact.hero.computers": "कंप्यूटर",
  "ai-lab-impact.hero.backup": "बिजली बैकअप",
  "ai-lab-impact.metrics.title": "जिन आँकड़ों पर नज़र रखी जाएगी",
  "ai-lab-impact.metric.utilization": "लैब का इस्तेमाल",
  "ai-lab-impact.metric.students": "दाखिला लेने वाले विद्यार्थी",
  "ai-lab-impact.metric.courses": "उपलब्ध कोर्स",
  "ai-lab-impact.metric.programming": "प्रोग्रामिंग सीखने वाले विद्यार्थी",
  "ai-lab-impact.programmes.title": "प्रशिक्षण कार्यक्रम",
  "ai-lab-impact.programmes.description":
    "पहले बैच की योजना में रखी सीटें। पढ़ाई तब शुरू होगी जब लैब {quarter} में खुलेगी, इसलिए अभी कोई कार्यक्रम शुरू नहीं हुआ है।",
  "ai-lab-impact.programme.foundations": "डिजिटल नींव",
  "ai-lab-impact.programme.tutor": "एआई ट्यूटर कार्यक्रम",
  "ai-lab-impact.programme.coding": "कोडिंग और रोबोटिक्स",
  "ai-lab-impact.programme.adults": "काम के लिए डिजिटल हुनर",
  "ai-lab-impact.programme.ages": "उम्र {min}–{max} साल",
  "ai-lab-impact.programme.participants": "योजना में सीटें",
  "ai-lab-impact.programme.completion": "पूरा हुआ",
  "ai-lab-impact.programme.progress": "{title}: {percent} पूरा",
  "ai-lab-impact.facilities.title": "सुविधाएँ",
  "ai-lab-impact.facilities.description": "लैब खुलते समय क्या होगा, और पूरी तरह तैयार होने पर क्या होगा।",
  "ai-lab-impact.facility.workstations": "कंप्यूटर",
  "ai-lab-impact.facility.software": "सॉफ़्टवेयर लाइसेंस",
  "ai-lab-impact.facility.backup": "बिजली बैकअप",
  "ai-lab-impact.stories.title": "सफलता की कहानियाँ, जिनकी ओर हम बढ़ रहे हैं",
  "ai-lab-impact.projections.title": "पाँच साल का अनुमान",
  "ai-lab-impact.projections.description":
    "हर पैमाना कहाँ से शुरू होता है और योजना के हिसाब से पाँचवें साल तक कहाँ पहुँचेगा।",
  "ai-lab-impact.projection.employment": "हुनर वाले या डिजिटल काम में युवा",
  "ai-lab-impact.projection.skills": "डिजिटल हुनर वाले बड़े",
  "ai-lab-impact.projection.projects": "गाँव के तकनीकी प्रोजेक्ट",
  "ai-lab-impact.projection.income": "डिजिटल कमाई वाले परिवार",
  "ai-lab-impact.projection.range": "{start} → {year5}",
  "ai-lab-impact.projection.points": "पाँचवें साल तक +{n} प्रतिशत अंक",
  "ai-lab-impact.projection.times": "पाँचवें साल तक शुरुआत का {n} गुना",
};
