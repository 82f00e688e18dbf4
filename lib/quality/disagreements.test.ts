import { WARNING_SCORE } from "@/content/quality";
import { compareReadings, disagreementChecks } from "@/lib/quality/disagreements";
import { realFigures } from "@/lib/quality/figure-input";

const byTest = () => new Map(disagreementChecks().map((c) => [c.test, c]));

describe("Disagreeing readings", () => {
  it("are each reported as a non-critical warning, not hidden", () => {
    const checks = disagreementChecks();
    expect(checks.length).toBeGreaterThanOrEqual(7);
    for (const check of checks) {
      expect(check).toMatchObject({ status: "warning", score: WARNING_SCORE, critical: false });
      expect(check.fix).toBeTruthy();
    }
  });

  it("state the gap in rupees or km", () => {
    const checks = byTest();
    const gap = (test: string) => checks.get(test)?.details;
    expect(gap("Total investment vs 'about 1.2 Cr'")).toContain("Gap ₹43,00,000");
    expect(gap("Total investment vs the 1.29 Cr overview card")).toContain("Gap ₹34,00,000");
    expect(gap("Year budgets (home) vs phase budgets")).toContain("Gap ₹69,80,000");
    expect(gap("Transparency category list vs total")).toContain("Gap ₹10,00,000");
    expect(gap("Dashboard category split vs total")).toContain("Gap ₹2,00,000");
    expect(gap("Distance to healthcare")).toContain("3-5 km");
    expect(gap("Distance to healthcare")).toContain("Gap 45-47 km");
    expect(gap("'247 families invested' claim vs funds raised")).toContain("Funds raised: ₹0");
    expect(gap("'247 families invested' claim vs funds raised")).toContain("Gap ₹61,75,000");
  });

  it("pass once the readings agree", () => {
    const agreed = disagreementChecks({
      ...realFigures,
      totalAbout: realFigures.total,
      healthcareKmBaseline: 4,
      fundsRaised: 1_00_00_000,
    });
    const status = new Map(agreed.map((c) => [c.test, c.status]));
    expect(status.get("Total investment vs 'about 1.2 Cr'")).toBe("pass");
    expect(status.get("Distance to healthcare")).toBe("pass");
    expect(status.get("'247 families invested' claim vs funds raised")).toBe("pass");
    expect(status.get("Total investment vs the 1.29 Cr overview card")).toBe("warning");
  });

  it("compare any two readings", () => {
    const check = compareReadings({
      test: "t",
      a: { label: "A", value: 10 },
      b: { label: "B", value: 4 },
      unit: (v) => `${v} km`,
      fix: "fix it",
    });
    expect(check.details).toBe(
      "A: 10 km; B: 4 km. Gap 6 km; both readings are kept as the specification gives them.",
    );
  });
});
