import { z } from "zod";
import { local, type FigureMeasures } from "@/content/figures/measures";

/** The quality page's constants (spec §9 'Quality page'), read by the report and the page. */
export const qualityStandardsSchema = z.object({
  /** Overall score needed to deploy, percent (shown as "95%+"). */
  overallScore: z.number().int().min(0).max(100),
  /** Critical issues allowed. */
  criticalIssues: z.number().int().nonnegative(),
  /** API response time to stay under, milliseconds. */
  apiResponseMs: z.number().int().positive(),
  /** Mobile (Lighthouse) score to stay over, percent. */
  mobileScore: z.number().int().min(0).max(100),
});

export const qualityScheduleSchema = z.object({
  /** The dashboard's auto-refresh period while the switch is on. */
  autoRefreshSeconds: z.number().int().positive(),
  healthCheckMinutes: z.number().int().positive(),
  fullAuditMinutes: z.number().int().positive(),
});

export const qualityStandards = qualityStandardsSchema.parse({
  overallScore: 95,
  criticalIssues: 0,
  apiResponseMs: 300,
  mobileScore: 80,
});

export const qualitySchedule = qualityScheduleSchema.parse({
  autoRefreshSeconds: 30,
  healthCheckMinutes: 1,
  fullAuditMinutes: 5,
});

/**
 * The network the Service check holds the report's answer to: Lighthouse's mobile network
 * ("Slow 4G", lighthouse core/lib/lantern simulation constants), the one the mobile score above
 * is measured on. A property of the answer, its size, against it does not move with the server's load.
 */
export const mobileNetworkSchema = z.object({
  /** One round trip, milliseconds. */
  rttMs: z.number().positive(),
  /** Download speed, kilobits (1,024 bits) per second. */
  throughputKbps: z.number().positive(),
});

export const mobileNetwork = mobileNetworkSchema.parse({ rttMs: 150, throughputKbps: 1.6 * 1024 });

/**
 * Scoring rules of the report (ours: the spec leaves the server to us). A check scores from 0 to
 * FULL_SCORE, which a check that passes scores; a disagreement the specification itself carries
 * is shown on the pages with both readings, so it is a warning worth 80, not a failure.
 */
export const FULL_SCORE = 100;
export const WARNING_SCORE = 80;

/** Above this share of keys still identical to English, a language is reported as a warning. */
export const UNTRANSLATED_WARNING_PERCENT = 5;

/** The per-person investment the spec states (§9): ₹9,071. The pages derive it; the report compares. */
export const SPEC_PER_PERSON = 9_071;

/** The 80G tax benefit the tiers state, as a share of the amount: 13,000 of 25,000 is 52%. */
export const TIER_TAX_BENEFIT_PERCENT = 52;

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["SPEC_PER_PERSON", "investment.perPerson"],
  ["*", local],
];
