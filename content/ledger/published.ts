import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { actualsLabel, compareWithPublished } from "@/content/ledger/history";
import { readActuals, type Actuals } from "@/content/ledger/read";
import { STATUS_FILE } from "@/content/ledger/status";
import { ACTUALS_COLUMNS } from "@/content/ledger/table";

/**
 * The files as last published, to check that nothing published is erased: the folder
 * PUBLISHED_ACTUALS_DIR names, else content/villages/pilot/actuals/ at the git ref PUBLISHED_REF (by default
 * origin/main, then main). content/ledger/history.ts compares them with today's files.
 */

export type Published =
  { actuals: Actuals; source: string } | { actuals?: undefined; reason: string };

const FILES = [...Object.keys(ACTUALS_COLUMNS), STATUS_FILE];

/** One ref's content/villages/pilot/actuals/ files, or undefined when git or the ref cannot give them all. */
function fromGit(ref: string, cwd: string): Record<string, string> | undefined {
  // Before the villages became folders (issue 42) the pilot's files were content/actuals/.
  for (const folder of ["content/villages/pilot/actuals", "content/actuals"]) {
    const texts: Record<string, string> = {};
    try {
      for (const file of FILES) {
        texts[file] = execFileSync("git", ["show", `${ref}:${folder}/${file}`], {
          cwd,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        });
      }
      return texts;
    } catch {
      // Not at this path on that ref: try the earlier one.
    }
  }
  return undefined;
}

/** Reads one folder of published files; it must pass today's checks to be compared. */
function readFolder(dir: string, source: string): Published {
  if (!existsSync(dir)) return { reason: `${source} does not exist` };
  const { problems, actuals } = readActuals(dir);
  if (actuals) return { actuals, source };
  return { reason: `${source} has ${problems.length} problem(s) of its own: ${problems[0]}` };
}

export function loadPublishedActuals(
  options: { dir?: string; ref?: string; cwd?: string } = {},
): Published {
  const dir = options.dir ?? process.env.PUBLISHED_ACTUALS_DIR;
  if (dir) return readFolder(resolve(dir), `the folder ${dir} (PUBLISHED_ACTUALS_DIR)`);
  const cwd = options.cwd ?? process.cwd();
  const given = options.ref ?? process.env.PUBLISHED_REF;
  const refs = given ? [given] : ["origin/main", "main"];
  for (const ref of refs) {
    const texts = fromGit(ref, cwd);
    if (!texts) continue;
    const tmp = mkdtempSync(join(tmpdir(), "published-actuals-"));
    try {
      for (const [file, text] of Object.entries(texts)) writeFileSync(join(tmp, file), text);
      return readFolder(tmp, `content/villages/pilot/actuals/ on ${ref}`);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  return {
    reason: `git could not show content/villages/pilot/actuals/ on ${refs.join(" or ")} (a shallow clone, or no such branch); set PUBLISHED_REF or PUBLISHED_ACTUALS_DIR`,
  };
}

export { compareWithPublished };

/**
 * What `npm run check-data` says of today's files against the published ones: problems (rows of
 * a closed month erased, changed or added), and notes (what was compared, or why nothing was).
 */
export function checkAgainstPublished(
  current: Actuals,
  dir: string,
  options: { dir?: string; ref?: string; cwd?: string } = {},
): { problems: string[]; notes: string[] } {
  const ownDir =
    resolve(dir) ===
    resolve(options.cwd ?? process.cwd(), "content", "villages", "pilot", "actuals");
  const givenDir = options.dir ?? process.env.PUBLISHED_ACTUALS_DIR;
  if (!ownDir && !givenDir) {
    return {
      problems: [],
      notes: [
        `Not compared with the published files: ${dir} is not content/villages/pilot/actuals/, and PUBLISHED_ACTUALS_DIR is not set.`,
      ],
    };
  }
  const published = loadPublishedActuals(options);
  if (!published.actuals) {
    return {
      problems: [],
      notes: [
        `Could not compare with the published files, so rows of closed months were not checked: ${published.reason}.`,
      ],
    };
  }
  const label = actualsLabel(dir);
  const { problems, corrections, closedMonths } = compareWithPublished(
    published.actuals,
    current,
    label,
  );
  const fixes =
    corrections.length === 1 ? "1 new correction" : `${corrections.length} new corrections`;
  return {
    problems,
    notes: [
      `Compared with ${published.source} (figures as of ${published.actuals.status.asOf}): ${closedMonths.length} closed month(s) with rows, ${fixes}.`,
      ...corrections.map(
        (c) =>
          `  New correction, ${label(c.file)}:${c.line}: ${c.amount} on ${c.date}, correcting ${c.corrects}, because: ${c.reason}`,
      ),
    ],
  };
}
