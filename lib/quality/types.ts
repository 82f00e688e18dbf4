import { FULL_SCORE } from "@/content/quality";
import type { Lang } from "@/lib/i18n";

/** The quality report of spec §3, the one entity the server sends. */
export const checkStatuses = ["pass", "warning", "fail"] as const;
export type CheckStatus = (typeof checkStatuses)[number];

export const checkCategories = ["Figures", "Ledger", "Links", "Languages", "Service"] as const;
export type CheckCategory = (typeof checkCategories)[number];

export interface Check {
  category: CheckCategory;
  test: string;
  status: CheckStatus;
  /** 0 to FULL_SCORE (100). */
  score: number;
  details: string;
  /** A critical check that fails blocks deployment. */
  critical: boolean;
  /** When the check ran (ISO 8601). */
  timestamp: string;
}

/** A check's words: its title, what it found and, when it does not pass, what to do about it. */
export interface CheckText {
  test: string;
  details: string;
  fix?: string;
}

/**
 * A check as the suites produce it: with what to do about it when it does not pass, and its words
 * in another language (lib/quality/localize.ts). Without `localize` every language gets the English.
 */
export interface CheckResult extends Check {
  fix?: string;
  localize?: (lang: Lang) => CheckText;
}

export interface QualityReport {
  overall_score: number;
  deployment_ready: boolean;
  passed: number;
  total_tests: number;
  critical_issues: number;
  recommendations: string[];
  checks: Check[];
}

export interface CheckFields {
  category: CheckCategory;
  test: string;
  status: CheckStatus;
  score?: number;
  details: string;
  critical: boolean;
  fix?: string;
}

/** Stamps a check; a passing check scores FULL_SCORE unless told otherwise. */
export function makeCheck({ score, ...fields }: CheckFields): CheckResult {
  const value = score ?? (fields.status === "pass" ? FULL_SCORE : 0);
  return {
    ...fields,
    score: Math.max(0, Math.min(FULL_SCORE, Math.round(value))),
    timestamp: new Date().toISOString(),
  };
}

/** Share of items that are fine, as a score from 0 to FULL_SCORE (an empty list scores full). */
export function shareScore(ok: number, total: number): number {
  return total === 0 ? FULL_SCORE : Math.floor((ok / total) * FULL_SCORE);
}
