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

export const actuals: Actuals = load();
export const { status } = actuals;

/**
 * The pilot's ledger, derived once from its files (content/ledger/derive.ts). The names below are
 * its figures as the pages have read them so far; lib/programme serves the same snapshot.
 */
export const pilotLedger: Ledger = deriveLedger(actuals, programme);

/** The day the figures were last checked, YYYY-MM-DD. */
export const AS_OF = pilotLedger.asOf;
export const AS_OF_MONTH = pilotLedger.asOfMonth;
export const STAGE = pilotLedger.stage;
/** Whether work has started: the stage has moved past Pre-Implementation. */
export const STARTED = pilotLedger.started;
/** The stage as the `ledger.stage.*` messages select it: pre, implementation or completed. */
export const STAGE_ARG = pilotLedger.stageArg;
/** The quarter work started in, as the pages name it ("Under way since …", "Launch …"). */
export const LAUNCH_QUARTER: string = pilotLedger.launchQuarter;
