import { cache } from "react";
import { deriveLedger, type Ledger } from "@/content/ledger/derive";
import { stages, type Stage } from "@/content/ledger/ids";
import type { Actuals } from "@/content/ledger/read";
import type { VillageFolder } from "@/content/village-folder";
import { SLUG, type PlanFile, type VillageFile, type Words } from "@/content/village-schema";
import type { Village } from "@/content/village";
import { allSlugs, PILOT, readVillage, whereNow } from "@/lib/programme/folders";

export type { Ledger } from "@/content/ledger/derive";
export type { Words } from "@/content/village-schema";
export { PILOT } from "@/lib/programme/folders";

/**
 * The programme's one data boundary (issue 42): a village's validated snapshot by its slug, the
 * list of villages, and the national summary across them. Pages ask here for what they show and
 * hand it down; what a snapshot's figures are is a pure function of its folder (content/ledger/
 * derive.ts), so every village's are derived the same way.
 *
 * A village is a folder, content/villages/<slug>/ (content/village-folder.ts says what it holds).
 * The files change only with a deployment, so each village is read and derived once per server
 * process and kept; React's `cache` shares a snapshot within one request.
 *
 * A folder with a problem never reaches visitors. The pilot's stops the build (and the server):
 * every page the specification names is about it. Another village's leaves that village out,
 * loudly: its problems go to the log, and /villages lists it as "figures under review".
 */

/** Everything known of one village: its names, facts, plan, team's files and ledger. */
export interface VillageSnapshot {
  slug: string;
  /** Its name, state and district (null when not published), in each language. */
  name: Words;
  state: Words;
  district: Words | null;
  /** The baseline: population, literacy, economy, infrastructure (village.json). */
  facts: Village;
  /** The plan: months, phases, budget categories and milestones (plan.json). */
  plan: PlanFile;
  /** The budget the plan asks for, in rupees: the sum of its phases. */
  budget: number;
  /** What the team records: expenses, funds, measurements, milestones, status. */
  actuals: Actuals;
  /** Every figure derived from the files: money, stage, dates and progress. */
  ledger: Ledger;
}

/** A village whose folder has a problem: left out of every figure until it is mended. */
export interface VillageUnderReview {
  slug: string;
  /** Its name when village.json could be read. */
  name?: Words;
  problems: string[];
}

/** One village's snapshot from its checked folder: its figures derived from its files. */
export function snapshotOf(folder: VillageFolder): VillageSnapshot {
  const { slug, village, plan, actuals } = folder;
  return {
    slug,
    name: village.name,
    state: village.state,
    district: village.district,
    facts: village.facts,
    plan,
    budget: plan.phases.reduce((sum, p) => sum + p.budget, 0),
    actuals,
    ledger: deriveLedger(actuals, plan),
  };
}

/** The village file of a snapshot, as its folder holds it (for a test's second village). */
export const fileOf = (v: VillageSnapshot): VillageFile => ({
  name: v.name,
  state: v.state,
  district: v.district,
  facts: v.facts,
});

type Read = { snapshot: VillageSnapshot } | { review: VillageUnderReview };

/**
 * Read once per process: the build renders pages in a few workers, and each may evaluate this
 * module more than once (one copy per route bundle), so the snapshots are kept on globalThis,
 * keyed by where the folders are read from. A server that is asked for thousands of villages
 * keeps the ones asked for most recently (KEPT of them, about 60 KB of heap each) and reads an
 * older one again when it is asked for: its memory stays flat however many villages there are.
 */
const store = globalThis as { __villages?: Map<string, Read> };
export const KEPT = 256;
/**
 * Where this module reads villages from, fixed when it is first imported (as the pilot's files
 * were): a test that imports the site afresh with other files (lib/testing/with-actuals.ts) keeps
 * them after it restores the environment.
 */
const where = whereNow();
const storeKey = (slug: string) => [slug, ...where.roots, where.pilotActuals].join("|");

