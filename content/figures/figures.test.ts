import { contentModules } from "@/content/registry";
import { auditFigures, realFigureAudit, type FigureAuditInput } from "./audit";
import { disagreements } from "./disagreements";

const where = (leaves: readonly { file: string; path: string; value: number }[]) =>
  leaves.map((l) => `${l.file}: ${l.path} = ${l.value}`).join("\n");

/** The site's content with one module's export replaced: a planted figure. */
function plant(file: string, name: string, value: unknown): FigureAuditInput {
  return {
    ...realFigureAudit,
    modules: contentModules.map((m) =>
      m.file === file ? { ...m, namespace: { ...m.namespace, [name]: value } } : m,
    ),
  };
}

describe("Every figure accountable", () => {
  const audit = auditFigures(realFigureAudit);

  it("knows what every number in the content measures (each module's figureMeasures, and content/figures/measures.ts)", () => {
    expect(where(audit.unclassified)).toBe("");
  });

  it("lists every figure that differs from itself in content/figures/disagreements.ts", () => {
    const unlisted = [...audit.unlisted].map(
      ([measure, leaves]) => `${measure}:\n${where(leaves)}`,
    );
    expect(unlisted).toEqual([]);
  });

  it("gives each listed figure exactly the readings the content gives it", () => {
    for (const { entry, unexplained, gone, found } of audit.entries) {
      expect({ id: entry.id, unexplained, gone }).toEqual({
        id: entry.id,
        unexplained: [],
        gone: [],
      });
      expect(found.length).toBeGreaterThan(1);
    }
  });

  it("names each figure once, with readings that differ", () => {
    const ids = disagreements.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(disagreements.map((d) => d.measure)).size).toBe(ids.length);
    for (const d of disagreements) {
      const values = d.readings.map((r) => r.value);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("fails on a planted figure that differs without an entry", () => {
    // A page typing its own, different phase 1 budget.
    const phases = contentModules.find((m) => m.file === "content/timeline.ts")!.namespace
      .timelinePhases as { id: string; budget: number }[];
    const planted = auditFigures(
      plant(
        "content/timeline.ts",
        "timelinePhases",
        phases.map((p, i) => (i === 0 ? { ...p, budget: p.budget + 100_000 } : p)),
      ),
    );
    expect([...planted.unlisted.keys()]).toEqual(["phase.phase1.budget"]);
  });

  it("fails on a planted reading of a listed figure that the entry does not give", () => {
    const planted = auditFigures(plant("content/education.ts", "LITERACY_TARGET", 90));
    const literacy = planted.entries.find((e) => e.entry.id === "literacy-target")!;
    expect(literacy.unexplained).toEqual([90]);
    expect(literacy.gone).toEqual([]);
  });

  it("fails on a planted number nobody said the meaning of", () => {
    const planted = auditFigures(plant("content/budget.ts", "NEW_FIGURE", 42));
    expect(where(planted.unclassified)).toBe("content/budget.ts: NEW_FIGURE = 42");
  });

  it("fails on an entry whose readings have come to agree", () => {
    // The programme settles on one phase 1 item budget: the monthly plan's AI lab matches the
    // dashboard's. The entry's other reading is gone.
    const sums = contentModules.find((m) => m.file === "content/figures/sums.ts")!.namespace
      .monthlyPlanBudgets as { id: string; budget: number }[];
    const agreed = auditFigures(
      plant(
        "content/figures/sums.ts",
        "monthlyPlanBudgets",
        sums.map((b) => (b.id === "aiLab" ? { ...b, budget: 10_00_000 } : b)),
      ),
    );
    const aiLab = agreed.entries.find((e) => e.entry.id === "ai-lab-item")!;
    expect(aiLab.gone).toEqual([8_00_000]);
    expect(aiLab.found).toEqual([10_00_000]);
  });
});
