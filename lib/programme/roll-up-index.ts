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
 * The file belongs to one build: `npm run build` says so by setting VILLAGES_INDEX=1 for the
 * `next build` that follows the check, and next.config.mjs puts that into the build's code. A
 * `next build` started on its own, the development server and the tests read the folders.
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
  where: string;
  rows: VillageRow[];
  underReview: VillageUnderReview[];
}

/** Writes the index of this build (the check's last step); returns its path. */
export function writeRollUpIndex(
  rows: readonly VillageRow[],
  underReview: readonly VillageUnderReview[],
  where: Where = whereNow(),
): string {
  const path = indexPath();
  mkdirSync(dirname(path), { recursive: true });
  const index: RollUpIndex = {
    where: whereKey(where),
    rows: [...rows],
    underReview: [...underReview],
  };
  // Written whole, then moved into place: a reader never meets half a file.
  writeFileSync(`${path}.tmp`, JSON.stringify(index));
  renameSync(`${path}.tmp`, path);
  return path;
}

// Where this process reads villages from, fixed at import as lib/programme's is.
const where = whereNow();

/**
 * The index this build's check wrote, or undefined when this code was not built by `npm run
 * build` (so the folders are read). An index that is missing, unreadable or worked out from other
 * folders stops the build, which would otherwise publish figures it cannot vouch for; a server
 * says so in its log and reads the folders.
 */
export function readRollUpIndex(): RollUpIndex | undefined {
  if (process.env.VILLAGES_INDEX !== "1") return undefined;
  const path = indexPath();
  let problem: string;
  try {
    const index = JSON.parse(readFileSync(path, "utf8")) as RollUpIndex;
    if (index.where === whereKey(where) && Array.isArray(index.rows)) return index;
    problem = `it was worked out from ${index.where}, and this build reads ${whereKey(where)}`;
  } catch (error) {
    problem = `it cannot be read (${(error as Error).message})`;
  }
  const message = `The villages' index ${relative(process.cwd(), path)} does not belong to this build: ${problem}. Run npm run build, which checks every village and writes it.`;
  if (process.env.NEXT_PHASE === "phase-production-build") throw new Error(message);
  console.error(`${message} Reading every village's folder instead.`);
  return undefined;
}
