import { withActuals, writeActuals } from "@/lib/testing/with-actuals";

/** The Budget vs Actual tab as text, rendered from a given set of the team's files. */
async function tabText(dir: string, lang: "en" | "hi" | "cg" = "en"): Promise<string> {
  return withActuals(dir, async () => {
    const { BudgetActualTab } = await import("@/components/pages/transparency/budget-actual-tab");
    const { setRequestLanguage } = await import("@/lib/request-language");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { programme, TOTAL_INVESTMENT } = await import("@/content/budget");
    const { budgetCategories } = await import("@/content/budget-categories");
    const comparison = await import("@/content/budget-vs-actual");
    const { ledger } = (await import("@/lib/programme")).getPilot();
    // The plan's figures, as the page hands them to the tab.
    const plan = {
      start: programme.start,
      end: comparison.PLAN_END,
      total: TOTAL_INVESTMENT,
      basis: comparison.PLAN_BASIS,
      byEndOfPhase1: comparison.plannedByEndOf("phase1"),
      categories: budgetCategories,
    };
    setRequestLanguage(lang);
    const html = renderToStaticMarkup(
      <BudgetActualTab
        ledger={ledger}
        plan={plan}
        comparison={comparison.budgetVsActualOf(ledger)}
      />,
    );
    return html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ");
  });
}

describe("the Budget vs Actual tab", () => {
  it("says what was spent before the plan's first month instead of 'nothing spent'", async () => {
    const dir = writeActuals({
      status: { asOf: "2025-09-30", stage: "Pre-Implementation" },
      expenses: ["2025-09-10,Starlink Infrastructure,50000,Site survey,,R1,yes"],
    });
    const text = await tabText(dir);
    expect(text).toContain(
      "no month of the plan has passed yet, but ₹50,000 has already been spent ahead of it.",
    );
    expect(text).not.toContain("nothing spent yet");
    expect(text).not.toContain("Nothing has been spent against it");
  });

  it("does not call spending after the plan's last month 'over plan'", async () => {
    const dir = writeActuals({
      status: { asOf: "2028-03-31", stage: "Implementation" },
      expenses: ["2028-01-15,Skills Training,40000,Trainers,,R1,yes"],
    });
    const text = await tabText(dir);
    expect(text).toMatch(/Jan 2028 ₹0 ₹40,000 After the plan's months/);
    expect(text).not.toMatch(/Jan 2028 ₹0 ₹40,000 ₹40,000 over plan/);
  });

  it("states its basis, the plan's own monthly spending, in one sentence in each language", async () => {
    const dir = writeActuals({ status: { asOf: "2026-03-31", stage: "Implementation" } });
    const en = await tabText(dir, "en");
    const hi = await tabText(dir, "hi");
    const cg = await tabText(dir, "cg");
    expect(en).toContain(
      "The plan month by month is the programme's own month-by-month plan, which gives 27 of its 27 months (a phase's budget is spread evenly over any month it leaves out), so by the end of Phase 1 it plans to have spent ₹93,00,000.",
    );
    // As of the end of Phase 1, the plan to date is its budget, not the categories' ₹1,35,00,000.
    expect(en).toContain("By 31 March 2026, the plan had set out to spend ₹93,00,000;");
    expect(en).toMatch(/Oct 2025 ₹10,00,000 /);
    expect(en).toMatch(/Dec 2027 ₹2,00,000 /);
    expect(hi).toContain("इसलिए चरण 1 के अंत तक वह ₹93,00,000 खर्च करने की योजना रखती है।");
    expect(cg).toContain("एकरे सेती चरन 1 के आखिर तक ओ ₹93,00,000 खरचा करे के योजना राखथे।");
  });
});
