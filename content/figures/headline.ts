// Not in the content registry: the figure walk and the lists it checks the content against.
import { z } from "zod";
import { INCOME_TARGET, perPersonInvestment, phases, TOTAL_INVESTMENT } from "@/content/budget";
import { INTERNET_MBPS } from "@/content/home/shared";
import type { Ledger } from "@/content/ledger/derive";
import { NATIONAL_VILLAGES, RURAL_PEOPLE } from "@/content/scaling";
import { village } from "@/content/village";
import {
  disagreementIds,
  disagreements,
  readingSchema,
  type DisagreementId,
} from "./disagreements";

/**
 * The site's headline figures, as /figures lists them: each value from the content that the
 * pages show, the pages that show it, and for a derived figure the figures it is derived from.
 * A figure whose id is also in the disagreement list shows every reading there. What each
 * measures is the message `figures.<id>.name`.
 */
/** The headline figures' own ids (anchors and `figures.<id>.name`); the rest are disagreements'. */
export const headlineIds = [
  "per-person",
  "phase1-budget",
  "phase2-budget",
  "phase3-budget",
  "funds-raised",
  "funds-spent",
  "population",
  "households",
  "literacy",
  "income",
  "national-villages",
  "rural-people",
  "internet-speed",
  "income-target",
] as const;

export const figureIds = [...headlineIds, ...disagreementIds] as const;
export type FigureId = (typeof figureIds)[number];

export const headlineSchema = z.object({
  id: z.enum(figureIds),
  unit: z.enum(["rupees", "months", "percent", "people", "households", "villages", "mbps", "kw"]),
  reading: readingSchema,
  /** A derived figure: how, as `figures.<id>.derived` with these values as arguments. */
  derivedFrom: z.object({ total: z.number(), people: z.number() }).optional(),
});
export type Headline = z.infer<typeof headlineSchema>;

const { population, literacy, economic } = village;

/** The first reading of a listed figure: the one /figures heads its entry with. */
function firstReading(id: DisagreementId) {
  const entry = disagreements.find((d) => d.id === id);
  if (!entry) throw new Error(`content/figures/disagreements.ts has no entry "${id}"`);
  return entry.readings[0];
}

/** The per-person investment: the plan's total over the village's people. */
export const perPersonFigure: Headline = headlineSchema.parse({
  id: "per-person",
  unit: "rupees",
  reading: { value: perPersonInvestment(), pages: ["/", "/transparency", "/scaling"] },
  derivedFrom: { total: TOTAL_INVESTMENT, people: population.total },
});

/** The headline figures for a village's ledger: the funds raised and spent are its accounts'. */
export function headlineFiguresOf(
  ledger: Pick<Ledger, "fundsRaised" | "fundsSpent">,
): readonly Headline[] {
  return z.array(headlineSchema).parse([
    {
      id: "total-investment",
      unit: "rupees",
      reading: firstReading("total-investment"),
    },
    perPersonFigure,
    ...phases.map((p) => ({
      id: `${p.id}-budget` as const,
      unit: "rupees",
      reading: { value: p.budget, pages: ["/dashboard", "/implementation-timeline", "/timeline"] },
    })),
    {
      id: "plan-length",
      unit: "months",
      reading: firstReading("plan-length"),
    },
    {
      id: "funds-raised",
      unit: "rupees",
      reading: { value: ledger.fundsRaised, pages: ["/transparency", "/dashboard"] },
    },
    {
      id: "funds-spent",
      unit: "rupees",
      reading: { value: ledger.fundsSpent, pages: ["/transparency", "/dashboard"] },
    },
    {
      id: "population",
      unit: "people",
      reading: { value: population.total, pages: ["/", "/evidence", "/transparency"] },
    },
    {
      id: "households",
      unit: "households",
      reading: { value: population.households, pages: ["/", "/evidence"] },
    },
    {
      id: "children",
      unit: "people",
      reading: firstReading("children"),
    },
    {
      id: "literacy",
      unit: "percent",
      reading: { value: literacy.overall, pages: ["/", "/evidence", "/dashboard"] },
    },
    {
      id: "income",
      unit: "rupees",
      reading: { value: economic.averageMonthlyIncome, pages: ["/", "/evidence"] },
    },
    {
      id: "literacy-target",
      unit: "percent",
      reading: firstReading("literacy-target"),
    },
    {
      id: "national-villages",
      unit: "villages",
      reading: { value: NATIONAL_VILLAGES, pages: ["/", "/scaling"] },
    },
    {
      id: "rural-people",
      unit: "people",
      reading: { value: RURAL_PEOPLE, pages: ["/", "/scaling"] },
    },
    {
      id: "internet-speed",
      unit: "mbps",
      reading: { value: INTERNET_MBPS, pages: ["/", "/initiatives", "/our-plan"] },
    },
    {
      id: "solar-capacity",
      unit: "kw",
      reading: firstReading("solar-capacity"),
    },
    {
      id: "income-target",
      unit: "rupees",
      reading: { value: INCOME_TARGET.monthlyHousehold, pages: ["/", "/transparency", "/impact"] },
    },
  ]);
}
