import { auditFigures, realFigureAudit } from "@/content/figures/audit";
import { disagreements } from "@/content/figures/disagreements";
import { contentModules } from "@/content/registry";
import { WARNING_SCORE } from "@/content/quality";
import { completenessCheck, disagreementChecks, entryCheck } from "@/lib/quality/disagreements";
import { inLanguage } from "@/lib/quality/localize";

const audit = auditFigures(realFigureAudit);
const entry = (id: string) => audit.entries.find((e) => e.entry.id === id)!;

describe("The disagreement list in the report", () => {
  it("has one check per entry, after the check that the list is complete", () => {
    const checks = disagreementChecks();
    expect(checks).toHaveLength(disagreements.length + 1);
    expect(checks[0]).toMatchObject({ status: "pass", critical: true });
    expect(checks[0]!.details).toContain(
      `${disagreements.length} figures are given more than one way`,
    );
    for (const check of checks.slice(1)) {
      expect(check).toMatchObject({ status: "warning", score: WARNING_SCORE, critical: false });
      expect(check.fix).toContain("/figures#");
    }
  });

  it("gives each reading and its gap to the first, in the unit of the figure", () => {
    const plan = entryCheck(entry("plan-length"));
    expect(plan.test).toBe("Figure given more than one way: Length of the plan");
    expect(plan.details).toContain(
      "Readings: 36 months; 27 months (9 months less than the first reading (25%))",
    );
    expect(entryCheck(entry("healthcare-distance")).details).toContain("50 km; 3–5 km");
    expect(entryCheck(entry("total-investment")).details).toContain(
      "₹1,29,00,000 (₹34,00,000 less than the first reading (21%))",
    );
  });

  it("fails an entry when the content gives a reading the list does not explain", () => {
    const planted = auditFigures({
      ...realFigureAudit,
      modules: contentModules.map((m) =>
        m.file === "content/education.ts"
          ? { ...m, namespace: { ...m.namespace, LITERACY_TARGET: 90 } }
          : m,
      ),
    });
    const check = entryCheck(planted.entries.find((e) => e.entry.id === "literacy-target")!);
    expect(check).toMatchObject({ status: "fail", score: 0 });
    expect(check.details).toContain("90%");
    expect(check.fix).toContain("content/figures/disagreements.ts");
  });

  it("passes an entry whose readings have come to agree", () => {
    const agreed = { ...entry("children"), found: [540], unexplained: [], gone: [460] };
    expect(entryCheck(agreed)).toMatchObject({ status: "pass", score: 100 });
  });

  it("fails, critically, when a differing figure has no entry", () => {
    const check = completenessCheck(
      auditFigures({ ...realFigureAudit, list: disagreements.filter((d) => d.id !== "children") }),
    );
    expect(check).toMatchObject({ status: "fail", critical: true });
    expect(check.details).toBe("Not accounted for: population.children.");
  });

  it("reads in Hindi and Chhattisgarhi", () => {
    for (const lang of ["hi", "cg"] as const) {
      const check = inLanguage(entryCheck(entry("plan-length")), lang);
      expect(check.test).not.toContain("Figure given");
      expect(check.details).toContain("/figures#plan-length");
    }
  });
});
