import { budgetCategories, budgetCategoriesOf } from "@/content/budget-categories";
import { getPilot } from "@/lib/programme";
import { kpis, kpisOf } from "@/content/kpis";
import { monthlyExpensesOf } from "@/content/transparency";
import { readFileSync } from "node:fs";
import { ACTUALS_COLUMNS } from "@/content/ledger/table";
import { join } from "node:path";
import { categoryPlans, planMonths } from "@/content/budget-vs-actual";
import { servedData } from "@/lib/testing/data-route";
import { FIXTURE_ACTUALS, withActuals } from "@/lib/testing/with-actuals";
import { csvField, datasetCsv, datasetIds, datasetJson, parseCsv, toCsv } from "@/lib/open-data";

describe("CSV", () => {
  it("quotes only fields that need it, doubling quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField(42)).toBe("42");
    expect(csvField(null)).toBe("");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" edge")).toBe('" edge"');
  });

  it("round-trips awkward values through toCsv and parseCsv", () => {
    const rows = [
      { a: 'x, "y"', b: "line\r\nbreak" },
      { a: "", b: "₹9,071" },
    ];
    const text = toCsv(rows, [
      { header: "a", value: (r) => r.a },
      { header: "b", value: (r) => r.b },
    ]);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      ["a", "b"],
      ['x, "y"', "line\r\nbreak"],
      ["", "₹9,071"],
    ]);
  });

  it("the budget CSV parses back to the content values", () => {
    const [header, ...rows] = parseCsv(datasetCsv("budget-categories"));
    expect(header).toEqual([
      "category",
      "budgeted_inr",
      "spent_inr",
      "pending_inr",
      "percent_spent",
      "timeline",
      "receipts",
    ]);
    expect(rows).toHaveLength(budgetCategories.length);
    rows.forEach((row, i) => {
      const c = budgetCategoriesOf(getPilot().ledger)[i]!;
      expect(row).toEqual([
        c.category,
        String(c.budgeted),
        String(c.spent),
        String(c.pending),
        String(c.percentage),
        c.timeline,
        String(c.receipts),
      ]);
    });
  });
});

describe("the open data route", () => {
  it("serves every dataset as CSV and JSON, and the accounts template, and nothing else", async () => {
    const { dataFileNames } = await import("@/lib/open-data/files");
    expect([...dataFileNames].sort()).toEqual(
      [...datasetIds.flatMap((id) => [`${id}.csv`, `${id}.json`]), "accounts-template.xlsx"].sort(),
    );
    await expect(servedData("no-such-file.csv")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it("serve CSV as an attachment with the CSV type", async () => {
    for (const [file, rows] of [
      ["budget-categories.csv", budgetCategories.length],
      ["monthly-expenses.csv", monthlyExpensesOf(getPilot().ledger).length],
      ["kpis.csv", kpis.length],
    ] as const) {
      const res = await servedData(file);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toMatch(
        /^attachment; filename="[a-z-]+\.csv"$/,
      );
      expect(parseCsv(await res.text())).toHaveLength(rows + 1);
    }
  });

  it("serve JSON equal to the content, with the as-of date and the CSV's field names", async () => {
    const budget = await (await servedData("budget-categories.json")).json();
    expect(budget).toMatchObject({ dataset: "budget-categories", as_of: getPilot().ledger.asOf });
    expect(budget.rows).toHaveLength(budgetCategories.length);
    expect(budget.rows[0]).toEqual({
      category: "Starlink Infrastructure",
      budgeted_inr: 4500000,
      spent_inr: 0,
      pending_inr: 4500000,
      percent_spent: 0,
      timeline: "Q4 2025",
      receipts: 0,
    });
    expect((await (await servedData("monthly-expenses.json")).json()).rows).toEqual(
      monthlyExpensesOf(getPilot().ledger).map((m) => ({
        month: m.month,
        expenses_inr: 0,
        receipts: 0,
        verified: 0,
        status: "Pre-Launch",
      })),
    );
    const kpiRes = await servedData("kpis.json");
    expect(kpiRes.headers.get("content-type")).toMatch(/^application\/json/);
    const kpiRows = (await kpiRes.json()).rows as Record<string, unknown>[];
    expect(kpiRows.map((k) => [k.id, k.current_percent, k.target_percent])).toEqual(
      kpisOf(getPilot().ledger).map((k) => [k.id, k.current, k.target]),
    );
    // No UI token (the dashboard's colour) in the data.
    expect(JSON.stringify(kpiRows)).not.toMatch(/color/);
  });
});

describe("the ledger's rows and budget against actual", () => {
  it("a ledger file with no rows yet still names the team's columns", () => {
    expect(parseCsv(datasetCsv("expenses"))).toEqual([[...ACTUALS_COLUMNS["expenses.csv"]]]);
    expect(parseCsv(datasetCsv("funds"))).toEqual([["date", "amount", "source", "donor"]]);
    expect(JSON.parse(datasetJson("milestones"))).toEqual({
      dataset: "milestones",
      as_of: getPilot().ledger.asOf,
      columns: ["milestone", "achieved", "evidence"],
      rows: [],
    });
  });

  it("budget against actual parses back to the content", () => {
    const [header, ...rows] = parseCsv(datasetCsv("budget-vs-actual-categories"));
    expect(header).toContain("variance_inr");
    expect(rows.map((r) => r[0])).toEqual(categoryPlans.map((c) => c.category));
    const months = JSON.parse(datasetJson("budget-vs-actual-months")).rows;
    expect(months).toHaveLength(planMonths.length);
    expect(months[0]).toEqual({
      month: "2025-10",
      planned_inr: planMonths[0]!.planned,
      plan_basis: "monthly plan",
      spent_inr: null,
      variance_inr: null,
      direction: null,
      planned_to_date_inr: planMonths[0]!.planned,
      spent_to_date_inr: null,
    });
  });

  it("with the fixture's files, leaves the donor empty where the team recorded no name", async () => {
    const fixture = await withActuals(FIXTURE_ACTUALS, () => import("@/lib/open-data"));
    const raw = parseCsv(
      readFileSync(join(process.cwd(), "e2e/fixtures/actuals/funds.csv"), "utf8"),
    ).slice(1);
    const [header, ...funds] = parseCsv(fixture.datasetCsv("funds"));
    expect(header).toEqual(["date", "amount", "source", "donor"]);
    expect(funds.map((f) => f[3])).toEqual(raw.map((r) => r[3]));
    expect(funds.map((f) => f[3])).toContain("Asha Verma");
    const expenses = JSON.parse(fixture.datasetJson("expenses")).rows;
    expect(expenses).toHaveLength(303);
    expect(expenses[0]).toMatchObject({ date: "2025-10-01", amount: 34480, verified: true });
  });
});
