// Not in the content registry: the figure walk and the lists it checks the content against.
import { z } from "zod";
import { disagreementSchema, type Disagreement } from "./disagreement-schema";
import { moneyEntries } from "./listed/money";
import { targetEntries } from "./listed/targets";
import { planEntries } from "./plan-model/entries";

export * from "./disagreement-schema";

/**
 * The one list of figures the specification gives more than one way (what an entry is:
 * ./disagreement-schema.ts): those listed by measure (./listed/), then the clashes the plan model
 * computes from the plan's own lists (./plan-model/).
 */
export const disagreements: readonly Disagreement[] = z
  .array(disagreementSchema)
  .parse([...moneyEntries, ...targetEntries, ...planEntries]);
