import { qualitySchedule } from "@/content/quality";
import { checkSuites, realContext, type QualityContext } from "./registry";
import type { CheckResult } from "./types";

export interface Audit {
  results: CheckResult[];
  /** When the suites ran (ms since the epoch). */
  ranAt: number;
  /** How long they took. */
  elapsedMs: number;
}

export const AUDIT_MAX_AGE_MS = qualitySchedule.fullAuditMinutes * 60_000;

/** A monotonic clock in milliseconds, as `performance.now()`; tests pass a fake one. */
export type Clock = () => number;
export const realClock: Clock = () => performance.now();

const audits = new WeakMap<QualityContext, Audit>();

/** Runs every suite on the context now, timing them with `clock`. */
export function runAudit(
  ctx: QualityContext = realContext,
  now = Date.now(),
  clock: Clock = realClock,
): Audit {
  const start = clock();
  const results = checkSuites.flatMap((suite) => suite(ctx));
  return { results, ranAt: now, elapsedMs: clock() - start };
}

/**
 * The full audit, re-run when the last one is older than the audit cycle (5 minutes). Its inputs
 * are the content built into this deployment, which cannot change while the server runs, so a
 * re-used audit is never stale; re-using it keeps each answer to a fraction of a millisecond.
 */
export function currentAudit(
  ctx: QualityContext = realContext,
  now = Date.now(),
  maxAgeMs = AUDIT_MAX_AGE_MS,
  clock: Clock = realClock,
): Audit & { reused: boolean } {
  const last = audits.get(ctx);
  if (last && now - last.ranAt < maxAgeMs && now >= last.ranAt) return { ...last, reused: true };
  const audit = runAudit(ctx, now, clock);
  audits.set(ctx, audit);
  return { ...audit, reused: false };
}
