import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

// The pull-request check as GitHub Actions runs it: annotations on the log, a summary in the
// file GITHUB_STEP_SUMMARY names. Folders sit in .tmp/ so their paths are the repository's.
const root = process.cwd();
const made: string[] = [];

function folder(files: Record<string, string>): string {
  mkdirSync(join(root, ".tmp"), { recursive: true });
  const dir = mkdtempSync(join(root, ".tmp", "data-check-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const EXPENSES = "date,category,amount,description,payee,receipt,verified\n";
const before = {
  "status.json": '{ "asOf": "2025-12-31", "stage": "Implementation" }\n',
  "expenses.csv": `${EXPENSES}2025-11-10,Starlink Infrastructure,"1,50,000",Dish and router,Supplier A,R-101,yes\n2025-12-05,Solar Power System,240000,Panels,Supplier B,R-102,no\n`,
  "funds.csv": "date,amount,source,donor\n2025-10-01,500000,csr,\n",
  "measurements.csv": "kpi,date,value,source\n",
  "milestones.csv": "milestone,achieved,evidence\n",
};
// January's rows added, and the as-of date moved to the month's end.
const after = {
  ...before,
  "status.json": '{ "asOf": "2026-01-31", "stage": "Implementation" }\n',
  "expenses.csv": `${before["expenses.csv"]}2026-01-15,Water Infrastructure,"2,00,000",Pump,Supplier C,R-103,yes\n`,
  "funds.csv": `${before["funds.csv"]}2026-01-20,100000,individual,\n`,
};

function run(actualsDir: string, publishedDir: string) {
  const summary = join(folder({}), "summary.md");
  writeFileSync(summary, "");
  const env = {
    ...process.env,
    GITHUB_ACTIONS: "true",
    GITHUB_STEP_SUMMARY: summary,
    ACTUALS_DIR: actualsDir,
    PUBLISHED_ACTUALS_DIR: publishedDir,
  };
  const out = spawnSync(process.execPath, ["scripts/data-check-report.mjs"], {
    env,
    encoding: "utf8",
  });
  return { ...out, summary: readFileSync(summary, "utf8") };
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the pull-request check of the programme's files", () => {
  it("puts each problem on its line of the file and says nothing was published", () => {
    const bad = folder({
      ...after,
      "expenses.csv": `${EXPENSES}2026-01-15,Solar,1000,Panels,,R1,no\n`,
      "funds.csv": "date,amount,source,donor\n2025-10-01,500000,csr,\n2025-02-30,500,csr,\n",
    });
    const { status, stdout, summary } = run(bad, folder(before));
    const file = (name: string) => relative(root, join(bad, name));
    expect(status).toBe(1);
    expect(stdout).toContain(
      `::error file=${file("expenses.csv")},line=2::category "Solar" is not a budget category.`,
    );
    expect(stdout).toContain(
      `::error file=${file("funds.csv")},line=3::date 2025-02-30 is not a day on the calendar.`,
    );
    expect(summary).toContain("## Nothing was published: the files have 2 problems");
    expect(summary).toContain(
      `- \`${file("funds.csv")}\` line 3: date 2025-02-30 is not a day on the calendar.`,
    );
    expect(summary).not.toContain("Once merged");
  }, 30_000);

  it("shows what the site will publish beside what it publishes now, from the ledger's sums", () => {
    const { status, stdout, summary } = run(folder(after), folder(before));
    expect(status).toBe(0);
    expect(stdout).not.toContain("::error");
    const row = (...cells: string[]) => `| ${cells.join(" | ")} |`;
    expect(summary).toContain("## What the site will publish once this change is merged");
    expect(summary).toContain(row("Raised", "₹5,00,000", "₹6,00,000", "+₹1,00,000"));
    expect(summary).toContain(row("Spent", "₹3,90,000", "₹5,90,000", "+₹2,00,000"));
    expect(summary).toContain(
      row("Receipts verified", "1 of 2 payments (50%)", "2 of 3 payments (66%)", ""),
    );
    expect(summary).toContain(
      row("Months closed", "3: Oct 2025 to Dec 2025", "4: Oct 2025 to Jan 2026", ""),
    );
    expect(summary).toContain(row("Water Infrastructure", "₹0", "₹2,00,000", "+₹2,00,000"));
    expect(summary).toContain(
      row("Starlink Infrastructure", "₹1,50,000", "₹1,50,000", "no change"),
    );
    expect(summary).toContain(row("`expenses.csv`", "2", "3", "1", "0"));
    expect(summary).toContain(row("`funds.csv`", "1", "2", "1", "0"));
    expect(summary).toContain("### Warnings: none");
  }, 30_000);

  it("refuses what npm run check-data refuses: a file of only this month's rows", () => {
    const onlyJanuary = folder({
      ...after,
      "expenses.csv": `${EXPENSES}2026-01-15,Water Infrastructure,"2,00,000",Pump,Supplier C,R-103,yes\n`,
    });
    const { status, stdout, summary } = run(onlyJanuary, folder(before));
    expect(status).toBe(1);
    expect(stdout).toContain(
      `::error file=${relative(root, join(onlyJanuary, "expenses.csv"))},line=2::2 rows published for November 2025, December 2025`,
    );
    expect(summary).toContain("Each file holds every row since the start");
    expect(summary).not.toContain("Once merged");
  }, 30_000);

  it("lists each new correction of a closed month in the summary", () => {
    const fixed =
      "date,category,amount,description,payee,receipt,verified,payee_type,corrects,reason";
    const rows = before["expenses.csv"].split("\n").slice(1).join("\n");
    const corrected = folder({
      ...after,
      "expenses.csv": `${fixed}\n${rows}2026-01-20,Solar Power System,-240000,Panels,Supplier B,R-102,no,,R-102,Invoice entered twice\n`,
    });
    const { status, summary } = run(corrected, folder(before));
    expect(status).toBe(0);
    expect(summary).toContain("### Corrections: 1");
    expect(summary).toContain(
      "- `expenses.csv` line 4: −₹2,40,000 on 20 January 2026, correcting R-102, because: Invoice entered twice",
    );
  }, 30_000);
});
