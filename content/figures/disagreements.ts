// Not in the content registry: the figure walk and the lists it checks the content against.
import { z } from "zod";
import { disagreementSchema, type Disagreement } from "./disagreement-schema";
import { moneyEntries } from "./listed/money";
import { targetEntriesOf } from "./listed/targets";
import { planEntries } from "./plan-model/entries";
import { getPilot } from "@/lib/programme";

export * from "./disagreement-schema";

/**
 * The one list of figures the specification gives more than one way (what an entry is:
 * ./disagreement-schema.ts): those listed by measure (./listed/), then the clashes the plan model
 * computes from the plan's own lists (./plan-model/). The accounts' readings are the pilot's, read
 * through the data boundary as the figure walk reads them (content/registry.ts).
 */
export const disagreements: readonly Disagreement[] = z
  .array(disagreementSchema)
  .parse([...moneyEntries, ...targetEntriesOf(getPilot().ledger), ...planEntries]);
