import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { programme } from "@/content/budget";
import { deriveLedger, type Ledger } from "@/content/ledger/derive";
import { readActuals } from "@/content/ledger/read";

/**
 * For tests: loads modules as a build would from another set of the programme team's files. The
 * content modules read content/villages/pilot/actuals once, when first imported (content/ledger), so each call
 * sets ACTUALS_DIR and imports afresh in an isolated module registry.
 */
export async function withActuals<T>(dir: string, load: () => Promise<T>): Promise<T> {
  const before = process.env.ACTUALS_DIR;
  process.env.ACTUALS_DIR = dir;
  try {
    let loaded: T | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await load();
    });
    return loaded as T;
  } finally {
    if (before === undefined) delete process.env.ACTUALS_DIR;
    else process.env.ACTUALS_DIR = before;
  }
}

/** For tests: the ledger of a folder of the team's files, as any village's is derived. */
export function ledgerOf(dir: string): Ledger {
  const { problems, actuals } = readActuals(dir);
  if (!actuals) throw new Error(`the test's files have problems:\n${problems.join("\n")}`);
  return deriveLedger(actuals, programme);
}

/** The e2e fixture: eight months into Phase 1 (e2e/fixtures/actuals). */
export const FIXTURE_ACTUALS = join(process.cwd(), "e2e", "fixtures", "actuals");

/** A directory of the team's files written for a test; CSV bodies without their header rows. */
export function writeActuals(files: {
  status: {
    asOf: string;
    stage: string;
    contact?: { email?: string; phone?: string };
    familiesHelped?: number;
  };
  expenses?: string[];
  /** The expenses' header, when the rows use the optional columns (payee_type, corrects, reason). */
  expensesHeader?: string;
  funds?: string[];
  measurements?: string[];
  milestones?: string[];
}): string {
  const dir = mkdtempSync(join(tmpdir(), "actuals-"));
  const csv = (name: string, header: string, rows: string[] = []) =>
    writeFileSync(join(dir, name), [header, ...rows].join("\n") + "\n");
  writeFileSync(join(dir, "status.json"), JSON.stringify(files.status));
  csv(
    "expenses.csv",
    files.expensesHeader ?? "date,category,amount,description,payee,receipt,verified",
    files.expenses,
  );
  csv("funds.csv", "date,amount,source,donor", files.funds);
  csv("measurements.csv", "kpi,date,value,source", files.measurements);
  csv("milestones.csv", "milestone,achieved,evidence", files.milestones);
  return dir;
}
