import { readFileSync } from "node:fs";
import { join } from "node:path";
import { budgetCategoryNames, milestoneIds } from "@/content/ledger/ids";
import { FIXTURE_ACTUALS, writeActuals } from "@/lib/testing/with-actuals";

// The team's files at the programme's three stages, for the stage test (lib/stage-text.test.tsx).

/** A fixture CSV's lines: its header first. */
function lines(file: string): string[] {
  return readFileSync(join(FIXTURE_ACTUALS, file), "utf8").trim().split("\n");
}

/** A fixture CSV's rows, without the header. */
function rows(file: string): string[] {
  return lines(file).slice(1);
}

/** One expense a month in each category, dated the 15th, for the months given. */
function monthlySpending(months: string[], amount: number): string[] {
  return months.flatMap((month, i) =>
    Object.values(budgetCategoryNames).map(
      (name, c) => `${month}-15,${name},${amount},"Stage test, ${name}",,S-${i}-${c},yes`,
    ),
  );
}

function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let [y, m] = from.split("-").map(Number) as [number, number]; ;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    if (month > to) return out;
    out.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/**
 * Under way: the e2e fixture's eight months (asOf 2026-05-31, Implementation) with spending in
 * every budget category (the fixture has none for the AI lab and skills), and one milestone: the
 * start of digital classes, which completes nothing. Every item has had money spent on it and
 * no item is done, so "not started" and "completed" are both wrong everywhere.
 */
export function underWay(): string {
  return writeActuals({
    status: { asOf: "2026-05-31", stage: "Implementation", familiesHelped: 18 },
    // The fixture's header: its rows use the optional columns; the test's rows leave them out.
    expensesHeader: lines("expenses.csv")[0],
    expenses: [
      ...rows("expenses.csv"),
      ...monthlySpending(monthsBetween("2025-10", "2026-05"), 9000),
    ],
    funds: rows("funds.csv"),
    measurements: rows("measurements.csv"),
    milestones: ["startDigitalClasses,2026-01-12,Class register of the first batch"],
  });
}

/** Completed: the plan's last month closed, every milestone achieved, spending throughout. */
export function completed(): string {
  return writeActuals({
    status: { asOf: "2027-12-31", stage: "Completed", familiesHelped: 240 },
    expenses: monthlySpending(monthsBetween("2025-10", "2027-12"), 40000),
    funds: ["2025-10-01,9000000,grant,", "2026-06-01,4000000,csr,"],
    measurements: [...rows("measurements.csv"), "digital,2027-11-30,70,Household survey"],
    milestones: milestoneIds.map(
      (id, i) => `${id},2027-${String(1 + i).padStart(2, "0")}-20,Report`,
    ),
  });
}

/** Before launch: as content/villages/pilot/actuals is published before work starts (status only, no rows). */
export function preLaunch(): string {
  return writeActuals({ status: { asOf: "2025-06-30", stage: "Pre-Implementation" } });
}
