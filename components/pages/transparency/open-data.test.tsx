import { FIXTURE_ACTUALS, withActuals } from "@/lib/testing/with-actuals";

/** The open-data section as text, per file, and the columns' sums from the CSVs it links. */
async function section() {
  return withActuals(FIXTURE_ACTUALS, async () => {
    const { OpenData } = await import("@/components/pages/transparency/open-data");
    const { setRequestLanguage } = await import("@/lib/request-language");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const data = await import("@/lib/open-data");
    const village = (await import("@/lib/programme")).getPilot();
    const { ledger } = village;
    setRequestLanguage("en");
    const { TOTAL_INVESTMENT } = await import("@/content/budget");
    const html = renderToStaticMarkup(<OpenData village={village} total={TOTAL_INVESTMENT} />);
    const line = (id: string) =>
      new RegExp(`data-file-total="${id}">([^<]*)<`).exec(html)?.[1]?.replace(/&#x27;/g, "'");
    /** The sum of a CSV column, from the file as served. */
    const csvSum = (id: import("@/lib/open-data").DatasetId, column: string) => {
      const [header, ...rows] = data.parseCsv(data.datasetCsv(id));
      const i = header!.indexOf(column);
      return rows.reduce((s, r) => s + Number(r[i] || 0), 0);
    };
    return { html, line, csvSum, ledger };
  });
}

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

describe("the open-data section", () => {
  let rendered: Awaited<ReturnType<typeof section>>;
  beforeAll(async () => {
    rendered = await section();
  });

  it("states under each file the total the file itself adds up to", () => {
    const { line, csvSum, ledger } = rendered;
    expect(csvSum("expenses", "amount")).toBe(ledger.fundsSpent);
    expect(line("expenses")).toBe(
      `303 payments; amount adds up to ${rupees(ledger.fundsSpent)}, the total spent.`,
    );
    expect(line("funds")).toContain(`amount adds up to ${rupees(csvSum("funds", "amount"))}`);
    expect(csvSum("funds", "amount")).toBe(ledger.fundsRaised);
    expect(line("monthly-expenses")).toContain(rupees(csvSum("monthly-expenses", "expenses_inr")));
    expect(line("budget-vs-actual-categories")).toContain(
      rupees(csvSum("budget-vs-actual-categories", "spent_inr")),
    );
    expect(line("budget-vs-actual-months")).toContain(
      rupees(csvSum("budget-vs-actual-months", "planned_inr")),
    );
    expect(line("kpis")).toContain(rupees(csvSum("kpis", "milestone_budget_inr")));
    expect(line("measurements")).toMatch(/^2 measurements/);
    expect(line("milestones")).toMatch(/^3 milestones achieved/);
  });

  it("says why the budget file's total is not the page's ₹1.63 Cr", () => {
    const { line, csvSum } = rendered;
    expect(csvSum("budget-categories", "budgeted_inr")).toBe(1_53_00_000);
    expect(line("budget-categories")).toBe(
      "budgeted_inr adds up to ₹1,53,00,000: the plan's 6 categories, as it lists them. The plan also gives the whole budget as ₹1,63,00,000; Figures and sources shows both readings.",
    );
  });

  it("gives the as-of date and offers the accounts template", () => {
    const { html } = rendered;
    expect(html).toContain("Every file&#x27;s figures are as of 31 May 2026.");
    expect(html).toMatch(/href="\/data\/accounts-template.xlsx" download="accounts-template.xlsx"/);
  });
});
