import { z } from "zod";
import { INCOME_TARGET } from "@/content/budget";

/**
 * The family profiles shown in step 2 of the family investment journey, three per tier. The
 * programme has not started: no family has been matched to a donor, so every profile is
 * illustrative ("families like these").
 */

/** The programme's income target: 8,000 → 32,000 rupees a month, 4x (spec §9 'Income'). */
export const TARGET_MONTHLY_INCOME = INCOME_TARGET.monthlyHousehold;

export const familyIds = [
  "sahu",
  "netam",
  "verma",
  "yadav",
  "dhruw",
  "nishad",
  "markam",
  "patel",
  "kanwar",
] as const;
export type FamilyId = (typeof familyIds)[number];

export const familyProfileSchema = z.object({
  id: z.enum(familyIds),
  name: z.string().min(1),
  members: z.number().int().positive(),
  children: z.number().int().nonnegative(),
  occupation: z.string().min(1),
  /** Rupees a month, household. */
  currentIncome: z.number().int().positive(),
  targetIncome: z.number().int().positive().max(TARGET_MONTHLY_INCOME),
  challenges: z.array(z.string().min(1)).min(1),
  story: z.string().min(1),
  impact: z.string().min(1),
  /** Always true: no real family is presented. */
  illustrative: z.literal(true),
});
export type FamilyProfile = z.infer<typeof familyProfileSchema>;

/** The nine illustrative profiles; the tier schema in index.ts parses each where it is used. */
export const familyProfiles: Record<FamilyId, z.input<typeof familyProfileSchema>> = {
  sahu: {
    id: "sahu",
    name: "The Sahu family",
    members: 5,
    children: 3,
    occupation: "Paddy farming on a small rain-fed plot",
    currentIncome: 8_000,
    targetIncome: 24_000,
    challenges: [
      "No internet for the children's schooling",
      "A doctor's visit costs a day's wages in travel",
      "Income depends on one rain-fed crop",
    ],
    story:
      "Families like the Sahus farm one rain-fed crop a year. The three children walk to the village school but have never used a computer, and any illness means a long trip to the nearest clinic.",
    impact:
      "Internet at home, telemedicine in the village and AI-assisted lessons for the children.",
    illustrative: true,
  },
  netam: {
    id: "netam",
    name: "The Netam family",
    members: 4,
    children: 2,
    occupation: "Forest produce collection and daily wage work",
    currentIncome: 6_500,
    targetIncome: 20_000,
    challenges: [
      "Seasonal, irregular wages",
      "Forest produce sold to middlemen at low prices",
      "No health check-ups for the mother",
    ],
    story:
      "Families like the Netams collect mahua and tendu leaves in season and look for daily wage work the rest of the year. Prices are set by whoever comes to buy.",
    impact:
      "Prices checked online before selling, regular check-ups by telemedicine, and digital literacy for both parents.",
    illustrative: true,
  },
  verma: {
    id: "verma",
    name: "The Verma family",
    members: 6,
    children: 2,
    occupation: "A small grocery shop and two acres of farmland",
    currentIncome: 10_000,
    targetIncome: 28_000,
    challenges: [
      "Customers cannot pay digitally",
      "Grandparents need regular care for diabetes",
      "Power cuts spoil stock",
    ],
    story:
      "Families like the Vermas run a small shop beside their fields. The shop loses sales when cash runs short in the village, and the grandparents' care needs trips to town.",
    impact:
      "Digital payments at the shop, solar power that keeps the fridge running and remote check-ups for the grandparents.",
    illustrative: true,
  },
  yadav: {
    id: "yadav",
    name: "The Yadav family",
    members: 5,
    children: 2,
    occupation: "Dairy with three cows, and farming",
    currentIncome: 9_000,
    targetIncome: 30_000,
    challenges: [
      "The elder son finished class 12 but has no work nearby",
      "Milk is sold loose at the lowest price",
      "No veterinary advice within reach",
    ],
    story:
      "Families like the Yadavs keep a few cows and farm a small plot. Their elder son finished school and is weighing a move to the city for work.",
    impact:
      "A place for the son at the Digital Services Hub, veterinary advice by video and a collective milk sale through the agri-processing centre.",
    illustrative: true,
  },
  dhruw: {
    id: "dhruw",
    name: "The Dhruw family",
    members: 4,
    children: 2,
    occupation: "Farm labour on other people's land",
    currentIncome: 7_000,
    targetIncome: 26_000,
    challenges: [
      "No land of their own",
      "The daughter left school after class 10",
      "Work stops between harvests",
    ],
    story:
      "Families like the Dhruws work other people's fields and have no income between seasons. Their daughter left school early to help at home.",
    impact:
      "Remote-work training for the daughter, a self-help group enterprise for the mother and year-round work at the processing centre.",
    illustrative: true,
  },
  nishad: {
    id: "nishad",
    name: "The Nishad family",
    members: 5,
    children: 1,
    occupation: "Fishing in the village pond and farming",
    currentIncome: 8_000,
    targetIncome: TARGET_MONTHLY_INCOME,
    challenges: [
      "Fish spoil before they reach the market",
      "Irrigation depends on the rain",
      "The youngest child has never been vaccinated on time",
    ],
    story:
      "Families like the Nishads fish the village pond and farm a small plot. Without cold storage or a pump, both incomes rise and fall with the weather.",
    impact:
      "A solar pump for a second crop, cold storage at the processing centre and vaccination reminders through the telemedicine centre.",
    illustrative: true,
  },
  markam: {
    id: "markam",
    name: "The Markam family",
    members: 7,
    children: 3,
    occupation: "Farming and bamboo crafts",
    currentIncome: 8_500,
    targetIncome: 30_000,
    challenges: [
      "Crafts sell only at the weekly market",
      "Three children share one school textbook",
      "Cooking and lighting depend on firewood and kerosene",
    ],
    story:
      "Families like the Markams make baskets and mats from bamboo between farming seasons, but sell only to the few buyers at the weekly haat.",
    impact:
      "Crafts sold online and to village visitors, solar light for homework and digital textbooks for all three children.",
    illustrative: true,
  },
  patel: {
    id: "patel",
    name: "The Patel family",
    members: 6,
    children: 2,
    occupation: "Vegetable farming on two acres",
    currentIncome: 10_000,
    targetIncome: TARGET_MONTHLY_INCOME,
    challenges: [
      "Diesel pumps eat up the profit",
      "Vegetables are sold the same day at whatever price is offered",
      "No crop advice when pests strike",
    ],
    story:
      "Families like the Patels grow vegetables for the nearby market, paying for diesel to run the pump and selling the same day because nothing keeps.",
    impact:
      "Solar irrigation instead of diesel, drying and pickling at the processing centre and crop advice from the AI lab.",
    illustrative: true,
  },
  kanwar: {
    id: "kanwar",
    name: "The Kanwar family",
    members: 3,
    children: 1,
    occupation: "A widow-led household living on daily wages",
    currentIncome: 6_000,
    targetIncome: 18_000,
    challenges: [
      "One earner for the whole household",
      "No savings or bank account in use",
      "Work is far from home and the child",
    ],
    story:
      "Households like the Kanwars depend on one woman's daily wages, often earned far from home.",
    impact:
      "Work close to home through a women's self-help group, a bank account used by phone and after-school learning for the child.",
    illustrative: true,
  },
};
