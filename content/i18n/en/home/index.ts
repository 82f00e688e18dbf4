import { heroMessages } from "./hero";
import { planMessages } from "./plan";
import { programmeMessages } from "./programmes";
import { targetMessages } from "./targets";
import { ageGroupMessages } from "./age-groups";

/** Home page text, one file per section. Figures arrive as `{placeholders}` from content/home/. */
export const home = {
  ...heroMessages,
  ...planMessages,
  ...programmeMessages,
  ...targetMessages,
  ...ageGroupMessages,
} as const;
