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

  "community.leader.sarpanch.name": "Sarpanch",
  "community.leader.sarpanch.role": "Village head, gram panchayat",
  "community.leader.sarpanch.experience":
    "Elected by the villagers for a five-year term; chairs the gram sabha.",
  "community.leader.sarpanch.support":
    "Will host the quarterly gram sabha reviews of the plan, the budget and the receipts.",
  "community.leader.sarpanch.vision":
    "When every home is online, anyone can read the panchayat's accounts, not only those who can travel to the block office.",
  "community.leader.head-teacher.name": "Head Teacher",
  "community.leader.head-teacher.role": "Government school",
  "community.leader.head-teacher.experience":
    "Leads the teachers of the village school and its daily timetable.",
  "community.leader.head-teacher.support":
    "Will help choose the AI lab's lesson plans and fit lab hours into the school day.",
  "community.leader.head-teacher.vision":
    "I want every child who leaves our school to read, write and use a computer in their own language, and in English too.",
  "community.leader.asha.name": "ASHA Worker",
  "community.leader.asha.role": "Accredited Social Health Activist",
  "community.leader.asha.experience":
    "The first contact for health in every household, trained under the National Health Mission.",
  "community.leader.asha.support":
    "Will book telemedicine consultations and follow up with patients at home.",
  "community.leader.asha.vision":
    "A doctor on screen means a mother will not lose a day's wages travelling to the district hospital for a check-up.",
  "community.leader.shg-leader.name": "Self-Help Group Leader",
  "community.leader.shg-leader.role": "Women's self-help group federation",
  "community.leader.shg-leader.experience":
    "Runs savings and credit groups with women across the village's wards.",
  "community.leader.shg-leader.support":
    "Will bring women into the skills hub and the agri-processing centre.",
  "community.leader.shg-leader.vision":
    "Our pickles and millets can reach buyers in the city. We only need the link and the training.",

  "community.testimonials.title": "Voices from the village",
  "community.testimonials.description":
    "Illustrative testimonials set in 2028, each rated out of five, in Chhattisgarhi with an English translation.",
  "community.testimonials.original": "In Chhattisgarhi",
  "community.testimonials.translation": "Translation",
  "community.testimonials.impact": "What changed",
  "community.testimonials.rating": "Rated {rating} out of 5",

  "community.testimonial.farmer.name": "Paddy farmer",
  "community.testimonial.farmer.role": "Grows paddy on three acres",
  "community.testimonial.farmer.impact": "Better prices for crops",
  "community.testimonial.mother.name": "Mother of two",
  "community.testimonial.mother.role": "Member of a self-help group",
  "community.testimonial.mother.impact": "Care without the journey",
  "community.testimonial.student.name": "Class 10 student",
  "community.testimonial.student.role": "Studies at the village school",
  "community.testimonial.student.impact": "Learning in three languages",
  "community.testimonial.elder.name": "Retired schoolteacher",
  "community.testimonial.elder.role": "Village elder",
  "community.testimonial.elder.impact": "A reminder to keep training seniors",

  "community.activities.title": "Community engagement",
  "community.activities.description":
    "Regular meetings where villagers will steer the programme, starting at launch in Q4 2025.",
  "community.activities.planned": "Planned",
  "community.activities.frequency": "How often",
  "community.activities.participation": "Who takes part",
  "community.activities.focus": "Focus",
  "community.activities.impact": "Expected impact",

  "community.frequency.quarterly": "Quarterly",
  "community.frequency.monthly": "Monthly",
  "community.frequency.fortnightly": "Fortnightly",
  "community.frequency.weekly": "Weekly",
  "community.activity.gram-sabha.title": "Gram sabha programme review",
  "community.activity.gram-sabha.participation": "Open to all {n} adult villagers",
  "community.activity.gram-sabha.focus": "Plan, budget, receipts and progress",
  "community.activity.gram-sabha.impact":
    "Villagers set priorities and check the spending themselves",
  "community.activity.mothers.title": "Mothers' health circle with the ASHA worker",
  "community.activity.mothers.participation": "Mothers and pregnant women from every ward",
  "community.activity.mothers.focus": "Maternal and child health, using telemedicine",
  "community.activity.mothers.impact": "Earlier check-ups and trust in the new service",
  "community.activity.parents.title": "Parents' learning meeting",
  "community.activity.parents.participation": "Parents of the village's {n} children",
  "community.activity.parents.focus": "Children's progress in the AI lab and at school",
  "community.activity.parents.impact": "Parents follow and support learning at home",
  "community.activity.farmers.title": "Farmers' digital market day",
  "community.activity.farmers.participation": "The village's {n} farmers",
  "community.activity.farmers.focus": "Crop prices, weather and the agri-processing centre",
  "community.activity.farmers.impact": "Better prices and less wasted harvest",
  "community.activity.elders.title": "Elders' digital circle",
  "community.activity.elders.participation": "The village's {n} seniors, with young volunteers",
  "community.activity.elders.focus": "Phones, video calls, pensions and telemedicine",
  "community.activity.elders.impact": "No one is left out of the services",

  "community.links.title": "Back the village's own plan",
  "community.links.description":
    "See what an investment pays for, and how every rupee will be published.",
  "community.links.investment": "Invest in the Village",
  "community.links.transparency": "See the Transparency Hub",
} as const;
