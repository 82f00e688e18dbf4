/** Home page text: the transformation targets. Figures arrive as `{placeholders}` from content/home/. */
export const targetMessages = {
  // Transformation targets
  "home.targets.title": "Eight transformation targets",
  "home.targets.description":
    "Where the village stands today and where the programme aims to take it. The bars show the starting point.",
  "home.targets.now": "Now",
  "home.targets.target": "Target",
  "home.targets.by": "By {year}",
  "home.targets.progress": "{title}: {current} now, target {target} by {year}",
  "home.targets.who.villagers": "{count} villagers",
  "home.targets.who.children": "{count} children",
  "home.targets.who.households": "{count} households",
  "home.targets.who.women": "{count}+ women",
  "home.targets.who.farmers": "{count} farmers",
  "home.targets.who.adults": "{count} adults",
  "home.targets.literacy.title": "Functional literacy",
  "home.targets.literacy.description":
    "Everyone can read, write and count well enough for daily life.",
  "home.targets.multilingual.title": "Multilingual learning",
  "home.targets.multilingual.description":
    "Children learn confidently in Hindi, Chhattisgarhi and English.",
  "home.targets.digital.title": "Digital fluency",
  "home.targets.digital.description":
    "Every household can use a phone or computer for learning, payments and services.",
  "home.targets.economic.title": "Economic growth",
  "home.targets.economic.description":
    "Every family has a steady income from work, farming or enterprise.",
  "home.targets.women.title": "Women's empowerment",
  "home.targets.women.description": "Women read, earn and have a say in village decisions.",
  "home.targets.health.title": "Health literacy",
  "home.targets.health.description":
    "Families know how to prevent illness and when to call the doctor.",
  "home.targets.agriculture.title": "Modern agriculture",
  "home.targets.agriculture.description":
    "Farmers use weather data, better methods and online markets.",
  "home.targets.leadership.title": "Community leadership",
  "home.targets.leadership.description":
    "Villagers run the new services and take part in every decision.",
} as const;
