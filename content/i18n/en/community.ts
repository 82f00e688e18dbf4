/** Messages of the community voice page. */
export const community = {
  "community.hero.stage": "Pre-implementation · launch Q4 2025",
  "community.hero.illustrative": "Voices on this page are illustrative",
  "community.hero.description":
    "The programme is shaped with the village, not handed to it. Here are the village roles it will work with, the kind of voices it hopes to hear by 2028, and the meetings where villagers will steer the work.",
  "community.notice.title": "About these voices",
  "community.notice.body":
    "The programme has not started yet. The leaders below are roles, not named people, and their quotes and the testimonials are illustrative: written by the programme team to show what it hopes to hear, not said by real villagers.",
  "community.badge.illustrative": "Illustrative",

  "community.leaders.title": "Village leaders",
  "community.leaders.description":
    "The roles the programme will work with in the village, and what each will do.",
  "community.leaders.experience": "Experience",
  "community.leaders.support": "How they will help",
  "community.leaders.vision": "Their hope",

  "community.testimonials.title": "Voices from the village",
  "community.testimonials.description":
    "Illustrative testimonials set in 2028, each rated out of five, in Chhattisgarhi with an English translation.",
  "community.testimonials.original": "In Chhattisgarhi",
  "community.testimonials.translation": "Translation",
  "community.testimonials.impact": "What changed",
  "community.testimonials.rating": "Rated {rating} out of 5",

  "community.activities.title": "Community engagement",
  "community.activities.description":
    "Regular meetings where villagers will steer the programme, starting at launch in Q4 2025.",
  "community.activities.planned": "Planned",
  "community.activities.frequency": "How often",
  "community.activities.participation": "Who takes part",
  "community.activities.focus": "Focus",
  "community.activities.impact": "Expected impact",

  "community.links.title": "Back the village's own plan",
  "community.links.description":
    "See what an investment pays for, and how every rupee will be published.",
  "community.links.investment": "Invest in the Village",
  "community.links.transparency": "See the Transparency Hub",
} as const;
