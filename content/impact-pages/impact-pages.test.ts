import * as aiLab from "@/content/impact-pages/ai-lab";
import { metricListSchema, phaseListSchema } from "@/content/impact-pages/schema";
import * as solar from "@/content/impact-pages/solar";
import * as starlink from "@/content/impact-pages/starlink";
import * as telemedicine from "@/content/impact-pages/telemedicine";
import { LAKH } from "@/lib/format";
import { getPilot } from "@/lib/programme";
import { progressPercent } from "@/lib/progress";
import { z } from "zod";

const { ledger } = getPilot();
const starlinkPhases = starlink.phasesOf(ledger);
const solarPhases = solar.phasesOf(ledger);

const byId = <T extends { id: string }>(list: readonly T[], id: T["id"]) =>
  list.find((x) => x.id === id)!;

describe("impact page content", () => {
  it("parses with the spec's satellite-internet figures", () => {
    expect(starlink.metrics.map((m) => [m.current, m.target])).toEqual([
      [25, 100],
      [15, 100],
      [20, 100],
      [10, 80],
    ]);
    expect(starlinkPhases.map((p) => p.completion)).toEqual([60, 0, 0, 0]);
    expect(starlinkPhases[0]!.status).toBe("In Progress");
    expect(starlink.benefits).toHaveLength(4);
    expect(starlink.specCards).toHaveLength(3);
  });

  it("derives the 2.5-year payback from ₹50 lakh over ₹20 lakh a year", () => {
    expect(starlink.STARLINK_PAGE_INVESTMENT).toBe(50 * LAKH);
    expect(starlink.PAYBACK_YEARS).toBe(2.5);
  });

  it("AI lab programmes add up to the student and programming figures", () => {
    const schoolSeats = aiLab.programmes
      .filter((p) => p.schoolAge)
      .reduce((s, p) => s + p.participants, 0);
    expect(schoolSeats).toBe(byId(aiLab.metrics, "students").current);
    expect(byId(aiLab.programmes, "coding").participants).toBe(
      byId(aiLab.metrics, "programming").current,
    );
    expect(aiLab.facilities.map((f) => [f.current, f.target])).toEqual([
      [30, 50],
      [15, 25],
      [12, 24],
    ]);
    expect(aiLab.AI_LAB_BUDGET.timeline).toBe("Q1 2026");
  });

  it("telemedicine savings total ₹6.8 lakh, the sum of the four", () => {
    expect(telemedicine.savings.map((s) => s.annualSavings)).toEqual([
      180_000, 120_000, 300_000, 80_000,
    ]);
    expect(telemedicine.TOTAL_ANNUAL_SAVINGS).toBe(6.8 * LAKH);
  });

  it("emergency response is a reverse metric measured from its 8-minute baseline", () => {
    const emergency = byId(telemedicine.metrics, "emergency");
    expect(emergency).toMatchObject({ current: 8, target: 2, baseline: 8, reverse: true });
    expect(progressPercent(emergency)).toBe(0);
    expect(progressPercent({ ...emergency, current: 2 })).toBe(100);
    expect(progressPercent(byId(telemedicine.metrics, "consultations"))).toBe(50);
  });

  it("solar parses with the spec's phases and component figures", () => {
    expect(solarPhases.map((p) => [p.completion, p.status])).toEqual([
      [100, "Completed"],
      [75, "In Progress"],
      [60, "In Progress"],
      [0, "Planned"],
    ]);
    expect(solar.components).toHaveLength(4);
    expect(solar.SOLAR_BUDGET.budgeted).toBe(32 * LAKH);
  });

  it("marks every story illustrative", () => {
    for (const list of [aiLab.stories, telemedicine.stories, solar.stories]) {
      expect(list).toHaveLength(3);
      for (const s of list) expect(s.illustrative).toBe(true);
    }
  });
});

describe("impact page schemas", () => {
  const id = z.string();
  it("rejects a reverse metric without a baseline above its target", () => {
    const metric = {
      id: "x",
      current: 8,
      target: 2,
      unit: "minutes",
      basis: "planning",
      reverse: true,
    };
    expect(() => metricListSchema(id).parse([metric])).toThrow(/baseline/);
    expect(() => metricListSchema(id).parse([{ ...metric, baseline: 1 }])).toThrow(/baseline/);
  });

  it("rejects a phase whose status disagrees with its completion", () => {
    const phase = {
      id: "x",
      status: "Planned",
      completion: 40,
      basis: "plan",
      timeline: { kind: "quarter", quarter: "Q1 2026" },
    };
    expect(() => phaseListSchema(id).parse([phase])).toThrow(/In Progress/);
  });
});

describe("phase completion the plan states", () => {
  it("is labelled as the plan's, not a measurement, until the files record the work", () => {
    // Published files record nothing: the solar preparation phases and the Starlink survey
    // read as the plan states them.
    expect(solarPhases.filter((p) => p.completion > 0).map((p) => p.basis)).toEqual([
      "plan",
      "plan",
      "plan",
    ]);
    expect(starlinkPhases.find((p) => p.id === "survey")).toMatchObject({
      completion: 60,
      basis: "plan",
    });
  });
});
