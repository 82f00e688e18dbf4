// Not in the content registry: the figure walk and the lists it checks the content against.
import { z } from "zod";
import { disagreementSchema, type Disagreement } from "./disagreement-schema";
import { moneyEntries } from "./listed/money";
import { targetEntriesOf } from "./listed/targets";
import { planEntries } from "./plan-model/entries";
import { getPilot, type Ledger } from "@/lib/programme";

export * from "./disagreement-schema";

const made = new WeakMap<Ledger, readonly Disagreement[]>();

/**
 * The one list of figures the specification gives more than one way (what an entry is:
 * ./disagreement-schema.ts): those listed by measure (./listed/), then the clashes the plan model
 * computes from the plan's own lists (./plan-model/). One reading comes from a village's accounts
 * (the families who invested, ./listed/targets.ts), so the list is a village's: made once per
 * ledger.
 */
export function disagreementsOf(ledger: Ledger): readonly Disagreement[] {
  let list = made.get(ledger);
  if (!list) {
    list = z
      .array(disagreementSchema)
      .parse([...moneyEntries, ...targetEntriesOf(ledger), ...planEntries]);
    made.set(ledger, list);
  }
  return list;
}

/** The pilot's list, read through the data boundary: what the figure walk and its checks hold. */
export const disagreements: readonly Disagreement[] = disagreementsOf(getPilot().ledger);
