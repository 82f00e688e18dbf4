import { familyMessages } from "./families";
import { journeyMessages } from "./journey";
import { tierMessages } from "./tiers";

/** Investment page text: the journey's headings and labels, what each tier funds, the families. */
export const investment = {
  ...journeyMessages,
  ...tierMessages,
  ...familyMessages,
} as const;
