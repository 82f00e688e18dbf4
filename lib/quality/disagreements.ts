import {
  auditFigures,
  realFigureAudit,
  type EntryAudit,
  type FigureAudit,
  type FigureAuditInput,
} from "@/content/figures/audit";
import type { Disagreement } from "@/content/figures/disagreements";
import { walkUnaccounted } from "@/content/figures/pages/shown-on";
import { WARNING_SCORE } from "@/content/quality";
import { formatReading, gapText } from "@/lib/figures";
import type { Translate } from "@/lib/messages";
import { translatedCheck } from "./localize";
import type { CheckResult } from "./types";

/**
 * The disagreement list in the report: one check per figure the plan gives more than one way
 * (content/figures/disagreements.ts), and one that every figure differing from itself is in the
 * list. A listed disagreement is a warning until the programme settles it; a reading the list
 * does not explain is a failure; readings that have come to agree pass, and say to retire the
 * entry.
 */

/** "₹1,63,00,000; ₹1,29,00,000 (₹34,00,000 less than the first reading (21%))". */
function readingsText(entry: Disagreement, t: Translate): string {
  const lead = entry.readings[0]!;
  return entry.readings
    .map((r, i) => {
      const value = formatReading(r, entry.unit, t.lang, t);
      return i === 0 ? value : `${value} (${gapText(r.value, lead.value, entry.unit, t.lang, t)})`;
    })
    .join("; ");
}

export function entryCheck({ entry, found, unexplained }: EntryAudit): CheckResult {
  const where = `/figures#${entry.id}`;
  const name = (t: Translate) => t(`figures.${entry.id}.name`);
  const test = (t: Translate) => t("figures.check.entry.test", { name: name(t) });
  if (unexplained.length > 0) {
    const values = (t: Translate) =>
      unexplained.map((v) => formatReading({ value: v }, entry.unit, t.lang, t)).join(", ");
    return translatedCheck({
      category: "Figures",
      status: "fail",
      critical: false,
      words: (t) => ({
        test: test(t),
        details: t("figures.check.entry.unexplained", { values: values(t) }),
        fix: t("figures.check.entry.unexplainedFix", { name: name(t), values: values(t) }),
      }),
    });
  }
  if (found.length <= 1) {
    return translatedCheck({
      category: "Figures",
      status: "pass",
      critical: false,
      words: (t) => ({ test: test(t), details: t("figures.check.entry.agree") }),
    });
  }
  return translatedCheck({
    category: "Figures",
    status: "warning",
    score: WARNING_SCORE,
    critical: false,
    words: (t) => ({
      test: test(t),
      details: t("figures.check.entry.differ", { readings: readingsText(entry, t), where }),
      fix: t("figures.check.entry.fix", { name: name(t), where }),
    }),
  });
}

/**
 * Every figure that differs from itself has an entry, and every number has a meaning: in the
 * content, and on the built pages as the last walk of them found (content/figures/pages).
 */
export function completenessCheck(
  audit: FigureAudit,
  onPages: readonly string[] = walkUnaccounted(),
): CheckResult {
  const unlisted = [...audit.unlisted.keys()];
  const unclassified = audit.unclassified.map((l) => `${l.file}: ${l.path}`);
  const ok = unlisted.length === 0 && unclassified.length === 0 && onPages.length === 0;
  const problems = [...unlisted, ...unclassified, ...onPages].join(", ");
  return translatedCheck({
    category: "Figures",
    status: ok ? "pass" : "fail",
    critical: true,
    words: (t) => ({
      test: t("figures.check.complete.test"),
      details: ok
        ? t("figures.check.complete.pass", { count: audit.entries.length })
        : t("figures.check.complete.fail", { problems }),
      fix: ok ? undefined : t("figures.check.complete.fix", { problems }),
    }),
  });
}

export function disagreementChecks(input: FigureAuditInput = realFigureAudit): CheckResult[] {
  const audit = auditFigures(input);
  return [completenessCheck(audit), ...audit.entries.map(entryCheck)];
}
