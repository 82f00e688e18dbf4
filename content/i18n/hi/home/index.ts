import { heroMessages } from "./hero";
import { planMessages } from "./plan";
import { programmeMessages } from "./programmes";
import { targetMessages } from "./targets";
import { ageGroupMessages } from "./age-groups";

export const home = {
  ...heroMessages,
  ...planMessages,
  ...programmeMessages,
  ...targetMessages,
  ...ageGroupMessages,
};
