/** Home page text: the hero and the village profile. Figures arrive as `{placeholders}` from content/home/. */
export const heroMessages = {
  // Hero
  "hero.badge": "Pre-implementation · launch {launch}",
  "hero.title": "Digital Village Transformation: one Chhattisgarh village, a model for India",
  "hero.description":
    "A three-year plan to bring free satellite internet, AI-powered learning in Hindi, Chhattisgarhi and English, a 24/7 telemedicine centre, solar power and skills training to {villagers} villagers, as a pilot for {villages} villages.",
  "hero.cta.dashboard": "Track Progress",
  "hero.cta.impact": "See the Impact",
  "hero.cta.investment": "Invest in a Family",
  "hero.cta.evidence": "Review the Evidence",
  "hero.cta.scaling": "National Scaling Plan",
  "hero.figures": "Key figures",
  "hero.figure.internet.value": "Up to {n} Mbps",
  "hero.figure.internet.label": "Free internet for every household",
  "hero.figure.plan.value": "{phases} phases",
  "hero.figure.plan.label": "{months} months, October 2025 to December 2027",
  "hero.figure.budget.label": "Total investment planned",
  "hero.figure.people.label": "Villagers in {households} households",

  // Village profile
  "village.title": "The village today",
  "village.description":
    "A farming village in Chhattisgarh: where it starts from, what holds it back and what it already has.",
  "village.stats": "Village at a glance",
  "village.stats.population": "Population",
  "village.stats.population.hint": "{children} children, {women} women",
  "village.stats.households": "Households",
  "village.stats.households.hint": "{percent} depend on agriculture",
  "village.stats.literacy": "Literacy rate",
  "village.stats.literacy.hint": "Women {female}, men {male}",
  "village.stats.connectivity": "Digital connectivity",
  "village.stats.connectivity.hint": "No household has internet",
  "village.stats.healthcare": "Healthcare access",
  "village.stats.healthcare.value": "{min}-{max} km",
  "village.stats.healthcare.hint": "To the nearest health centre",
  "village.stats.water": "Water security",
  "village.stats.water.hint": "Households with clean water",
  "village.challenges": "Challenges",
  "village.challenge.income":
    "Average household income is {income} a month, and unemployment is {unemployment}.",
  "village.challenge.agriculture":
    "{percent} of families depend on rain-fed farming; {farmers} farmers have little access to modern methods or markets.",
  "village.challenge.internet":
    "Internet connectivity is {internet}: no online learning, banking or government services.",
  "village.challenge.electricity": "Only {electricity} of homes have reliable electricity.",
  "village.challenge.water": "Only {water} of households have clean drinking water.",
  "village.challenge.health":
    "The nearest health centre is {min}-{max} km away, with no specialist care.",
  "village.challenge.literacy": "Literacy is {overall}, and only {female} among women.",
  "village.assets": "Strengths to build on",
  "village.asset.community":
    "{population} villagers in {households} households, a close-knit community.",
  "village.asset.farmers": "{farmers} experienced farmers and fertile farmland.",
  "village.asset.women": "{women} women who can lead self-help groups and small enterprises.",
  "village.asset.children": "{children} children ready to learn in their own language.",
  "village.asset.crafts": "Living traditions of craft, food and culture.",
  "village.asset.sunshine": "Strong sunshine most of the year, enough to power the village.",
} as const;
