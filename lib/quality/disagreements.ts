import {
  auditFigures,
  realFigureAudit,
  type EntryAudit,
  type FigureAuditInput,
} from "@/content/figures/audit";
import type { Disagreement } from "@/content/figures/disagreements";
import { WARNING_SCORE } from "@/content/quality";
import { formatFigure, gapText } from "@/lib/figures";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { makeCheck, type CheckResult } from "./types";

/**
 * The disagreement list in the report: one check per figure the plan gives more than one way
 * (content/figures/disagreements.ts), and one that every figure differing from itself is in the
 * list. A listed disagreement is a warning until the programme settles it; a reading the list
 * does not explain is a failure; readings that have come to agree pass, and say to retire the
 * entry.
 */

/** "₹1,63,00,000 (Home, Our Plan); ₹1,29,00,000 (Progress Dashboard), ₹34,00,000 less…". */
function readingsText(entry: Disagreement, lang: Lang): string {
  const t = translator(lang);
  const lead = entry.readings[0]!;
  return entry.readings
    .map((r, i) => {
      const value = formatFigure(r, entry.unit, lang, t);
      return i === 0 ? value : `${value} (${gapText(r.value, lead.value, entry.unit, lang, t)})`;
    })
    .join("; ");
}

export function entryCheck(
  { entry, found, unexplained }: EntryAudit,
  lang: Lang = "en",
): CheckResult {
  const t = translator(lang);
  const name = t(`figures.${entry.id}.name`);
  const where = `/figures#${entry.id}`;
  const test = t("figures.check.entry.test", { name });
  if (unexplained.length > 0) {
    const values = unexplained
      .map((v) => formatFigure({ value: v }, entry.unit, lang, t))
      .join(", ");
    return makeCheck({
      category: "Figures",
      test,
      status: "fail",
      details: t("figures.check.entry.unexplained", { values }),
      critical: false,
      fix: t("figures.check.entry.unexplainedFix", { name, values }),
    });
  }
  if (found.length <= 1) {
    return makeCheck({
      category: "Figures",
      test,
      status: "pass",
      details: t("figures.check.entry.agree"),
      critical: false,
      fix: undefined,
    });
  }
  return makeCheck({
    category: "Figures",
    test,
    status: "warning",
    score: WARNING_SCORE,
    details: t("figures.check.entry.differ", { readings: readingsText(entry, lang), where }),
    critical: false,
    fix: t("figures.check.entry.fix", { name, where }),
  });
}

/** Every figure that differs from itself has an entry, and every number has a meaning. */
export function completenessCheck(
  audit: ReturnType<typeof auditFigures>,
  lang: Lang = "en",
): CheckResult {
  const t = translator(lang);
  const unlisted = [...audit.unlisted.keys()];
  const unclassified = audit.unclassified.map((l) => `${l.file}: ${l.path}`);
  const ok = unlisted.length === 0 && unclassified.length === 0;
  const problems = [...unlisted, ...unclassified].join(", ");
  return makeCheck({
    category: "Figures",
    test: t("figures.check.complete.test"),
    status: ok ? "pass" : "fail",
    details: ok
      ? t("figures.check.complete.pass", { count: audit.entries.length })
      : t("figures.check.complete.fail", { problems }),
    critical: true,
    fix: ok ? undefined : t("figures.check.complete.fix", { problems }),
  });
}

export function disagreementChecks(input: FigureAuditInput = realFigureAudit): CheckResult[] {
  const audit = auditFigures(input);
  return [completenessCheck(audit), ...audit.entries.map((e) => entryCheck(e))];
}
