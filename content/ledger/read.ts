import { join, relative, resolve } from "node:path";
import type { Context } from "@/content/ledger/checks";
import { readExpenses, readFunds, type Expense, type Fund } from "@/content/ledger/money";
import {
  readMeasurements,
  readMilestones,
  type Measurement,
  type MilestoneRecord,
} from "@/content/ledger/records";
import { readStatus, STATUS_FILE, type Status } from "@/content/ledger/status";
import { checkStrayFiles } from "@/content/ledger/stray";
import type { CsvName } from "@/content/ledger/table";

/**
 * Reads the programme team's files (content/villages/pilot/actuals/, or the directory ACTUALS_DIR names) and
 * checks every line. Each problem is one line, `file:line: what is wrong. What is allowed.`, in
 * words for someone who keeps the files in a spreadsheet. Nothing stops at the first problem:
 * the team sees them all at once. `npm run check-data` prints them; the build runs that first,
 * and content/ledger/index.ts refuses to load files with problems.
 */

export interface Actuals {
  status: Status;
  expenses: Expense[];
  funds: Fund[];
  measurements: Measurement[];
  milestones: MilestoneRecord[];
}

/** The pilot's files: ACTUALS_DIR when set (tests, the bench), else content/villages/pilot/actuals. */
export function actualsDir(): string {
  const dir = process.env.ACTUALS_DIR;
  return dir ? resolve(dir) : join(process.cwd(), "content", "villages", "pilot", "actuals");
}

/**
 * Reads and checks every file of `dir`; `actuals` is undefined when there is any problem.
 * Warnings, in the same form, name what is published as written but deserves a look.
 */
export function readActuals(
  dir: string = actualsDir(),
  /** The village's households, which status.json's familiesHelped may not exceed. */
  households?: number,
): {
  problems: string[];
  warnings: string[];
  actuals?: Actuals;
} {
  const problems: string[] = [];
  const warnings: string[] = [];
  const label = (file: string) => {
    const path = relative(process.cwd(), join(dir, file));
    return path.startsWith("..") ? join(dir, file) : path;
  };
  checkStrayFiles(problems, dir, label);
  const status = readStatus(
    { problems, label: label(STATUS_FILE) },
    join(dir, STATUS_FILE),
    households,
  );
  const ctx = (file: CsvName): Context => ({
    problems,
    warnings,
    label: label(file),
    asOf: status?.asOf,
  });
  const expenses = readExpenses(ctx("expenses.csv"), join(dir, "expenses.csv"));
  const funds = readFunds(ctx("funds.csv"), join(dir, "funds.csv"));
  const measurements = readMeasurements(ctx("measurements.csv"), join(dir, "measurements.csv"));
  const milestones = readMilestones(ctx("milestones.csv"), join(dir, "milestones.csv"));
  if (problems.length > 0 || !status) return { problems, warnings };
  return { problems, warnings, actuals: { status, expenses, funds, measurements, milestones } };
}
