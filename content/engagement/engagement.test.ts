import { FAMILIES_INVESTED_CLAIM } from "@/content/budget";
import { engagementActivities } from "@/content/engagement/activities";
import { engagementSteps } from "@/content/engagement/steps";
import { engagementMetricsOf } from "@/content/engagement/metrics";
import { socialProofOf } from "@/content/engagement/proof";
import {
  engagementLevels,
  engagementVars,
  VISIT_STAY_DAYS,
  wayIds,
} from "@/content/engagement/shared";
import { waysToTakePart } from "@/content/engagement/ways";
import { getPilot } from "@/lib/programme";
import { routeForPath } from "@/lib/routes";

const { ledger } = getPilot();
const engagementMetrics = engagementMetricsOf(ledger);
const socialProof = socialProofOf(ledger);

describe("engagement content", () => {
  it("offers the five ways other pages link to, in order", () => {
    expect(waysToTakePart.map((w) => w.id)).toEqual([
      "volunteer",
      "share-expertise",
      "advocate",
      "visit",
      "invest",
    ]);
    expect(engagementMetrics.find((m) => m.id === "ways")!.value).toBe(wayIds.length);
  });
  it("claims no money raised and no supporters before launch", () => {
    expect(engagementMetrics.find((m) => m.id === "raised")!.value).toBe(ledger.fundsRaised);
    expect(ledger.fundsRaised).toBe(0);
    expect(socialProof.find((p) => p.id === "supporters")!.count).toBe(0);
    expect(socialProof.map((p) => p.count)).not.toContain(FAMILIES_INVESTED_CLAIM);
  });
  it("numbers the engagement steps and derives completion as the share of the steps", () => {
    expect(engagementSteps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    expect(engagementSteps.map((s) => s.completion)).toEqual([20, 40, 60, 80, 100]);
  });
  it("uses only the spec's engagement levels", () => {
    const used = [...engagementSteps, ...engagementActivities].map((x) => x.engagement);
    for (const level of used) expect(engagementLevels).toContain(level);
  });
  it("links every way and every proof to pages in the route table", () => {
    for (const proof of socialProof) expect(routeForPath(proof.path)).toBeDefined();
    for (const way of waysToTakePart) {
      for (const link of way.links) expect(routeForPath(link.path)).toBeDefined();
    }
  });
  it("fills the sentences with the plan's figures and the accounts' cases: stage, money in and out", () => {
    expect(VISIT_STAY_DAYS).toEqual({ min: 2, max: 5 });
    expect(engagementVars("en", ledger)).toEqual({
      launch: "Q4 2025",
      start: "Oct 2025",
      end: "Dec 2027",
      min: "2",
      max: "5",
      adults: "200+",
      youth: "40",
      year: "2026",
      now: "pre",
      raised: "none",
      spent: "none",
      upi: "no",
      raisedShare: "0%",
      total: "₹1.63 Cr",
    });
  });
});
