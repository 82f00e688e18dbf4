import { familyMessages } from "./families";
import { familyPlanMessages } from "./family-plan";
import { tierMessages } from "./tiers";

export const investment = {
  ...familyPlanMessages,
  ...tierMessages,
  ...familyMessages,
};
