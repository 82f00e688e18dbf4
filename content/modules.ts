// Not in the content registry: it is the registry's list, written from the folder.
// Written by scripts/content-index.mjs (npm run content:index) from the folder content/: do not
// edit. A new module is registered by being there; one that holds no content of its own says so
// with a line `// Not in the content registry: <why>` near its top.
import * as m0 from "@/content/advisory";
import * as m1 from "@/content/budget-categories";
import * as m2 from "@/content/budget-vs-actual";
import * as m3 from "@/content/budget";
import * as m4 from "@/content/community";
import * as m5 from "@/content/dashboard";
import * as m6 from "@/content/education";
import * as m7 from "@/content/engagement/activities";
import * as m8 from "@/content/engagement/metrics";
import * as m9 from "@/content/engagement/proof";
import * as m10 from "@/content/engagement/shared";
import * as m11 from "@/content/engagement/steps";
import * as m12 from "@/content/engagement/ways";
import * as m13 from "@/content/evidence";
import * as m14 from "@/content/execution/agri-processing";
import * as m15 from "@/content/execution/digital-services";
import * as m16 from "@/content/execution/progress";
import * as m17 from "@/content/execution/village-tourism";
import * as m18 from "@/content/figures/plan-model";
import * as m19 from "@/content/figures/sums";
import * as m20 from "@/content/framework-strategy";
import * as m21 from "@/content/framework";
import * as m22 from "@/content/funders/csr";
import * as m23 from "@/content/home/age-groups";
import * as m24 from "@/content/home/hero";
import * as m25 from "@/content/home/plan";
import * as m26 from "@/content/home/programmes";
import * as m27 from "@/content/home/targets";
import * as m28 from "@/content/impact-milestones";
import * as m29 from "@/content/impact-pages/ai-lab";
import * as m30 from "@/content/impact-pages/solar";
import * as m31 from "@/content/impact-pages/starlink";
import * as m32 from "@/content/impact-pages/telemedicine";
import * as m33 from "@/content/impact";
import * as m34 from "@/content/implementation/cohorts";
import * as m35 from "@/content/implementation";
import * as m36 from "@/content/implementation/monitoring";
import * as m37 from "@/content/implementation/phase-1";
import * as m38 from "@/content/implementation/phase-2";
import * as m39 from "@/content/implementation/phase-3";
import * as m40 from "@/content/implementation/plan-items";
import * as m41 from "@/content/investment/family-profiles";
import * as m42 from "@/content/investment";
import * as m43 from "@/content/investment/tax";
import * as m44 from "@/content/journey";
import * as m45 from "@/content/kpis";
import * as m46 from "@/content/ledger";
import * as m47 from "@/content/partnerships";
import * as m48 from "@/content/quality";
import * as m49 from "@/content/risks";
import * as m50 from "@/content/scaling";
import * as m51 from "@/content/timeline-quarters";
import * as m52 from "@/content/timeline";
import * as m53 from "@/content/transparency-impact";
import * as m54 from "@/content/transparency-verification";
import * as m55 from "@/content/transparency";
import * as m56 from "@/content/village";
import * as m57 from "@/content/vision";

/** Every content module: its path and its exports. */
export const moduleList: readonly (readonly [string, object])[] = [
  ["content/advisory.ts", m0],
  ["content/budget-categories.ts", m1],
  ["content/budget-vs-actual.ts", m2],
  ["content/budget.ts", m3],
  ["content/community.ts", m4],
  ["content/dashboard.ts", m5],
  ["content/education.ts", m6],
  ["content/engagement/activities.ts", m7],
  ["content/engagement/metrics.ts", m8],
  ["content/engagement/proof.ts", m9],
  ["content/engagement/shared.ts", m10],
  ["content/engagement/steps.ts", m11],
  ["content/engagement/ways.ts", m12],
  ["content/evidence.ts", m13],
  ["content/execution/agri-processing.ts", m14],
  ["content/execution/digital-services.ts", m15],
  ["content/execution/progress.ts", m16],
  ["content/execution/village-tourism.ts", m17],
  ["content/figures/plan-model/index.ts", m18],
  ["content/figures/sums.ts", m19],
  ["content/framework-strategy.ts", m20],
  ["content/framework.ts", m21],
  ["content/funders/csr.ts", m22],
  ["content/home/age-groups.ts", m23],
  ["content/home/hero.ts", m24],
  ["content/home/plan.ts", m25],
  ["content/home/programmes.ts", m26],
  ["content/home/targets.ts", m27],
  ["content/impact-milestones.ts", m28],
  ["content/impact-pages/ai-lab.ts", m29],
  ["content/impact-pages/solar.ts", m30],
  ["content/impact-pages/starlink.ts", m31],
  ["content/impact-pages/telemedicine.ts", m32],
  ["content/impact.ts", m33],
  ["content/implementation/cohorts.ts", m34],
  ["content/implementation/index.ts", m35],
  ["content/implementation/monitoring.ts", m36],
  ["content/implementation/phase-1.ts", m37],
  ["content/implementation/phase-2.ts", m38],
  ["content/implementation/phase-3.ts", m39],
  ["content/implementation/plan-items.ts", m40],
  ["content/investment/family-profiles.ts", m41],
  ["content/investment/index.ts", m42],
  ["content/investment/tax.ts", m43],
  ["content/journey.ts", m44],
  ["content/kpis.ts", m45],
  ["content/ledger/index.ts", m46],
  ["content/partnerships.ts", m47],
  ["content/quality.ts", m48],
  ["content/risks.ts", m49],
  ["content/scaling.ts", m50],
  ["content/timeline-quarters.ts", m51],
  ["content/timeline.ts", m52],
  ["content/transparency-impact.ts", m53],
  ["content/transparency-verification.ts", m54],
  ["content/transparency.ts", m55],
  ["content/village.ts", m56],
  ["content/vision.ts", m57],
];
