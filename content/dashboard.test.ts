import { phases, phaseShare, phaseTotal, TOTAL_INVESTMENT } from "@/content/budget";
import { dashboardCategorySplit } from "@/content/budget-categories";
import {
  dashboardPhases,
  dashboardPhasesOf,
  familiesHelpedOf,
  initiativeTotal,
  projectCompletion,
} from "@/content/dashboard";
import { getPilot } from "@/lib/programme";
import { initiativeIds } from "@/content/dashboard-initiatives";
import { LAKH } from "@/lib/format";
import { withActuals, writeActuals } from "@/lib/testing/with-actuals";

describe("dashboard", () => {
  it("has the three budget phases of 93, 35 and 35 lakh, adding up to ₹1.63 crore", () => {
    expect(dashboardPhases.map((p) => p.totalBudget)).toEqual([93 * LAKH, 35 * LAKH, 35 * LAKH]);
    expect(dashboardPhases.reduce((s, p) => s + p.totalBudget, 0)).toBe(phaseTotal());
    expect(phaseTotal()).toBe(TOTAL_INVESTMENT);
  });

  it("computes phase shares of 57%, 21% and 21% from the phase budgets", () => {
    expect(phases.map(phaseShare)).toEqual([57, 21, 21]);
  });

  it("each phase's initiatives add up to its budget", () => {
    for (const p of dashboardPhases) expect(initiativeTotal(p)).toBe(p.totalBudget);
  });

  it("everything is planned and nothing is complete before launch", () => {
    const { ledger } = getPilot();
    const phases = dashboardPhasesOf(ledger);
    for (const p of phases) {
      expect(p.status).toBe("planned");
      expect(p.completion).toBe(0);
      for (const i of p.initiatives) expect(i.status).toBe("planned");
    }
    expect(projectCompletion(phases)).toBe(0);
    expect(familiesHelpedOf(ledger)).toBe(0);
  });

  it("counts the families helped that status.json records, and none while it records none", async () => {
    const helped = (familiesHelped?: number) =>
      withActuals(
        writeActuals({
          status: {
            asOf: "2026-05-31",
            stage: "Implementation",
            ...(familiesHelped === undefined ? {} : { familiesHelped }),
          },
        }),
        async () => familiesHelpedOf((await import("@/lib/programme")).getPilot().ledger),
      );
    expect(await helped(24)).toBe(24);
    expect(await helped()).toBe(0);
  });

  it("keeps the category split as stated: 165 lakh, its percentages unchanged", () => {
    expect(dashboardCategorySplit.reduce((s, c) => s + c.amount, 0)).toBe(165 * LAKH);
    expect(dashboardCategorySplit.map((c) => c.percent)).toEqual([28, 17, 11, 11, 7, 6, 7, 13]);
  });

  it("names every initiative once and every split category by an id of its own", () => {
    const ids = dashboardPhases.flatMap((p) => p.initiatives.map((i) => i.id));
    expect([...ids].sort()).toEqual([...initiativeIds].sort());
    const split = dashboardCategorySplit.map((c) => c.id);
    expect(new Set(split).size).toBe(split.length);
  });
});
