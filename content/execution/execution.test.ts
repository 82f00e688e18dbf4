import cgAgri from "@/content/i18n/cg/agri-processing-execution.json";
import cgDigital from "@/content/i18n/cg/digital-services-execution.json";
import cgTourism from "@/content/i18n/cg/village-tourism-execution.json";
import agriProcessingExecution from "@/content/i18n/en/agri-processing-execution.json";
import digitalServicesExecution from "@/content/i18n/en/digital-services-execution.json";
import villageTourismExecution from "@/content/i18n/en/village-tourism-execution.json";
import hiAgri from "@/content/i18n/hi/agri-processing-execution.json";
import hiDigital from "@/content/i18n/hi/digital-services-execution.json";
import hiTourism from "@/content/i18n/hi/village-tourism-execution.json";
import {
  agriChannelShare,
  agriFarmersInProducts,
  agriPlan,
  agriProducts,
  agriProductValue,
  agriRoadmapOf,
  agriRoadmap,
  agriRoadmapBudget,
  agriSalesChannels,
  channelRevenue,
} from "./agri-processing";
import {
  digitalRevenueProjections,
  digitalRoadmapOf,
  digitalRoadmap,
  digitalRoadmapBudget,
  digitalServices,
  digitalServicesPlan,
  DIGITAL_SELF_FUNDING_YEAR,
  digitalYouthInServices,
} from "./digital-services";
import { getPilot } from "@/lib/programme";
import { roadmapStatus } from "./schema";
import {
  packageRevenueAtCapacity,
  tourismPackages,
  tourismPlan,
  tourismRevenueShare,
  tourismRevenueSplit,
  tourismRoadmapOf,
  tourismRoadmap,
  tourismRoadmapBudget,
  tourismSeasons,
  tourismSeasonVisitors,
} from "./village-tourism";

describe("roadmap badge rule", () => {
  it("reads 'In Progress' above 0% and 'Planned' otherwise", () => {
    expect(roadmapStatus(0)).toBe("planned");
    expect(roadmapStatus(0.5)).toBe("in-progress");
    expect(roadmapStatus(100)).toBe("in-progress");
  });
  it("shows every quarter of every plan as Planned: nothing has started", () => {
    const { ledger } = getPilot();
    const roadmaps = [
      ...digitalRoadmapOf(ledger),
      ...agriRoadmapOf(ledger),
      ...tourismRoadmapOf(ledger),
    ];
    for (const q of roadmaps) {
      expect(q.progress).toBe(0);
      expect(roadmapStatus(q.progress)).toBe("planned");
      for (const kpi of q.kpis) expect(kpi.current).toBe(0);
    }
  });
});

describe("chart labels", () => {
  // components/ui/bar-chart.tsx shortens labels past 26 characters; these all fit, in every language.
  it("are short enough to show in full", () => {
    const languages = [
      [digitalServicesExecution, agriProcessingExecution, villageTourismExecution],
      [hiDigital, hiAgri, hiTourism],
      [cgDigital, cgAgri, cgTourism],
    ] as const;
    for (const [digital, agri, tourism] of languages) {
      const labels = [
        ...digitalServices.map((s) => digital[`digital-services-execution.service.${s.id}.name`]),
        ...agriProducts.map((p) => agri[`agri-processing-execution.product.${p.id}.name`]),
        ...agriSalesChannels.map((c) => agri[`agri-processing-execution.channel.${c.id}`]),
        ...tourismRevenueSplit.map((r) => tourism[`village-tourism-execution.stream.${r.id}`]),
        ...tourismSeasons.map((s) => tourism[`village-tourism-execution.season.${s.id}.name`]),
      ];
      expect(labels).toHaveLength(5 + 5 + 4 + 4 + 4);
      for (const label of labels) expect(label.length).toBeLessThanOrEqual(26);
    }
  });
});

