import { withActuals, writeActuals } from "@/lib/testing/with-actuals";

/** The Budget vs Actual tab as text, rendered from a given set of the team's files. */
async function tabText(dir: string): Promise<string> {
  return withActuals(dir, async () => {
    const { BudgetActualTab } = await import("@/components/pages/transparency/budget-actual-tab");
    const { translator } = await import("@/lib/messages");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const html = renderToStaticMarkup(<BudgetActualTab lang="en" t={translator("en")} />);
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
      status: { asOf: "2027-03-31", stage: "Implementation" },
      expenses: ["2027-01-15,Skills Training,40000,Trainers,,R1,yes"],
    });
    const text = await tabText(dir);
    expect(text).toMatch(/Jan 2027 ₹0 ₹40,000 After the plan's months/);
    expect(text).not.toMatch(/Jan 2027 ₹0 ₹40,000 ₹40,000 over plan/);
  });
});
