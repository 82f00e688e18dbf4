// Not in the content registry: it reads the registry's list (content/modules.ts).
import type { Ledger } from "@/content/ledger/derive";
import { moduleList } from "@/content/modules";
import { getPilot } from "@/lib/programme";

/**
 * A content module: its exports, which the link checks scan and the figure walk reads. Each module
 * validates its own data with zod when it loads, so nothing here re-validates it.
 */
export interface ContentModule {
  file: string;
  namespace: Readonly<Record<string, unknown>>;
}

function mod(file: string, namespace: object): ContentModule {
  return { file, namespace: namespace as Record<string, unknown> };
}

/**
 * A module's figures that come from a village's ledger. A module whose figures move with the
 * accounts exports `ledgerFigures(ledger)`, the values its pages show for that ledger by name; its
 * `figureMeasures` read those names as they read its constants, so the figure walk holds the
 * accounts' figures against the plan's as it holds any other (issue 42: no module keeps the
 * pilot's accounts as constants of its own).
 */
export type LedgerFigures = (ledger: Ledger) => Readonly<Record<string, unknown>>;

/**
 * Every content module, from the folder content/ (content/modules.ts, written by
 * scripts/content-index.mjs), with its figures for a village's ledger beside its constants.
 */
export function contentModulesOf(ledger: Ledger): readonly ContentModule[] {
  return moduleList.map(([file, namespace]) => {
    const figures = (namespace as { ledgerFigures?: LedgerFigures }).ledgerFigures;
    return mod(file, figures ? { ...namespace, ...figures(ledger) } : namespace);
  });
}

/** Every content module, with the pilot's figures: what the figure walk and the link checks read. */
export const contentModules: readonly ContentModule[] = contentModulesOf(getPilot().ledger);