describe("Digital Services Hub (spec §9)", () => {
  it("costs ₹9,00,000 over 18 months for 40 youth, and the quarters add up", () => {
    expect(digitalServicesPlan).toEqual({ investment: 9_00_000, months: 18, youth: 40 });
    expect(digitalRoadmapBudget).toBe(digitalServicesPlan.investment);
    expect(digitalRoadmap).toHaveLength(digitalServicesPlan.months / 3);
    expect(digitalYouthInServices).toBe(digitalServicesPlan.youth);
  });
  it("pays its own way from the year its costs are met from revenue (Q1 2027)", () => {
    expect(DIGITAL_SELF_FUNDING_YEAR).toBe("2027");
  });
  it("projects ₹12 lakh, ₹24 lakh and ₹36 lakh for 2026-2028", () => {
    expect(digitalRevenueProjections.map((p) => [p.year, p.revenue])).toEqual([
      [2026, 12_00_000],
      [2027, 24_00_000],
      [2028, 36_00_000],
    ]);
  });
});

describe("Agri-Processing Center (spec §9)", () => {
  it("costs ₹30 lakh for 150 farmers, ₹1.2 crore revenue and 25 jobs", () => {
    expect(agriPlan).toEqual({
      investment: 30_00_000,
      farmers: 150,
      annualRevenue: 1_20_00_000,
      jobs: 25,
    });
    expect(agriRoadmapBudget).toBe(agriPlan.investment);
    expect(agriFarmersInProducts).toBe(agriPlan.farmers);
    expect(agriProductValue).toBe(agriPlan.annualRevenue);
  });
  it("splits sales 35/45/15/5% and channel revenue adds up", () => {
    expect(agriSalesChannels.map((c) => c.percentage)).toEqual([35, 45, 15, 5]);
    expect(agriChannelShare).toBe(100);
    const sum = agriSalesChannels.reduce((s, c) => s + channelRevenue(c.percentage), 0);
    expect(sum).toBe(agriPlan.annualRevenue);
  });
});

describe("Digital Village Tourism (spec §9)", () => {
  it("costs ₹21 lakh for 1,200 visitors a year and 30 jobs", () => {
    expect(tourismPlan).toEqual({ investment: 21_00_000, visitorsPerYear: 1_200, jobs: 30 });
    expect(tourismRoadmapBudget).toBe(tourismPlan.investment);
    expect(tourismSeasonVisitors).toBe(tourismPlan.visitorsPerYear);
  });
  it("has the four packages with their prices, durations and capacities", () => {
    expect(tourismPackages.map((p) => [p.price, p.duration, p.capacity])).toEqual([
      [3_500, 2, 15],
      [6_500, 3, 10],
      [15_000, 5, 8],
      [8_000, 2, 25],
    ]);
    expect(tourismPackages.map(packageRevenueAtCapacity)).toEqual([
      52_500, 65_000, 1_20_000, 2_00_000,
    ]);
  });
  it("splits revenue 40/35/15/10%", () => {
    expect(tourismRevenueSplit.map((r) => r.percentage)).toEqual([40, 35, 15, 10]);
    expect(tourismRevenueShare).toBe(100);
  });
});

describe("words in the dictionaries", () => {
  // The views show every title, deliverable, milestone, KPI, package and row label from the page
  // dictionaries (so they translate); the content modules hold only ids and figures.
  const plans = [
    [digitalServicesExecution, "digital-services-execution", digitalRoadmap],
    [agriProcessingExecution, "agri-processing-execution", agriRoadmap],
    [villageTourismExecution, "village-tourism-execution", tourismRoadmap],
  ] as const;

  it("give every quarter a title and every roadmap line and KPI its English words", () => {
    for (const [dictionary, id, roadmap] of plans) {
      const messages = dictionary as Record<string, string>;
      roadmap.forEach((q, i) => {
        expect(messages[`${id}.roadmap.quarter.${i + 1}`]).toBeTruthy();
        for (const line of [...q.deliverables, ...q.milestones]) {
          const text = messages[`${id}.line.${typeof line === "string" ? line : line.id}`];
          expect(text).toBeTruthy();
          // A line that quotes a figure has a place for it, and only such a line.
          expect(text?.includes("{n}")).toBe(typeof line !== "string");
        }
        for (const kpi of q.kpis) expect(messages[`${id}.kpi.${kpi.metric}`]).toBeTruthy();
      });
    }
  });

  it("give every package a name and highlights", () => {
    const tourism = villageTourismExecution as Record<string, string>;
    tourismPackages.forEach((p, i) => {
      expect(tourism[`village-tourism-execution.portfolio.package.${i + 1}`]).toBeTruthy();
      for (const h of p.highlights)
        expect(tourism[`village-tourism-execution.highlight.${h}`]).toBeTruthy();
    });
  });
});
