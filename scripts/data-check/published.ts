import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { STATUS_FILE } from "@/content/ledger/status";
import { ACTUALS_COLUMNS } from "@/content/ledger/table";

// The files the site publishes now, to compare a change with: the folder PUBLISHED_ACTUALS_DIR
// names, else the team's files at PUBLISHED_REF (default origin/main, then main), as
// content/ledger/published.ts reads them for `npm run check-data`.

export type Published =
  | { dir: string; from: string; why?: undefined }
  | { dir?: undefined; from?: undefined; why: string };

const FILES = [...Object.keys(ACTUALS_COLUMNS), STATUS_FILE];

// The bytes as committed: a file's encoding is for the checker to judge.
function show(ref: string, file: string, root: string): Buffer | undefined {
  // Before the villages became folders (issue 42) the pilot's files were content/actuals/.
  for (const folder of ["content/villages/pilot/actuals", "content/actuals"]) {
    try {
      return execFileSync("git", ["show", `${ref}:${folder}/${file}`], {
        cwd: root,
        stdio: ["ignore", "pipe", "ignore"],
      });
    } catch {
      // Not at this path on that ref: try the earlier one.
    }
  }
  return undefined;
}

/** The published files as a folder readActuals can read, or why there are none to compare. */
export function publishedFiles(
  root: string,
  env: Record<string, string | undefined> = process.env,
): Published {
  if (env.PUBLISHED_ACTUALS_DIR) {
    const dir = resolve(env.PUBLISHED_ACTUALS_DIR);
    return { dir, from: `the folder ${dir}` };
  }
  const refs = env.PUBLISHED_REF ? [env.PUBLISHED_REF] : ["origin/main", "main"];
  for (const ref of refs) {
    const texts = FILES.map((file) => show(ref, file, root));
    if (texts.every((text) => text === undefined)) continue;
    const dir = mkdtempSync(join(tmpdir(), "published-actuals-"));
    texts.forEach((text, i) => text !== undefined && writeFileSync(join(dir, FILES[i]!), text));
    return { dir, from: `the files at ${ref}` };
  }
  return { why: `git could not read content/villages/pilot/actuals/ at ${refs.join(" or ")}` };
}
