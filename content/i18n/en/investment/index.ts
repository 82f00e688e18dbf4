import { familyMessages } from "./families";
import { familyPlanMessages } from "./family-plan";
import { tierMessages } from "./tiers";

/** Investment page text: the journey's headings and labels, what each tier funds, the families. */
export const investment = {
  ...familyPlanMessages,
  ...tierMessages,
  ...familyMessages,
} as const;
