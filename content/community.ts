import { z } from "zod";
import { village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The community voice page (spec §2 'Community voice page', §3 'Leader', 'Testimonial',
 * 'Engagement activity'). The spec gives no names or words. The programme has not started, so
 * leaders are the village roles it will work with (not named people), and every quote and
 * testimonial is illustrative: written by the programme team, and marked so on the page.
 *
 * This module holds ids, figures, ratings and order; the words are in the page's dictionaries
 * (`community.leader.<id>.*`, `community.testimonial.<id>.*`, `community.activity.<id>.*`).
 * The villagers' own words and their translations stay here, beside the original.
 */

export const leaderIds = ["sarpanch", "head-teacher", "asha", "shg-leader"] as const;

export const leaderSchema = z.object({
  /**
   * Dictionary id: `community.leader.<id>.name` (the role's name: the avatar falls back to its
   * first two characters, spec §4), `.role`, `.experience`, `.support` (what the role will do for
   * the programme once it starts) and `.vision` (an illustrative quote: what someone in this role
   * might hope for).
   */
  id: z.enum(leaderIds),
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
    { id: "sarpanch", avatar: "/avatars/sarpanch.svg" },
    { id: "head-teacher", avatar: "/avatars/teacher.svg" },
    { id: "asha", avatar: "/avatars/asha.svg" },
    { id: "shg-leader" },
  ]);

export const testimonialIds = ["farmer", "mother", "student", "elder"] as const;

export const testimonialSchema = z.object({
  /** Dictionary id: `community.testimonial.<id>.name`, `.role` and `.impact`. */
  id: z.enum(testimonialIds),
  /** The words as a villager would say them, in Chhattisgarhi. */
  testimonial: z.string(),
  /** English translation. */
  translation: z.string(),
  /** Hindi translation, for the Hindi page (the Chhattisgarhi page needs none). */
  translationHi: z.string().min(1),
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Illustrative voices from 2028: what the programme hopes to hear, including a critical one. */
export const testimonials: Testimonial[] = z
  .array(testimonialSchema)
  .min(1)
  .parse([
    {
      id: "farmer",
      testimonial: "मोबाइल म मंडी के भाव देख के धान बेचेंव, त बिचौलिया ला कम देना परिस।",
      translation:
        "I checked the mandi price on my phone before selling my paddy, so the middleman took less.",
      translationHi: "मोबाइल पर मंडी का भाव देखकर धान बेचा, तो बिचौलिये को कम देना पड़ा।",
      rating: 5,
    },
    {
      id: "mother",
      testimonial:
        "रतिहा घलो टेलीमेडिसिन केंद्र म डाक्टर ले बात हो गिस। लइका के बुखार बर सहर नइ जाए ला परिस।",
      translation:
        "Even at night we could talk to a doctor at the telemedicine centre. We did not have to go to town for my child's fever.",
      translationHi:
        "रात में भी टेलीमेडिसिन केंद्र पर डॉक्टर से बात हो गई। बच्चे के बुखार के लिए शहर नहीं जाना पड़ा।",
      rating: 5,
    },
    {
      id: "student",
      testimonial: "एआई लैब म मँय अपन भाखा म गणित सीखथंव। अब अंगरेजी घलो समझ म आथे।",
      translation: "In the AI lab I learn maths in my own language. Now I understand English too.",
      translationHi: "एआई लैब में अपनी भाषा में गणित सीखने को मिलता है। अब अंग्रेज़ी भी समझ में आती है।",
      rating: 4,
    },
    {
      id: "elder",
      testimonial: "इंटरनेट बने हे, फेर हमन सियान मन ला सिखाए बर अउ समय लगही।",
      translation: "The internet is good, but teaching us elders will take more time.",
      translationHi: "इंटरनेट अच्छा है, पर हम बुज़ुर्गों को सिखाने में अभी और समय लगेगा।",
      rating: 3,
    },
  ]);

export const activityIds = ["gram-sabha", "mothers", "parents", "farmers", "elders"] as const;
export const frequencies = ["quarterly", "monthly", "fortnightly", "weekly"] as const;

export const activitySchema = z.object({
  /**
   * Dictionary id: `community.activity.<id>.title`, `.participation` (with `{n}` for
   * `participants`, where given), `.focus` and `.impact`.
   */
  id: z.enum(activityIds),
  /** `community.frequency.<frequency>`. */
  frequency: z.enum(frequencies),
  /** The number of people the activity is open to, from the village profile. */
  participants: z.number().int().positive().optional(),
});
export type EngagementActivity = z.infer<typeof activitySchema>;

/** Planned engagement activities: they begin with the programme in Q4 2025. */
export const activities: EngagementActivity[] = z
  .array(activitySchema)
  .min(1)
  .parse([
    { id: "gram-sabha", frequency: "quarterly", participants: village.population.adults },
    { id: "mothers", frequency: "monthly" },
    { id: "parents", frequency: "monthly", participants: village.population.children },
    { id: "farmers", frequency: "fortnightly", participants: village.economic.farmers },
    { id: "elders", frequency: "weekly", participants: village.population.seniors },
  ]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [["*", local]];
