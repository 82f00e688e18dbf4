import { pilotLedger } from "@/content/ledger/load";

// What the pilot's measurements and milestones say of the plan's progress (content/ledger/derive.ts).

export const {
  latestMeasurement,
  milestoneRecord,
  phaseMilestones,
  spentDuring,
  hasBegun,
  progressStatus,
  phaseCompletion,
} = pilotLedger;
