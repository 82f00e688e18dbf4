import { getPilot } from "@/lib/programme";
import {
  monthsInSpan,
  perPersonInvestment,
  phases,
  phaseSchema,
  phaseShare,
  phaseTotal,
  TOTAL_INVESTMENT,
} from "@/content/budget";
import { budgetCategoriesOf, perPersonBreakdown } from "@/content/budget-categories";

describe("budget", () => {
  it("phase budgets add up to the ₹1.63 crore total", () => {
    expect(phaseTotal()).toBe(TOTAL_INVESTMENT);
  });
  it("derives phase shares of 57%, 21% and 21%", () => {
    expect(phases.map(phaseShare)).toEqual([57, 21, 21]);
  });
  it("each phase's month count matches its period (6, 6 and 15)", () => {
    expect(phases.map((p) => monthsInSpan(p.period))).toEqual([6, 6, 15]);
    const wrong = { ...phases[2]!, months: 12 };
    expect(phaseSchema.safeParse(wrong).success).toBe(false);
  });
  it("derives ₹9,071 per person from the total and the population", () => {
    expect(perPersonInvestment()).toBe(9071);
  });
  it("the per-person breakdown adds up to the per-person figure", () => {
    expect(perPersonBreakdown.reduce((s, r) => s + r.rupees, 0)).toBe(perPersonInvestment());
  });
  it("nothing is spent yet, so every category is fully pending", () => {
    for (const c of budgetCategoriesOf(getPilot().ledger)) {
      expect(c.spent).toBe(0);
      expect(c.pending).toBe(c.budgeted);
      expect(c.percentage).toBe(0);
    }
  });
});
