import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import type { VillageUnderReview } from "@/lib/programme";
import { whereNow, type Where } from "@/lib/programme/folders";
import type { VillageRow } from "@/lib/roll-up";

/**
 * The roll-up's rows as the build's check worked them out (issue 42). `npm run build` checks every
 * village's folder before `next build` (scripts/check-data.mjs --build): it reads, checks and
 * derives each village once, and writes each one's row here. The build's pages (/villages, its
 * data files and feeds, the sitemap) and its server (the filter) then read this one file rather
 * than every folder again, in every build worker and every server process: reading 5,000 folders
 * takes seconds, this file a fraction of one.
 *
 * The file belongs to one build: each check writes it with a new id, `npm run build` sets
 * VILLAGES_INDEX=1 for the `next build` that follows, and next.config.mjs then puts the id of the
 * index it finds into that build's code. The code reads an index only with its own id: after a
 * check whose build then failed, the last build's server reads the folders, not figures it was
 * not built with. A `next build` started on its own, the development server and the tests read
 * the folders.
 */

/** Where the build whose output is NEXT_DIST_DIR (.next by default) keeps its index. */
export const indexPath = (): string =>
  join(
    /*turbopackIgnore: true*/ process.cwd(),
    ".built",
    basename(process.env.NEXT_DIST_DIR || ".next"),
    "villages.json",
  );

/** Which folders an index was worked out from, as paths from the checkout. */
const whereKey = (where: Where): string =>
  [...where.roots, where.pilotActuals]
    .map((path) => relative(process.cwd(), path) || ".")
    .join("|");

export interface RollUpIndex {
  /** Which check wrote it: the build that follows puts this into its code. */
  id: string;
  where: string;
  rows: VillageRow[];
  underReview: VillageUnderReview[];
}

/**
 * Writes the index of this build (the check's last step); returns its path and id. The id is new
 * unless VILLAGES_INDEX_ID gives one: the fixture build renders the site's compiled code with
 * other files, so its index carries the id that code was built with (scripts/build-fixture.mjs).
 */
export function writeRollUpIndex(
  rows: readonly VillageRow[],
  underReview: readonly VillageUnderReview[],
  where: Where = whereNow(),
): { path: string; id: string } {
  const path = indexPath();
  mkdirSync(dirname(path), { recursive: true });
  const id = process.env.VILLAGES_INDEX_ID || randomUUID();
  const index: RollUpIndex = {
    id,
    where: whereKey(where),
    rows: [...rows],
    underReview: [...underReview],
  };
  // Written whole, then moved into place: a reader never meets half a file.
  writeFileSync(`${path}.tmp`, JSON.stringify(index));
  renameSync(`${path}.tmp`, path);
  return { path, id };
}

// Where this process reads villages from, fixed at import as lib/programme's is.
const where = whereNow();

/**
 * The index this build's check wrote, or undefined when this code was not built by `npm run
 * build` (so the folders are read). VILLAGES_INDEX is the index's id, put into the code by
 * next.config.mjs. An index that is missing, unreadable, written by another check or worked out
 * from other folders stops the build, which would otherwise publish figures it cannot vouch for;
 * a server says so in its log and reads the folders.
 */
export function readRollUpIndex(): RollUpIndex | undefined {
  const id = process.env.VILLAGES_INDEX;
  if (!id) return undefined;
  const path = indexPath();
  let problem: string;
  try {
    const index = JSON.parse(readFileSync(path, "utf8")) as RollUpIndex;
    if (index.id !== id) problem = `another check wrote it (${index.id}; this build's is ${id})`;
    else if (index.where !== whereKey(where))
      problem = `it was worked out from ${index.where}, and this build reads ${whereKey(where)}`;
    else if (!Array.isArray(index.rows)) problem = "it holds no rows";
    else return index;
  } catch (error) {
    problem = `it cannot be read (${(error as Error).message})`;
  }
  const message = `The villages' index ${relative(process.cwd(), path)} does not belong to this build: ${problem}. Run npm run build, which checks every village and writes it.`;
  if (process.env.NEXT_PHASE === "phase-production-build") throw new Error(message);
  console.error(`${message} Reading every village's folder instead.`);
  return undefined;
}
