import type { Ledger } from "@/content/ledger/derive";
import { FIXTURE_ACTUALS, ledgerOf, withActuals, writeActuals } from "@/lib/testing/with-actuals";
import {
  moneyState,
  phaseProgressSummary,
  shareOfBudget,
  statusCounts,
  type DashboardPhase,
} from "@/content/dashboard";
import { quarterProgress } from "@/content/execution/progress";
import { milestoneIds } from "@/content/ledger/ids";
import { getPilot } from "@/lib/programme";

/**
 * The figures the pages derive from the programme team's files (content/villages/pilot/actuals), read from other
 * sets of files: the e2e fixture (eight months into Phase 1) and a finished programme. With the
 * published files (header rows, Pre-Implementation) each module's own test checks that nothing
 * moves.
 */

type Modules = {
  /** The ledger of the files loaded: what the modules' functions are given. */
  ledger: Ledger;
  dashboard: typeof import("@/content/dashboard");
  timeline: typeof import("@/content/timeline");
  kpis: typeof import("@/content/kpis");
  implementation: typeof import("@/content/implementation");
  digital: typeof import("@/content/execution/digital-services");
  agri: typeof import("@/content/execution/agri-processing");
  tourism: typeof import("@/content/execution/village-tourism");
  starlink: typeof import("@/content/impact-pages/starlink");
  solar: typeof import("@/content/impact-pages/solar");
  aiLab: typeof import("@/content/impact-pages/ai-lab");
  education: typeof import("@/content/education");
  engagement: typeof import("@/content/engagement/shared");
  proof: typeof import("@/content/engagement/proof");
};

function load(dir: string): Promise<Modules> {
  return withActuals(dir, async () => ({
    ledger: (await import("@/lib/programme")).getPilot().ledger,
    dashboard: await import("@/content/dashboard"),
    timeline: await import("@/content/timeline"),
    kpis: await import("@/content/kpis"),
    implementation: await import("@/content/implementation"),
    digital: await import("@/content/execution/digital-services"),
    agri: await import("@/content/execution/agri-processing"),
    tourism: await import("@/content/execution/village-tourism"),
    starlink: await import("@/content/impact-pages/starlink"),
    solar: await import("@/content/impact-pages/solar"),
    aiLab: await import("@/content/impact-pages/ai-lab"),
    education: await import("@/content/education"),
    engagement: await import("@/content/engagement/shared"),
    proof: await import("@/content/engagement/proof"),
  }));
}

describe("the hint and summary rules", () => {
  it("says 'before launch' only while nothing is recorded and work has not started", () => {
    expect(moneyState(0, false)).toBe("prelaunch");
    expect(moneyState(0, true)).toBe("none");
    expect(moneyState(1, false)).toBe("some");
    expect(moneyState(5_00_000, true)).toBe("some");
  });

  it("gives a share of the budget rounded down, so almost all never reads 100%", () => {
    expect(shareOfBudget(0)).toBe(0);
    expect(shareOfBudget(69_28_000)).toBe(42);
    expect(shareOfBudget(1_62_99_999)).toBe(99);
  });

  it("counts statuses and names the phases' case", () => {
    const p = (status: "planned" | "active" | "completed") => ({ status });
    expect(statusCounts([p("planned"), p("active"), p("active")])).toEqual({
      planned: 1,
      active: 2,
      completed: 0,
    });
    const phase = (status: "planned" | "active" | "completed") => ({ status }) as DashboardPhase;
    expect(phaseProgressSummary([phase("planned"), phase("planned")]).mode).toBe("allPlanned");
    expect(phaseProgressSummary([phase("completed"), phase("completed")]).mode).toBe(
      "allCompleted",
    );
    expect(phaseProgressSummary([phase("completed"), phase("planned")])).toEqual({
      mode: "some",
      count: 2,
      planned: 1,
      active: 0,
      completed: 1,
    });
  });

  it("counts a quarter's lines only where a recorded milestone covers them", () => {
    const quarter = { deliverables: ["a", { id: "b" }, "c"], milestones: ["d"] } as const;
    // Nothing is recorded in the published files, so no evidence counts.
    const { ledger } = getPilot();
    expect(quarterProgress(quarter, { a: "installInternet", b: "aiLessons" }, ledger)).toBe(0);
    expect(quarterProgress(quarter, {}, ledger)).toBe(0);
  });
});

