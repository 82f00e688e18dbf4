import { statSync } from "node:fs";
import { join } from "node:path";
import { programme } from "@/content/budget";
import { deriveLedger, type Ledger } from "@/content/ledger/derive";
import { actualsDir, readActuals, type Actuals } from "@/content/ledger/read";
import { STATUS_FILE } from "@/content/ledger/status";
import { ACTUALS_COLUMNS } from "@/content/ledger/table";

// The programme team's files, loaded once, and the stage and dates status.json gives them.

const ACTUALS_FILES = [...Object.keys(ACTUALS_COLUMNS), STATUS_FILE];

/**
 * Read once per process: the build renders pages in a few workers, and each may evaluate this
 * module more than once (one copy per route bundle), so the parsed files are kept on globalThis,
 * keyed by the directory and the files' modification times.
 */
const cache = globalThis as { __actuals?: Map<string, Actuals> };
function load(): Actuals {
  const dir = actualsDir();
  const key = [
    dir,
    ...ACTUALS_FILES.map((f) => statSync(join(dir, f), { throwIfNoEntry: false })?.mtimeMs),
  ].join("|");
  cache.__actuals ??= new Map();
  const seen = cache.__actuals.get(key);
  if (seen) return seen;
  const { problems, actuals } = readActuals(dir);
  if (!actuals) {
    throw new Error(
      `The programme's files in content/actuals have ${problems.length} problem(s); run npm run check-data:\n${problems.join("\n")}`,
    );
  }
  cache.__actuals.set(key, actuals);
  return actuals;
}

/** The pilot's files, read once; lib/programme is the one place that reads them. */
export const actuals: Actuals = load();

/** The pilot's ledger, derived once from its files (content/ledger/derive.ts). */
export const pilotLedger: Ledger = deriveLedger(actuals, programme);
