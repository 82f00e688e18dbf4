// Not in the content registry: the figure walk and the lists it checks the content against.
import type { Ledger } from "@/content/ledger/derive";
import { contentModules, type ContentModule } from "@/content/registry";
import { getPilot } from "@/lib/programme";
import { disagreements, type Disagreement } from "./disagreements";
import { measureAliases, measureRules, moduleMeasureRules, type MeasureRule } from "./measures";
import { classify, differingMeasures, walkFigures, type Leaf, type Measured } from "./walk";

/** Everything the figure audit reads; tests pass a changed copy to plant a figure. */
export interface FigureAuditInput {
  modules: readonly ContentModule[];
  rules: readonly MeasureRule[];
  list: readonly Disagreement[];
  /** The ledger the modules' figures were read for: the headline figures take its funds. */
  ledger: Ledger;
}

export const realFigureAudit: FigureAuditInput = {
  modules: contentModules,
  rules: [...moduleMeasureRules(contentModules), ...measureRules],
  list: disagreements,
  ledger: getPilot().ledger,
};

export interface EntryAudit {
  entry: Disagreement;
  /** The distinct values the content gives the measure now. */
  found: number[];
  /** Values the content gives that the entry has no reading for. */
  unexplained: number[];
  /** The entry's readings the content no longer gives. */
  gone: number[];
}

export interface FigureAudit {
  /** Numbers that no rule of content/figures/measures.ts says the meaning of. */
  unclassified: Leaf[];
  /** Figures that differ with no entry in the list: measure → the leaves giving it. */
  unlisted: Map<string, Measured[]>;
  entries: EntryAudit[];
}

const distinct = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/** Walks the content and holds every figure against the disagreement list. */
export function auditFigures({ modules, rules, list }: FigureAuditInput): FigureAudit {
  const { measured, unclassified } = classify(walkFigures(modules), rules, measureAliases);
  const differing = differingMeasures(measured);
  const listed = new Set(list.map((d) => d.measure));
  const unlisted = new Map([...differing].filter(([measure]) => !listed.has(measure)));
  const entries = list.map((entry) => {
    const found = distinct(measured.filter((l) => l.measure === entry.measure).map((l) => l.value));
    const stated = distinct(entry.readings.map((r) => r.value));
    return {
      entry,
      found,
      unexplained: found.filter((v) => !stated.includes(v)),
      gone: stated.filter((v) => !found.includes(v)),
    };
  });
  return { unclassified, unlisted, entries };
}
