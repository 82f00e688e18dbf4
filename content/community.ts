import { z } from "zod";
import { village } from "@/content/village";
import { formatNumber } from "@/lib/format";

/**
 * The community voice page (spec §2 'Community voice page', §3 'Leader', 'Testimonial',
 * 'Engagement activity'). The spec gives no names or words. The programme has not started, so
 * leaders are the village roles it will work with (not named people), and every quote and
 * testimonial is illustrative: written by the programme team, and marked so on the page.
 */

export const leaderSchema = z.object({
  /** The role's name: the avatar falls back to its first two characters (spec §4). */
  name: z.string().min(2),
  role: z.string(),
  experience: z.string(),
  /** What the role will do for the programme once it starts. */
  support: z.string(),
  /** An illustrative quote: what someone in this role might hope for. */
  vision: z.string(),
  /** Image path under /avatars; omitted on purpose for one leader so the fallback shows. */
  avatar: z
    .string()
    .regex(/^\/avatars\/[a-z-]+\.svg$/)
    .optional(),
});
export type Leader = z.infer<typeof leaderSchema>;

export const leaders: Leader[] = z
  .array(leaderSchema)
  .min(1)
  .parse([
    {
      name: "Sarpanch",
      role: "Village head, gram panchayat",
      experience: "Elected by the villagers for a five-year term; chairs the gram sabha.",
      support:
        "Will host the quarterly gram sabha reviews of the plan, the budget and the receipts.",
      vision:
        "When every home is online, anyone can read the panchayat's accounts, not only those who can travel to the block office.",
      avatar: "/avatars/sarpanch.svg",
    },
    {
      name: "Head Teacher",
      role: "Government school",
      experience: "Leads the teachers of the village school and its daily timetable.",
      support: "Will help choose the AI lab's lesson plans and fit lab hours into the school day.",
      vision:
        "I want every child who leaves our school to read, write and use a computer in their own language, and in English too.",
      avatar: "/avatars/teacher.svg",
    },
    {
      name: "ASHA Worker",
      role: "Accredited Social Health Activist",
      experience:
        "The first contact for health in every household, trained under the National Health Mission.",
      support: "Will book telemedicine consultations and follow up with patients at home.",
      vision:
        "A doctor on screen means a mother will not lose a day's wages travelling to the district hospital for a check-up.",
      avatar: "/avatars/asha.svg",
    },
    {
      name: "Self-Help Group Leader",
      role: "Women's self-help group federation",
      experience: "Runs savings and credit groups with women across the village's wards.",
      support: "Will bring women into the skills hub and the agri-processing centre.",
      vision:
        "Our pickles and millets can reach buyers in the city. We only need the link and the training.",
    },
  ]);

export const testimonialSchema = z.object({
  name: z.string(),
  role: z.string(),
  /** The words as a villager would say them, in Chhattisgarhi. */
  testimonial: z.string(),
  /** English translation. */
  translation: z.string(),
  /** Hindi translation, for the Hindi page (the Chhattisgarhi page needs none). */
  translationHi: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  impact: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Illustrative voices from 2028: what the programme hopes to hear, including a critical one. */
export const testimonials: Testimonial[] = z
  .array(testimonialSchema)
  .min(1)
  .parse([
    {
      name: "Paddy farmer",
      role: "Grows paddy on three acres",
      testimonial: "मोबाइल म मंडी के भाव देख के धान बेचेंव, त बिचौलिया ला कम देना परिस।",
      translation:
        "I checked the mandi price on my phone before selling my paddy, so the middleman took less.",
      translationHi: "मोबाइल पर मंडी का भाव देखकर धान बेचा, तो बिचौलिये को कम देना पड़ा।",
      rating: 5,
      impact: "Better prices for crops",
    },
    {
      name: "Mother of two",
      role: "Member of a self-help group",
      testimonial:
        "रतिहा घलो टेलीमेडिसिन केंद्र म डाक्टर ले बात हो गिस। लइका के बुखार बर सहर नइ जाए ला परिस।",
      translation:
        "Even at night we could talk to a doctor at the telemedicine centre. We did not have to go to town for my child's fever.",
      translationHi:
        "रात में भी टेलीमेडिसिन केंद्र पर डॉक्टर से बात हो गई। बच्चे के बुखार के लिए शहर नहीं जाना पड़ा।",
      rating: 5,
      impact: "Care without the journey",
    },
    {
      name: "Class 10 student",
      role: "Studies at the village school",
      testimonial: "एआई लैब म मँय अपन भाखा म गणित सीखथंव। अब अंगरेजी घलो समझ म आथे।",
      translation: "In the AI lab I learn maths in my own language. Now I understand English too.",
      translationHi: "एआई लैब में अपनी भाषा में गणित सीखने को मिलता है। अब अंग्रेज़ी भी समझ में आती है।",
      rating: 4,
      impact: "Learning in three languages",
    },
    {
      name: "Retired schoolteacher",
      role: "Village elder",
      testimonial: "इंटरनेट बने हे, फेर हमन सियान मन ला सिखाए बर अउ समय लगही।",
      translation: "The internet is good, but teaching us elders will take more time.",
      translationHi: "इंटरनेट अच्छा है, पर हम बुज़ुर्गों को सिखाने में अभी और समय लगेगा।",
      rating: 3,
      impact: "A reminder to keep training seniors",
    },
  ]);

export const activitySchema = z.object({
  activity: z.string(),
  frequency: z.string(),
  participation: z.string(),
  focus: z.string(),
  impact: z.string(),
});
export type EngagementActivity = z.infer<typeof activitySchema>;

const n = (value: number) => formatNumber(value, "en");

/** Planned engagement activities: they begin with the programme in Q4 2025. */
export const activities: EngagementActivity[] = z
  .array(activitySchema)
  .min(1)
  .parse([
    {
      activity: "Gram sabha programme review",
      frequency: "Quarterly",
      participation: `Open to all ${n(village.population.adults)} adult villagers`,
      focus: "Plan, budget, receipts and progress",
      impact: "Villagers set priorities and check the spending themselves",
    },
    {
      activity: "Mothers' health circle with the ASHA worker",
      frequency: "Monthly",
      participation: "Mothers and pregnant women from every ward",
      focus: "Maternal and child health, using telemedicine",
      impact: "Earlier check-ups and trust in the new service",
    },
    {
      activity: "Parents' learning meeting",
      frequency: "Monthly",
      participation: `Parents of the village's ${n(village.population.children)} children`,
      focus: "Children's progress in the AI lab and at school",
      impact: "Parents follow and support learning at home",
    },
    {
      activity: "Farmers' digital market day",
      frequency: "Fortnightly",
      participation: `The village's ${n(village.economic.farmers)} farmers`,
      focus: "Crop prices, weather and the agri-processing centre",
      impact: "Better prices and less wasted harvest",
    },
    {
      activity: "Elders' digital circle",
      frequency: "Weekly",
      participation: `The village's ${n(village.population.seniors)} seniors, with young volunteers`,
      focus: "Phones, video calls, pensions and telemedicine",
      impact: "No one is left out of the services",
    },
  ]);
