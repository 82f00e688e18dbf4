import { z } from "zod";
import { LAKH } from "@/lib/format";
import { metricListSchema, storyListOf } from "./schema";
import type { FigureMeasures } from "@/content/figures/measures";

/** Telemedicine centre (spec §9 'Telemedicine'); shown on /telemedicine-impact. */

const metricId = z.enum(["consultations", "emergency", "specialists", "monitoring"]);
/**
 * Planning figures against targets. Emergency response is a reverse metric: the plan starts
 * from 8 minutes and aims for 2, so its progress is measured from the 8-minute baseline.
 */
export const metrics = metricListSchema(metricId).parse([
  { id: "consultations", current: 150, target: 300, unit: "perMonth", basis: "planning" },
  {
    id: "emergency",
    current: 8,
    target: 2,
    baseline: 8,
    reverse: true,
    unit: "minutes",
    basis: "planning",
  },
  { id: "specialists", current: 30, target: 50, unit: "specialists", basis: "planning" },
  { id: "monitoring", current: 60, target: 100, unit: "percent", basis: "planning" },
]);

const serviceId = z.enum(["video", "emergency", "chronic", "maternal"]);
const serviceStatId = z.enum([
  "open",
  "languages",
  "where",
  "firstResponse",
  "referral",
  "kit",
  "conditions",
  "readings",
  "reminders",
  "checkups",
  "children",
  "with",
]);
/**
 * Spec §3 'Health service': title, description and three stats, each a label and a value, all
 * message keys by id (`telemedicine-impact.service.<id>.description`,
 * `telemedicine-impact.serviceStat.<stat>.label|value`).
 */
export const services = z
  .array(z.object({ id: serviceId, stats: z.array(serviceStatId).length(3) }))
  .length(4)
  .parse([
    { id: "video", stats: ["open", "languages", "where"] },
    { id: "emergency", stats: ["firstResponse", "referral", "kit"] },
    { id: "chronic", stats: ["conditions", "readings", "reminders"] },
    { id: "maternal", stats: ["checkups", "children", "with"] },
  ]);

/** Health literacy 20% → 100% (spec §9 'Targets'). */
export const HEALTH_LITERACY = { baseline: 20, target: 100 } as const;

const outcomeId = z.enum(["access", "chronic", "maternal", "literacy"]);
/**
 * Spec §3 'Health outcome': targeted changes, not results. Before, after, improvement and
 * description are message keys by id (`telemedicine-impact.outcome.<id>.before` ...); the
 * figures in them (HEALTHCARE_KM_BASELINE from content/village, health literacy above) are
 * filled in at render time.
 */
export const outcomes = z
  .array(z.object({ id: outcomeId }))
  .length(4)
  .parse([{ id: "access" }, { id: "chronic" }, { id: "maternal" }, { id: "literacy" }]);

const savingId = z.enum(["travel", "wages", "treatment", "medicines"]);
/** Spec §3 'Saving': annual savings for village families, in rupees; descriptions are keys by id. */
export const savings = z
  .array(z.object({ id: savingId, annualSavings: z.number().positive() }))
  .length(4)
  .parse([
    { id: "travel", annualSavings: 1.8 * LAKH },
    { id: "wages", annualSavings: 1.2 * LAKH },
    { id: "treatment", annualSavings: 3 * LAKH },
    { id: "medicines", annualSavings: 80_000 },
  ]);

/** The total is computed from the four savings (₹6.8 lakh). */
export const TOTAL_ANNUAL_SAVINGS = savings.reduce((sum, s) => sum + s.annualSavings, 0);

const storyId = z.enum(["shanti", "pooja", "mohan"]);
/** Illustrative patient stories; name, role, story and hope are keys by id. */
export const stories = storyListOf(storyId).parse([
  { id: "shanti", age: 62, illustrative: true },
  { id: "pooja", age: 24, illustrative: true },
  { id: "mohan", age: 45, illustrative: true },
]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["HEALTH_LITERACY.baseline", "target.health.baseline"],
  ["HEALTH_LITERACY.target", "target.health"],
];
