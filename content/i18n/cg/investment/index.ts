import { familyMessages } from "./families";
import { journeyMessages } from "./journey";
import { tierMessages } from "./tiers";

export const investment = {
  ...journeyMessages,
  ...tierMessages,
  ...familyMessages,
};