function read(slug: string): Read | undefined {
  const kept = (store.__villages ??= new Map());
  const key = storeKey(slug);
  const seen = kept.get(key);
  if (seen) {
    // The most recently asked for goes last: the first is the one to let go.
    kept.delete(key);
    kept.set(key, seen);
    return seen;
  }
  const result = readVillage(slug, where);
  if (!result) return undefined;
  let entry: Read;
  if (result.folder) {
    entry = { snapshot: snapshotOf(result.folder) };
  } else if (slug === PILOT) {
    throw new Error(
      `The pilot's folder has ${result.problems.length} problem(s); run npm run check-data:\n${result.problems.join("\n")}`,
    );
  } else {
    console.error(
      `Village "${slug}" is left out of the site until its folder is mended (npm run check-data):\n${result.problems.join("\n")}`,
    );
    entry = { review: { slug, name: result.village?.name, problems: result.problems } };
  }
  kept.set(key, entry);
  if (kept.size > KEPT) {
    // The pilot's snapshot is every spec page's: it is never let go (nor re-derived).
    const oldest = [...kept.keys()].find((k) => !k.startsWith(`${PILOT}|`));
    if (oldest) kept.delete(oldest);
  }
  return entry;
}

/** A village's snapshot, or undefined when no village has that slug or its folder has a problem. */
export const getVillage = cache((slug: string): VillageSnapshot | undefined => {
  if (!SLUG.test(slug)) return undefined;
  const entry = read(slug);
  return entry && "snapshot" in entry ? entry.snapshot : undefined;
});

/** The pilot's snapshot. */
export const getPilot = (): VillageSnapshot => getVillage(PILOT)!;

/**
 * Every village, read in one pass (a server keeps only the most recent, so reading the list twice
 * would read every folder twice), each good one's snapshot turned into what the caller keeps of it
 * as soon as it is read, so that a caller that keeps little (the roll-up's rows) never holds every
 * snapshot at once: the pilot first, then by slug, and the villages under review, by slug.
 */
export function mapEveryVillage<T>(keep: (village: VillageSnapshot) => T): {
  villages: T[];
  underReview: VillageUnderReview[];
} {
  const villages: T[] = [];
  const underReview: VillageUnderReview[] = [];
  for (const slug of [PILOT, ...allSlugs(where).filter((s) => s !== PILOT)]) {
    const entry = read(slug);
    if (entry && "snapshot" in entry) villages.push(keep(entry.snapshot));
    else if (entry) underReview.push(entry.review);
  }
  return { villages, underReview };
}

/** Every village's snapshot and the villages under review, in one pass. */
export const readEveryVillage = () => mapEveryVillage((v) => v);

/** Every village's snapshot, the pilot first, then by slug; villages under review are left out. */
export const listVillages = (): VillageSnapshot[] => readEveryVillage().villages;

/** The villages whose folders have a problem, each with its problems, by slug. */
export const villagesUnderReview = (): VillageUnderReview[] => readEveryVillage().underReview;

/** The programme across its villages. */
export interface NationalSummary {
  villages: number;
  byStage: Record<Stage, number>;
  population: number;
  households: number;
  /** Rupees: the budgets the villages' plans ask for, received, and spent. */
  budget: number;
  raised: number;
  spent: number;
}

/** What one village adds to the national summary. */
export interface VillageFigures {
  stage: Stage;
  population: number;
  households: number;
  /** Rupees. */
  budget: number;
  raised: number;
  spent: number;
}

/** What a village adds to the national summary, from its snapshot. */
export const figuresOf = (v: VillageSnapshot): VillageFigures => ({
  stage: v.ledger.stage,
  population: v.facts.population.total,
  households: v.facts.population.households,
  budget: v.budget,
  raised: v.ledger.fundsRaised,
  spent: v.ledger.fundsSpent,
});

/** Sums the villages' figures (the national roll-up). */
export function sumFigures(list: readonly VillageFigures[]): NationalSummary {
  const byStage = Object.fromEntries(stages.map((s) => [s, 0])) as Record<Stage, number>;
  const sums = { population: 0, households: 0, budget: 0, raised: 0, spent: 0 };
  for (const v of list) {
    byStage[v.stage] += 1;
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += v[key];
  }
  return { villages: list.length, byStage, ...sums };
}

/** Sums a list of villages (the national roll-up). */
export const summarise = (list: readonly VillageSnapshot[]): NationalSummary =>
  sumFigures(list.map(figuresOf));

/** The national summary over every village. */
export function getNationalSummary(): NationalSummary {
  return summarise(listVillages());
}
