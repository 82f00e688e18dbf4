import { auditFigures, realFigureAudit } from "@/content/figures/audit";
import { disagreements } from "@/content/figures/disagreements";
import { phases } from "@/content/budget";
import { planEntriesOf, unnamedClashes } from "./entries";
import { implied, phase1Input, unmappedPhase1 } from "./index";
import { phaseContents, plannedByPhaseEnd, unmappedActivities } from "./model";

const LAKH = 1_00_000;
const entry = (id: string) => disagreements.find((d) => d.id === id);
const values = (id: string) => entry(id)?.readings.map((r) => r.value);

describe("the plan model on the site's content", () => {
  it("finds Phase 1's contents split differently by the dashboard and the monthly plan", () => {
    expect(values("phase1-satellite")).toEqual([45 * LAKH, 28 * LAKH]);
    expect(values("phase1-telemedicine")).toEqual([28 * LAKH, 16 * LAKH]);
    expect(values("phase1-literacy")).toEqual([8 * LAKH, 3 * LAKH]);
    // Water works: in the monthly Phase 1, nowhere in the dashboard's (its reading leads).
    expect(values("phase1-water-works")).toEqual([12 * LAKH, 0]);
    expect(values("phase1-survey-review")).toEqual([4 * LAKH, 0]);
    expect(entry("phase1-satellite")!.readings.map((r) => r.pages)).toEqual([
      ["/dashboard"],
      ["/implementation-timeline"],
    ]);
  });

  it("finds the home page's age groups adding up to fewer people than the village has", () => {
    expect(values("age-groups-population")).toEqual([1_797, 1_717]);
    expect(entry("age-groups-population")!.readings[1]!.pages).toEqual(["/"]);
  });

  it("finds telemedicine opening after the dashboard's window for it closes", () => {
    // January 2026 (month 4) on the dashboard; the centre opens in March 2026 (month 6).
    expect(values("telemedicine-timing")).toEqual([4, 6]);
    expect(entry("telemedicine-timing")!.unit).toBe("planMonth");
  });

  it("finds the phases' months agreeing, and budget against actual reaching each phase's budget", () => {
    const ids = disagreements.map((d) => d.measure);
    expect(ids.filter((m) => /^phase\.phase\d\.(months|cumulative)$/.test(m))).toEqual([]);
    expect(implied.filter((i) => i.id === "phase.phase1.cumulative").map((i) => i.value)).toEqual([
      93 * LAKH,
      93 * LAKH,
    ]);
  });

  it("carries every activity of Phase 1 and gives every clash an entry", () => {
    expect(unmappedPhase1).toEqual([]);
    expect(unnamedClashes).toEqual([]);
  });
});

describe("the plan model fails on a planted clash", () => {
  it("names a Phase 1 item whose two budgets come apart", () => {
    const planted = {
      ...phase1Input,
      dashboard: phase1Input.dashboard.map((d) =>
        d.id === "solarPumps" ? { ...d, budget: 13 * LAKH } : d,
      ),
    };
    const { unnamed } = planEntriesOf([...implied, ...phaseContents(planted)]);
    expect(unnamed).toEqual(["phase1.solarPumps.budget"]);
  });

  it("names an activity added to Phase 1 that no item carries", () => {
    const planted = {
      ...phase1Input,
      monthly: [
        ...phase1Input.monthly,
        { id: "fencing", month: "2026-02", phase: "phase1", budget: LAKH },
      ],
    };
    expect(unmappedActivities(planted)).toEqual(["fencing"]);
  });

  it("lists budget against actual planning more than the Phase 1 budget by its end", () => {
    // The old spread of the hub's categories: ₹1,35,00,000 by March 2026.
    const old = plannedByPhaseEnd(phases, [{ month: "2026-03", plannedToDate: 135 * LAKH }]);
    const { entries } = planEntriesOf(old.filter((i) => i.id === "phase.phase1.cumulative"));
    expect(entries.map((e) => [e.id, e.readings.map((r) => r.value)])).toEqual([
      ["phase1-planned-to-date", [93 * LAKH, 135 * LAKH]],
    ]);
  });

  it("makes the figure audit fail on an implied figure the list does not explain", () => {
    const planted = auditFigures({
      ...realFigureAudit,
      modules: realFigureAudit.modules.map((m) =>
        m.file === "content/figures/plan-model/index.ts"
          ? {
              ...m,
              namespace: {
                ...m.namespace,
                implied: [
                  ...implied,
                  { id: "phase.phase2.months", value: 7, source: "x", pages: [] },
                ],
              },
            }
          : m,
      ),
    });
    expect([...planted.unlisted.keys()]).toEqual(["phase.phase2.months"]);
  });
});
