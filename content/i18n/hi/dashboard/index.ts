import { labelMessages } from "./labels";
import { kpiMessages } from "./kpis";
import { initiativeMessages } from "./initiatives";

/** Dashboard page text, one file per section (content/i18n/en/dashboard/ holds the keys). */
export const dashboard = {
  ...labelMessages,
  ...kpiMessages,
  ...initiativeMessages,
};
