import { realFigureAudit, type FigureAuditInput } from "@/content/figures/audit";
import { disagreementChecks } from "./disagreements";
import { realFigures, type FigureInput } from "./figure-input";
import { figureChecks } from "./figures";
import { ledgerChecks, realLedger, type LedgerInput } from "./ledger";
import { languageChecks, realLanguages, type LanguageInput } from "./languages";
import { linkChecks, realLinks, type LinkInput } from "./links";
import type { CheckResult } from "./types";

/** Everything the checks read. The defaults are the site's own content; tests swap parts. */
export interface QualityContext {
  figures: FigureInput;
  /** The content's figures and the disagreement list they are held against. */
  disagreements: FigureAuditInput;
  ledger: LedgerInput;
  links: LinkInput;
  languages: LanguageInput;
}

export const realContext: QualityContext = {
  figures: realFigures,
  disagreements: realFigureAudit,
  ledger: realLedger,
  links: realLinks,
  languages: realLanguages,
};

export type CheckSuite = (ctx: QualityContext) => CheckResult[];

/** The suites, in report order; the Service check is added by the report, timing these. */
export const checkSuites: readonly CheckSuite[] = [
  (ctx) => figureChecks(ctx.figures),
  (ctx) => disagreementChecks(ctx.disagreements),
  (ctx) => ledgerChecks(ctx.ledger),
  (ctx) => linkChecks(ctx.links),
  (ctx) => languageChecks(ctx.languages),
];
