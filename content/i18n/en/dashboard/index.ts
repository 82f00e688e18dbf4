import { labelMessages } from "./labels";
import { kpiMessages } from "./kpis";
import { initiativeMessages } from "./initiatives";

/**
 * Dashboard page text, one file per section: the labels, the KPIs' body copy and the phases'
 * initiatives. Figures arrive as `{placeholders}` from content/dashboard.ts and content/kpis-data.ts.
 */
export const dashboard = {
  ...labelMessages,
  ...kpiMessages,
  ...initiativeMessages,
} as const;
