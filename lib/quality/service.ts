import { FULL_SCORE, qualitySchedule, qualityStandards } from "@/content/quality";
import { formatNumber } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translatedCheck } from "./localize";
import type { CheckResult } from "./types";

/** Milliseconds: two decimals under 10 ms (0.42), whole ones above. */
const ms = (value: number, lang: Lang) =>
  value < 10 ? formatNumber(value, lang, 2) : formatNumber(Math.round(value), lang);

/**
 * The time the report took to compute, against the page's API standard (under 300 ms): the
 * audit's run time, plus the time to answer from it when the audit was run by an earlier request.
 */
export function serviceTime(
  elapsedMs: number,
  { ranAt = Date.now(), reused = false, limitMs = qualityStandards.apiResponseMs } = {},
): CheckResult {
  const ok = elapsedMs < limitMs;
  const k = "quality-report.service" as const;
  return translatedCheck({
    category: "Service",
    status: ok ? "pass" : "fail",
    score: ok ? FULL_SCORE : (limitMs / elapsedMs) * FULL_SCORE,
    critical: false,
    words: (t) => {
      const values = {
        elapsed: ms(elapsedMs, t.lang),
        limit: formatNumber(limitMs, t.lang),
        // A time of day in UTC, as a clock shows it (08:30:00): the same in every language.
        time: new Date(ranAt).toISOString().slice(11, 19),
        minutes: formatNumber(qualitySchedule.fullAuditMinutes, t.lang),
      };
      return {
        test: t(`${k}.test`, values),
        details: t(reused ? `${k}.detailsReused` : `${k}.details`, values),
        fix: ok ? undefined : t(`${k}.fix`, values),
      };
    },
  });
}
