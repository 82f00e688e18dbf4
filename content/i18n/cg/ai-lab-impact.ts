import type { Messages } from "@/content/i18n/types";
import type { aiLabImpact as en } from "@/content/i18n/en/ai-lab-impact";

export const aiLabImpact: Messages<typeof en> = {
  "ai-lab-impact.hero.description":
    "गाँव के एआई लर्निंग लैब, जिहाँ लइका मन हिंदी, छत्तीसगढ़ी अउ अंगरेजी म अपन रफ्तार ले सीखहीं, अउ बड़े मन डिजिटल काम के सिखई लेहीं।",
  "ai-lab-impact.hero.students": "पढ़इया मन के सीट",
  "ai-lab-impact.hero.courses": "योजना म कोर्स",
  "ai-lab-impact.hero.computers": "कंप्यूटर",
  "ai-lab-impact.hero.backup": "बिजली बैकअप",
  "ai-lab-impact.metrics.title": "जेन आँकड़ा ऊपर नजर रखे जाही",
  "ai-lab-impact.metric.utilization": "लैब के उपयोग",
  "ai-lab-impact.metric.students": "भरती होवइया पढ़इया",
  "ai-lab-impact.metric.courses": "मिलइया कोर्स",
  "ai-lab-impact.metric.programming": "प्रोग्रामिंग सीखइया पढ़इया",
  "ai-lab-impact.programmes.title": "सिखई के कार्यक्रम",
  "ai-lab-impact.programmes.description":
    "पहिली बैच बर योजना म रखे सीट। पढ़ई तब सुरू होही जब लैब {quarter} म खुलही, एकर सेती अभी कोनो कार्यक्रम सुरू नइ होय हे।",
  "ai-lab-impact.programme.foundations": "डिजिटल नेंव",
  "ai-lab-impact.programme.tutor": "एआई ट्यूटर कार्यक्रम",
  "ai-lab-impact.programme.coding": "कोडिंग अउ रोबोटिक्स",
  "ai-lab-impact.programme.adults": "काम-बूता बर डिजिटल हुनर",
  "ai-lab-impact.programme.ages": "उमर {min}–{max} बछर",
  "ai-lab-impact.programme.participants": "योजना म सीट",
  "ai-lab-impact.programme.completion": "पूरा होइस",
  "ai-lab-impact.programme.progress": "{title}: {percent} पूरा",
  "ai-lab-impact.facilities.title": "सुविधा मन",
  "ai-lab-impact.facilities.description": "लैब खुलत बेरा का रइही, अउ पूरा तियार होय म का रइही।",
  "ai-lab-impact.facility.workstations": "कंप्यूटर",
  "ai-lab-impact.facility.software": "सॉफ्टवेयर लाइसेंस",
  "ai-lab-impact.facility.backup": "बिजली बैकअप",
  "ai-lab-impact.stories.title": "सफलता के कहानी, जेकर डहर हमन बढ़त हन",
  "ai-lab-impact.projections.title": "पाँच बछर के अनुमान",
  "ai-lab-impact.projections.description":
    "हर पैमाना कहाँ ले सुरू होथे अउ योजना के हिसाब ले पाँचवाँ बछर तक कहाँ पहुँचही।",
  "ai-lab-impact.projection.employment": "हुनर वाले या डिजिटल काम म जवान मन",
  "ai-lab-impact.projection.skills": "डिजिटल हुनर वाले बड़े मन",
  "ai-lab-impact.projection.projects": "गाँव के तकनीकी परियोजना",
  "ai-lab-impact.projection.income": "डिजिटल कमई वाले परिवार",
  "ai-lab-impact.projection.range": "{start} → {year5}",
  "ai-lab-impact.projection.points": "पाँचवाँ बछर तक +{n} प्रतिशत अंक",
  "ai-lab-impact.projection.times": "पाँचवाँ बछर तक सुरुआत के {n} गुना",
};
