import type { Status } from "@/content/ledger/status";
import type { Stage } from "@/content/ledger/ids";
import { lastDayOf, monthsFrom } from "@/content/ledger/months";
import { el, xmlDocument, type XmlElement } from "@/lib/funders/xml";
import { narratives } from "@/lib/funders/narratives";
import { resultsOf } from "@/lib/funders/iati-results";
import { percentOf, sectorShares } from "@/lib/funders/sectors";
import { transactionsOf } from "@/lib/funders/iati-transactions";
import type { Lang } from "@/lib/i18n";
import type { VillageSnapshot } from "@/lib/programme";
import type { PlanFile } from "@/content/village-schema";

/**
 * The programme's IATI activity file (IATI activity standard 2.03, issue 43): the programme as the
 * parent activity (hierarchy 1) and each village as a child (hierarchy 2), from what the site
 * already knows of them. Elements are written in the order the 2.03 schema's sequences give.
 */

export const IATI_VERSION = "2.03";
export type Organisation = NonNullable<Status["organisation"]>;

/** The programme's activity identifier: the organisation's, then the programme's name. */
export const programmeActivityId = (org: Organisation) => `${org.identifier}-village-programme`;
/** A village's activity identifier: the programme's, then the village's slug. */
export const villageActivityId = (org: Organisation, slug: string) =>
  `${programmeActivityId(org)}-${slug}`;

/**
 * IATI's ActivityStatus for a stage. Completed is 3, Finalisation, not 4, Closed: a completed
 * village's files stay open to correcting rows (content/ledger/corrections.ts), and status.json
 * records no financial sign-off, which Closed asserts.
 */
export const activityStatusOf = {
  "Pre-Implementation": 1,
  Implementation: 2,
  Completed: 3,
} as const;

/** The stage of the programme: under way while any village is, complete once every one is. */
export function programmeStage(byStage: Record<Stage, number>): Stage {
  if (byStage.Implementation > 0) return "Implementation";
  if (byStage.Completed > 0 && byStage["Pre-Implementation"] === 0) return "Completed";
  return byStage.Completed > 0 ? "Implementation" : "Pre-Implementation";
}

/**
 * The day work started in a village: its first expense or milestone dated from the plan's start
 * on, once status.json has moved past Pre-Implementation (as the ledger dates its launch quarter).
 */
export function actualStartOf(village: VillageSnapshot): string | undefined {
  if (!village.ledger.started) return undefined;
  const { expenses, milestones } = village.actuals;
  return [...expenses.map((e) => e.date), ...milestones.map((m) => m.achieved)]
    .filter((date) => date.slice(0, 7) >= village.plan.start)
    .sort()[0];
}

const reportingOrg = (org: Organisation) =>
  el(
    "reporting-org",
    { ref: org.identifier, type: org.type },
    el("narrative", undefined, org.name),
  );
const implementingOrg = (org: Organisation) =>
  el(
    "participating-org",
    { ref: org.identifier, type: org.type, role: 4 },
    el("narrative", undefined, org.name),
  );
const activityDate = (type: 1 | 2 | 3, date: string | undefined) =>
  date && el("activity-date", { type, "iso-date": date });
const india = el("recipient-country", { code: "IN", percentage: 100 });

/** A plan's budget categories as DAC sectors, each with its share of the budget. */
const sectorsOf = (plan: Pick<PlanFile, "budgetCategories">) =>
  sectorShares(plan).map((s) =>
    el(
      "sector",
      { vocabulary: 1, code: s.code, percentage: percentOf(s.basisPoints) },
      narratives((t) => t(`funders.dac.${s.code}`)),
    ),
  );

/**
 * A phase's budget as IATI's budget periods, each a year at most (IATI's rule 7.5.3): a longer
 * phase, such as the pilot's third (15 months), is cut into twelve-month periods from its start,
 * its budget shared among them by their months, as the site spreads a phase's budget over its
 * months where the plan gives no month its own (content/budget-vs-actual.ts); the last period takes
 * the rupees rounding leaves, so that the periods add up to the phase's budget.
 */
export function budgetPeriodsOf(phase: { from: string; to: string; budget: number }) {
  const months = monthsFrom(phase.from, phase.to);
  const periods: { from: string; to: string; budget: number }[] = [];
  for (let start = 0; start < months.length; start += 12) {
    const span = months.slice(start, start + 12);
    const last = start + 12 >= months.length;
    const budget = last
      ? phase.budget - periods.reduce((sum, p) => sum + p.budget, 0)
      : Math.round((phase.budget * span.length) / months.length);
    periods.push({ from: span[0]!, to: span.at(-1)!, budget });
  }
  return periods;
}
const activity = (attrs: XmlElement["attrs"], ...children: Parameters<typeof el>[2][]) =>
  el("iati-activity", { "xml:lang": "en", "default-currency": "INR", ...attrs }, ...children);

