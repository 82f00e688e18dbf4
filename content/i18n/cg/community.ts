import type { Messages } from "@/content/i18n/types";
import type { community as en } from "@/content/i18n/en/community";

export const community: Messages<typeof en> = {
  "community.hero.stage": "काम सुरू होय के पहिली · 2025 के चौथा तिमाही म सुरुआत",
  "community.hero.illustrative": "ए पन्ना के बात मन उदाहरन बर हवंय",
  "community.hero.description":
    "ए कार्यक्रम गाँव के संग मिल के बनथे, ऊपर ले लादे नइ जाय। इहाँ गाँव के ओ पद मन हवंय जेकर संग ए काम करही, 2028 तक कइसन बात सुने के आस हवय, अउ ओ बइठका मन जेमा गाँव वाले मन काम के रद्दा तय करहीं।",
  "community.notice.title": "ए बात मन के बारे म",
  "community.notice.body":
    "कार्यक्रम अभी सुरू नइ होय हे। खाल्हे दे गे अगुवा मन पद हरें, नाँव वाले मनखे नो हें; ओमन के बात अउ लोगन के राय उदाहरन बर लिखे गे हवय: कार्यक्रम के टीम ह लिखे हे के ओ ह का सुनना चाहथे, ए ला असली गाँव वाले मन नइ कहे हें।",
  "community.badge.illustrative": "उदाहरन",

  "community.leaders.title": "गाँव के अगुवा",
  "community.leaders.description": "गाँव के ओ पद मन जेकर संग कार्यक्रम काम करही, अउ हर एक का करही।",
  "community.leaders.experience": "अनुभव",
  "community.leaders.support": "ओमन कइसे मदद करहीं",
  "community.leaders.vision": "ओमन के आस",

  "community.testimonials.title": "गाँव के आवाज",
  "community.testimonials.description":
    "2028 ला सोच के लिखे, उदाहरन बर दे गे राय, हर एक पाँच म ले रेटिंग के संग, छत्तीसगढ़ी म।",
  "community.testimonials.original": "छत्तीसगढ़ी म",
  "community.testimonials.translation": "अनुवाद",
  "community.testimonials.impact": "का बदलिस",
  "community.testimonials.rating": "5 म ले {rating} रेटिंग",

  "community.activities.title": "गाँव के भागीदारी",
  "community.activities.description":
    "नियम ले होवइया बइठका जेमा गाँव वाले मन कार्यक्रम के रद्दा तय करहीं, 2025 के चौथा तिमाही म सुरुआत के संग।",
  "community.activities.planned": "योजना म",
  "community.activities.frequency": "कतका बेर",
  "community.activities.participation": "कोन-कोन जुड़हीं",
  "community.activities.focus": "काखर ऊपर जोर",
  "community.activities.impact": "का असर के आस",

  "community.links.title": "गाँव के अपन योजना के संग देवव",
  "community.links.description": "देखव के निवेश काखर काम आथे, अउ हर रुपिया के हिसाब कइसे छपही।",
  "community.links.investment": "गाँव म निवेश करव",
  "community.links.transparency": "पारदर्शिता केंद्र देखव",
};