describe("eight months into Phase 1 (the e2e fixture)", () => {
  let m: Modules;
  const ledger: Ledger = ledgerOf(FIXTURE_ACTUALS);
  beforeAll(async () => {
    m = await load(FIXTURE_ACTUALS);
  });

  it("makes Phase 1 active at 75% (3 of its 4 milestones), Phase 2 begun, Phase 3 planned", () => {
    const phases = m.dashboard.dashboardPhasesOf(m.ledger);
    const [p1, p2, p3] = phases;
    expect([p1!.status, p1!.completion]).toEqual(["active", 75]);
    // Phase 2's months (from April 2026) have begun and spending is recorded in them.
    expect([p2!.status, p2!.completion]).toEqual(["active", 0]);
    expect(p3!.status).toBe("planned");
    expect(m.dashboard.phaseProgressSummary(phases)).toMatchObject({
      mode: "some",
      active: 2,
      completed: 0,
    });
    expect(m.dashboard.currentPhase(phases).phase).toBe("phase1");
    // 75% of the 93 lakh phase, over the 163 lakh of all three.
    expect(m.dashboard.projectCompletion(phases)).toBe(Math.round((0.75 * 93 * 100) / 163));
  });

  it("ticks the achieved milestones on the timeline, with their dates", () => {
    const phase1 = m.timeline.timelinePhasesOf(ledger)[0]!;
    expect(phase1.status).toBe("active");
    expect(phase1.milestones.filter((x) => x.completed).map((x) => [x.id, x.achievedOn])).toEqual([
      ["installInternet", "2025-12-20"],
      ["commissionPumps", "2026-03-15"],
      ["openTelemedicine", "2026-02-10"],
    ]);
    expect(m.timeline.milestoneTallyOf(ledger)).toEqual({ achieved: 3, milestones: 10 });
  });

  it("shows the latest measurements as the KPIs' current values", () => {
    const kpi = (id: string) => m.kpis.kpisOf(m.ledger).find((k) => k.id === id)!;
    expect(kpi("digital").current).toBe(32);
    expect(kpi("digital").measurement?.date).toBe("2026-03-31");
    expect(kpi("health").current).toBe(35);
    expect(kpi("literacy").measurement).toBeUndefined();
    expect(m.kpis.kpisMeasuredOf(m.ledger)).toBe(true);
  });

  it("closes the plan's months up to the as-of date (31 May 2026)", () => {
    const status = (month: string) =>
      m.implementation
        .withPlanStatus(m.implementation.monthlyTimeline, m.ledger)
        .find((x) => x.month === month)!.status;
    expect(status("2025-10")).toBe("Ended");
    expect(status("2026-05")).toBe("Ended");
    expect(status("2026-06")).toBe("Planned");
    expect(
      m.implementation
        .withPlanStatus(m.implementation.monthlyTimeline, m.ledger)
        .filter((x) => x.status === "Ended"),
    ).toHaveLength(8);
  });

  it("moves the Digital Services Hub's first quarter (its link installed) and no other", () => {
    expect(m.digital.digitalRoadmapOf(m.ledger).map((q) => q.progress)).toEqual([
      20, 0, 0, 0, 0, 0,
    ]);
    // agreeAgriProducts is not recorded, and no timeline milestone covers a tourism line.
    expect(m.agri.agriRoadmapOf(m.ledger).every((q) => q.progress === 0)).toBe(true);
    expect(m.tourism.tourismRoadmapOf(m.ledger).every((q) => q.progress === 0)).toBe(true);
  });

  it("moves the impact pages' phases the files record", () => {
    const starlink = Object.fromEntries(m.starlink.phasesOf(ledger).map((p) => [p.id, p.status]));
    expect(starlink).toEqual({
      survey: "Completed",
      backbone: "Completed",
      hotspots: "Completed",
      households: "Planned",
    });
    expect(m.solar.solarBoughtOf(ledger)).toBe(true);
    expect(m.solar.phasesOf(ledger).map((p) => [p.id, p.completion])).toEqual([
      ["feasibility", 100],
      ["design", 100],
      ["approvals", 100],
      ["procurement", 50],
    ]);
    expect(m.aiLab.aiLessonsBeganOf(ledger)).toBeUndefined();
    expect(m.education.educationSpentOf(ledger)).toBe(0);
    expect(m.education.roadmapOf(ledger).map((p) => [p.status, p.progress])).toEqual([
      ["active", 75],
      ["active", 0],
      ["upcoming", 0],
    ]);
  });

  it("gives the engagement hub the stage, the money's cases and the gifts", () => {
    expect(m.engagement.engagementVars("en", ledger)).toMatchObject({
      now: "implementation",
      raised: "some",
      spent: "some",
    });
    expect(m.proof.socialProofOf(ledger).find((p) => p.id === "supporters")!.count).toBe(40);
  });
});

describe("a finished programme", () => {
  const milestones = milestoneIds.map((id) => `${id},2027-12-01,report`);
  const dir = writeActuals({
    status: { asOf: "2027-12-31", stage: "Completed" },
    milestones,
    funds: ["2025-10-01,1000000,csr,"],
  });
  const ledger: Ledger = ledgerOf(dir);
  let m: Modules;
  beforeAll(async () => {
    m = await load(dir);
  });

  it("completes every phase, the project and the plan's months", () => {
    const phases = m.dashboard.dashboardPhasesOf(m.ledger);
    expect(phases.map((p) => [p.status, p.completion])).toEqual([
      ["completed", 100],
      ["completed", 100],
      ["completed", 100],
    ]);
    expect(m.dashboard.phaseProgressSummary(phases).mode).toBe("allCompleted");
    expect(m.dashboard.projectCompletion(phases)).toBe(100);
    expect(m.dashboard.currentPhase(phases).phase).toBe("phase3");
    expect(m.timeline.overviewMetricsOf(ledger).find((x) => x.id === "phases")!.value).toBe(3);
    expect(
      m.implementation
        .withPlanStatus(m.implementation.monthlyTimeline, ledger)
        .every((x) => x.status === "Ended"),
    ).toBe(true);
  });

  it("moves the lines the timeline's milestones cover, and only those", () => {
    expect(m.digital.digitalRoadmapOf(m.ledger)[0]!.progress).toBe(20);
    // The enrolment line of Q4 2026 (one of its three lines).
    expect(m.agri.agriRoadmapOf(ledger).map((q) => q.progress)).toEqual([0, 0, 0, 33, 0, 0]);
    expect(m.aiLab.aiLessonsBeganOf(ledger)).toBe("2027-12-01");
    expect(m.engagement.engagementVars("en", ledger)).toMatchObject({
      now: "completed",
      raised: "some",
      spent: "none",
    });
  });
});