/** The village's place in a language: "district, state", or the state where no district is published. */
const placeOf = (v: VillageSnapshot, lang: Lang) =>
  v.district ? `${v.district[lang]}, ${v.state[lang]}` : v.state[lang];

/** A village's child activity, in full: its plan, its team's files and its measurements. */
export function villageActivity(org: Organisation, village: VillageSnapshot): XmlElement {
  const { plan, ledger } = village;
  return activity(
    { "last-updated-datetime": `${ledger.asOf}T00:00:00Z`, hierarchy: 2 },
    el("iati-identifier", undefined, villageActivityId(org, village.slug)),
    reportingOrg(org),
    el(
      "title",
      undefined,
      narratives((t, lang) =>
        t("iati.village.title", { programme: t("meta.siteName"), village: village.name[lang] }),
      ),
    ),
    el(
      "description",
      { type: 1 },
      narratives((t, lang) =>
        t("iati.village.description", {
          village: village.name[lang],
          place: placeOf(village, lang),
        }),
      ),
    ),
    implementingOrg(org),
    el("activity-status", { code: activityStatusOf[ledger.stage] }),
    activityDate(1, `${plan.start}-01`),
    activityDate(2, actualStartOf(village)),
    activityDate(3, lastDayOf(plan.end)),
    india,
    // No coordinates: the village's files give none.
    el(
      "location",
      undefined,
      el("location-reach", { code: 1 }),
      el(
        "name",
        undefined,
        narratives((_, lang) => village.name[lang]),
      ),
      el(
        "description",
        undefined,
        narratives((_, lang) => placeOf(village, lang)),
      ),
      el("location-class", { code: 2 }),
      el("feature-designation", { code: "PPL" }),
    ),
    sectorsOf(plan),
    plan.phases
      .flatMap(budgetPeriodsOf)
      .map((p) =>
        el(
          "budget",
          { type: 1, status: 1 },
          el("period-start", { "iso-date": `${p.from}-01` }),
          el("period-end", { "iso-date": lastDayOf(p.to) }),
          el("value", { currency: "INR", "value-date": `${p.from}-01` }, String(p.budget)),
        ),
      ),
    transactionsOf(village),
    el("related-activity", { ref: programmeActivityId(org), type: 1 }),
    resultsOf(village),
  );
}

/**
 * The programme's parent activity: what it is, who reports it, its stage across the villages, and
 * a link to each village's activity. Its money is reported by the villages' activities alone, so
 * that no rupee is counted twice. Its dates are the pilot's: the programme began with the pilot.
 */
export function programmeActivity(
  org: Organisation,
  pilot: VillageSnapshot,
  villages: { slugs: readonly string[]; byStage: Record<Stage, number>; asOf: string },
): XmlElement {
  return activity(
    { "last-updated-datetime": `${villages.asOf}T00:00:00Z`, hierarchy: 1 },
    el("iati-identifier", undefined, programmeActivityId(org)),
    reportingOrg(org),
    el(
      "title",
      undefined,
      narratives((t) => t("meta.siteName")),
    ),
    el(
      "description",
      { type: 1 },
      narratives((t) => t("iati.programme.description")),
    ),
    implementingOrg(org),
    el("activity-status", { code: activityStatusOf[programmeStage(villages.byStage)] }),
    activityDate(1, `${pilot.plan.start}-01`),
    activityDate(2, actualStartOf(pilot)),
    india,
    // The programme's sectors are the pilot's plan read as DAC codes: every village's plan starts
    // from it (npm run new-village), and IATI asks each activity for its sectors.
    sectorsOf(pilot.plan),
    villages.slugs.map((slug) =>
      el("related-activity", { ref: villageActivityId(org, slug), type: 2 }),
    ),
  );
}

/** An <iati-activities> document of the given activities. */
export function iatiDocument(activities: XmlElement[], generated: Date): string {
  return xmlDocument(
    el(
      "iati-activities",
      {
        version: IATI_VERSION,
        "generated-datetime": generated.toISOString().replace(/\.\d+Z$/, "Z"),
      },
      ...activities,
    ),
  );
}
