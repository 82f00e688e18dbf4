import { realFigureAudit } from "@/content/figures/audit";
import { headlineFiguresOf } from "@/content/figures/headline";
import { measureAliases } from "@/content/figures/measures";
import { classify, walkFigures } from "@/content/figures/walk";
import type { PageRegistry } from "./audit-pages";
import type { KnownFigure } from "./classify";
import { declaredLocals } from "./declared";
import { derivedFigures } from "./derived";

/**
 * What the page audit holds the pages against, from the one registry: the disagreement list,
 * every figure the content exports with what content/figures/measures.ts says it measures, and
 * the figures pages compute from them (./derived.ts).
 */
export function pageRegistry(input = realFigureAudit): PageRegistry {
  const { measured } = classify(walkFigures(input.modules), input.rules, measureAliases);
  const known: KnownFigure[] = measured.map((leaf) => ({
    value: leaf.value,
    measure: leaf.measure,
    where: `${leaf.file}: ${leaf.path}`,
  }));
  const listed = new Set<string>(input.list.map((d) => d.id));
  const shown = headlineFiguresOf(input.ledger)
    .filter((f) => !listed.has(f.id))
    .map((f) => ({ id: f.id, unit: f.unit, readings: [f.reading] }));
  return { list: input.list, known, derived: derivedFigures(), declared: declaredLocals, shown };
}
