import { FULL_SCORE, qualitySchedule, qualityStandards } from "@/content/quality";
import { makeCheck, type CheckResult } from "./types";

const ms = (value: number) => (value < 10 ? value.toFixed(2) : Math.round(value).toString());

/**
 * The time the report took to compute, against the page's API standard (under 300 ms): the
 * audit's run time, plus the time to answer from it when the audit was run by an earlier request.
 */
export function serviceTime(
  elapsedMs: number,
  { ranAt = Date.now(), reused = false, limitMs = qualityStandards.apiResponseMs } = {},
): CheckResult {
  const ok = elapsedMs < limitMs;
  const when = new Date(ranAt).toISOString().slice(11, 19);
  return makeCheck({
    category: "Service",
    test: `Report computed in under ${limitMs} ms`,
    status: ok ? "pass" : "fail",
    score: ok ? FULL_SCORE : (limitMs / elapsedMs) * FULL_SCORE,
    details: `${ms(elapsedMs)} ms to compute (standard: under ${limitMs} ms). ${
      reused
        ? `Answered from the full audit run at ${when} UTC`
        : "The full audit ran for this request"
    }; it re-runs when over ${qualitySchedule.fullAuditMinutes} minutes old.`,
    critical: false,
    fix: ok ? undefined : `Speed up the report: it took ${ms(elapsedMs)} ms against ${limitMs} ms.`,
  });
}
