import { AGE_GROUP_INVESTMENT, phases } from "@/content/budget";
import { ageGroupInvestmentTotal, ageGroupPlans, populationShare } from "@/content/framework";
import { strategyPhases, systemicSolutions } from "@/content/framework-strategy";
import { village } from "@/content/village";
import { LAKH } from "@/lib/format";
import { translator } from "@/lib/messages";

describe("framework content", () => {
  it("has children, adults and seniors with the baseline populations", () => {
    expect(ageGroupPlans.map((g) => [g.group, g.population])).toEqual([
      ["children", 540],
      ["adults", 1077],
      ["seniors", 180],
    ]);
  });
  it("age-group populations sum to the village's 1,797", () => {
    const sum = ageGroupPlans.reduce((s, g) => s + g.population, 0);
    expect(sum).toBe(1797);
    expect(sum).toBe(village.population.total);
  });
  it("shows the stated investments 35L, 95L and 13L, which sum to 143 lakh (not 163)", () => {
    expect(ageGroupPlans.map((g) => g.investment)).toEqual([...AGE_GROUP_INVESTMENT]);
    expect(ageGroupPlans.map((g) => g.investment / LAKH)).toEqual([35, 95, 13]);
    expect(ageGroupInvestmentTotal).toBe(143 * LAKH);
  });
  it("derives each group's share of the village", () => {
    expect(ageGroupPlans.map(populationShare)).toEqual([30, 60, 10]);
  });
  it("follows the budget's three phases, Foundation first with the spec's four items", () => {
    expect(strategyPhases.map((p) => p.name)).toEqual(phases.map((p) => p.name));
    const t = translator("en");
    expect(strategyPhases[0]!.focus.map((f) => t(`our-plan.focus.${f}`))).toEqual([
      "Connectivity deployment",
      "Solar pump installation",
      "Basic telemedicine",
      "Digital literacy programmes",
    ]);
  });
  it("every systemic solution serves at least one age group", () => {
    expect(systemicSolutions.length).toBeGreaterThan(0);
    for (const s of systemicSolutions) expect(s.serves.length).toBeGreaterThan(0);
  });
});
