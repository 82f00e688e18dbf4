/** The illustrative family profiles of step 2: `investment.family.<id>.*` (names are in journey.ts). */
export const familyMessages = {
  "investment.family.sahu.occupation": "Paddy farming on a small rain-fed plot",
  "investment.family.sahu.challenge.first": "No internet for the children's schooling",
  "investment.family.sahu.challenge.second": "A doctor's visit costs a day's wages in travel",
  "investment.family.sahu.challenge.third": "Income depends on one rain-fed crop",
  "investment.family.sahu.story":
    "Families like the Sahus farm one rain-fed crop a year. The three children walk to the village school but have never used a computer, and any illness means a long trip to the nearest clinic.",
  "investment.family.sahu.impact":
    "Internet at home, telemedicine in the village and AI-assisted lessons for the children.",
  "investment.family.netam.occupation": "Forest produce collection and daily wage work",
  "investment.family.netam.challenge.first": "Seasonal, irregular wages",
  "investment.family.netam.challenge.second": "Forest produce sold to middlemen at low prices",
  "investment.family.netam.challenge.third": "No health check-ups for the mother",
  "investment.family.netam.story":
    "Families like the Netams collect mahua and tendu leaves in season and look for daily wage work the rest of the year. Prices are set by whoever comes to buy.",
  "investment.family.netam.impact":
    "Prices checked online before selling, regular check-ups by telemedicine, and digital literacy for both parents.",
  "investment.family.verma.occupation": "A small grocery shop and two acres of farmland",
  "investment.family.verma.challenge.first": "Customers cannot pay digitally",
  "investment.family.verma.challenge.second": "Grandparents need regular care for diabetes",
  "investment.family.verma.challenge.third": "Power cuts spoil stock",
  "investment.family.verma.story":
    "Families like the Vermas run a small shop beside their fields. The shop loses sales when cash runs short in the village, and the grandparents' care needs trips to town.",
  "investment.family.verma.impact":
    "Digital payments at the shop, solar power that keeps the fridge running and remote check-ups for the grandparents.",
  "investment.family.yadav.occupation": "Dairy with three cows, and farming",
  "investment.family.yadav.challenge.first":
    "The elder son finished class 12 but has no work nearby",
  "investment.family.yadav.challenge.second": "Milk is sold loose at the lowest price",
  "investment.family.yadav.challenge.third": "No veterinary advice within reach",
  "investment.family.yadav.story":
    "Families like the Yadavs keep a few cows and farm a small plot. Their elder son finished school and is weighing a move to the city for work.",
  "investment.family.yadav.impact":
    "A place for the son at the Digital Services Hub, veterinary advice by video and a collective milk sale through the agri-processing centre.",
  "investment.family.dhruw.occupation": "Farm labour on other people's land",
  "investment.family.dhruw.challenge.first": "No land of their own",
  "investment.family.dhruw.challenge.second": "The daughter left school after class 10",
  "investment.family.dhruw.challenge.third": "Work stops between harvests",
  "investment.family.dhruw.story":
    "Families like the Dhruws work other people's fields and have no income between seasons. Their daughter left school early to help at home.",
  "investment.family.dhruw.impact":
    "Remote-work training for the daughter, a self-help group enterprise for the mother and year-round work at the processing centre.",
  "investment.family.nishad.occupation": "Fishing in the village pond and farming",
  "investment.family.nishad.challenge.first": "Fish spoil before they reach the market",
  "investment.family.nishad.challenge.second": "Irrigation depends on the rain",
  "investment.family.nishad.challenge.third":
    "The youngest child has never been vaccinated on time",
  "investment.family.nishad.story":
    "Families like the Nishads fish the village pond and farm a small plot. Without cold storage or a pump, both incomes rise and fall with the weather.",
  "investment.family.nishad.impact":
    "A solar pump for a second crop, cold storage at the processing centre and vaccination reminders through the telemedicine centre.",
  "investment.family.markam.occupation": "Farming and bamboo crafts",
  "investment.family.markam.challenge.first": "Crafts sell only at the weekly market",
  "investment.family.markam.challenge.second": "Three children share one school textbook",
  "investment.family.markam.challenge.third":
    "Cooking and lighting depend on firewood and kerosene",
  "investment.family.markam.story":
    "Families like the Markams make baskets and mats from bamboo between farming seasons, but sell only to the few buyers at the weekly haat.",
  "investment.family.markam.impact":
    "Crafts sold online and to village visitors, solar light for homework and digital textbooks for all three children.",
  "investment.family.patel.occupation": "Vegetable farming on two acres",
  "investment.family.patel.challenge.first": "Diesel pumps eat up the profit",
  "investment.family.patel.challenge.second":
    "Vegetables are sold the same day at whatever price is offered",
  "investment.family.patel.challenge.third": "No crop advice when pests strike",
  "investment.family.patel.story":
    "Families like the Patels grow vegetables for the nearby market, paying for diesel to run the pump and selling the same day because nothing keeps.",
  "investment.family.patel.impact":
    "Solar irrigation instead of diesel, drying and pickling at the processing centre and crop advice from the AI lab.",
  "investment.family.kanwar.occupation": "A widow-led household living on daily wages",
  "investment.family.kanwar.challenge.first": "One earner for the whole household",
  "investment.family.kanwar.challenge.second": "No savings or bank account in use",
  "investment.family.kanwar.challenge.third": "Work is far from home and the child",
  "investment.family.kanwar.story":
    "Households like the Kanwars depend on one woman's daily wages, often earned far from home.",
  "investment.family.kanwar.impact":
    "Work close to home through a women's self-help group, a bank account used by phone and after-school learning for the child.",
} as const;
