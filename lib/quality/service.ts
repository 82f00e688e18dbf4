import { FULL_SCORE, mobileNetwork, qualitySchedule, qualityStandards } from "@/content/quality";
import { formatNumber } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translatedCheck } from "./localize";
import type { CheckResult } from "./types";

/** Milliseconds: two decimals under 10 ms (0.42), whole ones above (2,451). */
const ms = (value: number, lang: Lang) =>
  value < 10 ? formatNumber(value, lang, 2) : formatNumber(Math.round(value), lang);

/** How long an answer of `bytes` takes to reach a phone on the mobile network: one round trip, then the bytes. */
export function mobileDeliveryMs(bytes: number, network = mobileNetwork): number {
  return network.rttMs + ((bytes * 8) / (network.throughputKbps * 1024)) * 1000;
}

export interface ServiceMeasure {
  /** The answer's size as it travels (gzip), in bytes: fixed by the deployed content and language. */
  answerBytes: number;
  /** How long the server took: shown, never scored, as it moves with the server's load. */
  elapsedMs: number;
  /** When the audit ran (ms since the epoch). */
  ranAt?: number;
  /** Whether the audit was run by an earlier request. */
  reused?: boolean;
}

/**
 * The Service check: the report's answer against the page's API standard (under 300 ms), scored
 * on what the deployment decides, the answer's size on the mobile network; the server's own time
 * is reported beside it as information, so the score and readiness never move with the load.
 */
export function serviceCheck(
  { answerBytes, elapsedMs, ranAt = Date.now(), reused = false }: ServiceMeasure,
  limitMs = qualityStandards.apiResponseMs,
): CheckResult {
  const deliveryMs = mobileDeliveryMs(answerBytes);
  const ok = deliveryMs < limitMs;
  const k = "quality-report.service" as const;
  return translatedCheck({
    category: "Service",
    status: ok ? "pass" : "fail",
    score: ok ? FULL_SCORE : (limitMs / deliveryMs) * FULL_SCORE,
    critical: false,
    words: (t) => {
      const values = {
        kb: formatNumber(answerBytes / 1024, t.lang, 1),
        delivery: ms(deliveryMs, t.lang),
        rtt: formatNumber(mobileNetwork.rttMs, t.lang),
        mbps: formatNumber(mobileNetwork.throughputKbps / 1024, t.lang, 1),
        elapsed: ms(elapsedMs, t.lang),
        limit: formatNumber(limitMs, t.lang),
        // A time of day in UTC, as a clock shows it (08:30:00): the same in every language.
        time: new Date(ranAt).toISOString().slice(11, 19),
        minutes: formatNumber(qualitySchedule.fullAuditMinutes, t.lang),
      };
      return {
        test: t(`${k}.test`, values),
        details: [
          t(`${k}.details`, values),
          t(`${k}.timing`, values),
          t(reused ? `${k}.auditReused` : `${k}.auditFresh`, values),
        ].join(" "),
        fix: ok ? undefined : t(`${k}.fix`, values),
      };
    },
  });
}
