import type { MessageKey } from "@/lib/messages";
import type { DatasetId } from "@/lib/open-data";

/** Each open-data file's name as the pages show it: the hub's cards and a village's downloads. */
export const datasetNames: Record<DatasetId, MessageKey> = {
  "budget-categories": "transparency.openData.budget",
  "monthly-expenses": "transparency.openData.monthly",
  "budget-vs-actual-categories": "transparency.openData.budgetActualCategories",
  "budget-vs-actual-months": "transparency.openData.budgetActualMonths",
  kpis: "transparency.openData.kpis",
  "csr-categories": "csr.openData.name",
  expenses: "transparency.openData.expenses",
  funds: "transparency.openData.funds",
  measurements: "transparency.openData.measurements",
  milestones: "transparency.openData.milestones",
};
