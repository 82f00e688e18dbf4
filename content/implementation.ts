import { z } from "zod";
import { phases, type BudgetPhase } from "@/content/budget";
import { village } from "@/content/village";
import { LAKH } from "@/lib/format";
import { numberLocale, type Lang } from "@/lib/i18n";

/**
 * The month-by-month implementation plan (spec §3 'Monthly timeline entry'), Oct 2025 to Dec 2027.
 * Activity budgets are typed once; a month's budget is the sum of its activities, and the months of
 * each phase add up to that phase's budget in content/budget.ts (93 + 35 + 35 lakh).
 */

export const planStatuses = ["Planned", "In Progress", "Completed"] as const;
export const planStatusSchema = z.enum(planStatuses);
export type PlanStatus = z.infer<typeof planStatusSchema>;

export const activitySchema = z.object({
  activity: z.string().min(1),
  /** Rupees. */
  budget: z.number().int().positive(),
  deliverables: z.array(z.string().min(1)).min(1),
  risks: z.string().min(1),
  mitigation: z.string().min(1),
});
export type Activity = z.infer<typeof activitySchema>;

export const monthlyEntrySchema = z.object({
  /** ISO year-month, e.g. "2025-10". */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  phase: z.enum(["phase1", "phase2", "phase3"]),
  status: planStatusSchema,
  activities: z.array(activitySchema).min(1),
});
export type MonthlyEntry = z.infer<typeof monthlyEntrySchema> & { budget: number };

function act(
  activity: string,
  lakh: number,
  deliverables: string[],
  risks: string,
  mitigation: string,
): Activity {
  return { activity, budget: lakh * LAKH, deliverables, risks, mitigation };
}

/** One month of the plan. Nothing has started (pre-implementation), so every month is Planned. */
function month(month: string, phase: string, activities: Activity[]) {
  return { month, phase, status: "Planned", activities };
}

/** Plan items of spec §9 'Project and budget' (also counted on the impact page). */
export const PLAN_ITEMS = {
  satelliteKits: 3,
  solarKw: 15,
  computers: 25,
  artisans: 15,
  /** "200+ adults trained": the lower bound. */
  adultsTrainedAtLeast: 200,
} as const;

const { households } = village.population;

const rows = z.array(monthlyEntrySchema).parse([
  /* Phase 1 Foundation: connectivity, water, telemedicine, solar, AI lab, digital literacy. */
  month("2025-10", "phase1", [
    act(
      "Household baseline survey and village programme committee",
      2,
      [
        `All ${households} households surveyed`,
        "Programme committee formed with the gram panchayat",
      ],
      "Families away for seasonal work are missed",
      "Evening and weekend visits by local volunteers speaking Chhattisgarhi",
    ),
    act(
      `Satellite internet kits ordered (${PLAN_ITEMS.satelliteKits} kits) and hotspot sites chosen`,
      8,
      [
        `${PLAN_ITEMS.satelliteKits} satellite internet kits ordered`,
        "Hotspot sites agreed with the community",
      ],
      "Equipment delivery delays",
      "Order at launch with delivery dates in the contract; an alternate authorised supplier lined up",
    ),
  ]),
  month("2025-11", "phase1", [
    act(
      "Satellite internet installed and village Wi-Fi network built",
      20,
      [
        "Terminals at the school, health centre and panchayat office",
        "Wi-Fi hotspots covering every hamlet",
      ],
      "Installation slowed by terrain or weather",
      "Installation booked for the dry season; a local technician trained alongside",
    ),
    act(
      "Water infrastructure: pump, storage tank and pipeline works",
      6,
      ["Tank site and pipeline route agreed in a gram sabha", "Civil works started"],
      "Disagreement over the tank site",
      "Site chosen openly in a gram sabha meeting",
    ),
  ]),
  month("2025-12", "phase1", [
    act(
      "Telemedicine centre fitted out and equipped",
      12,
      [
        "Consultation room, diagnostic kit and video link ready",
        "Tele-consultation agreement sought with hospitals",
      ],
      "Doctors unavailable at agreed hours",
      "Agreements with more than one hospital and a rota of doctors",
    ),
    act(
      "Water infrastructure completed",
      6,
      ["Clean water point in service", "Water committee trained in upkeep"],
      "Pump failure",
      "Spare parts kept in the village and a trained local mechanic",
    ),
  ]),
  month("2026-01", "phase1", [
    act(
      "Solar water pumps installed",
      12,
      ["Solar pumps irrigating farm plots", "Farmers trained to run and maintain them"],
      "Panel theft or damage",
      "Fenced sites, equipment insurance and a community watch",
    ),
    act(
      `AI education lab set up (${PLAN_ITEMS.computers} computers)`,
      8,
      [
        `${PLAN_ITEMS.computers} computers with learning software in Hindi, Chhattisgarhi and English`,
        "Two local lab assistants trained",
      ],
      "Power cuts interrupt classes",
      "The lab runs on the solar system with battery backup",
    ),
  ]),
  month("2026-02", "phase1", [
    act(
      `Solar grid (${PLAN_ITEMS.solarKw} kW) with battery storage`,
      10,
      [
        `${PLAN_ITEMS.solarKw} kW grid powering the school, health centre and lab`,
        "Battery backup for the evening hours",
      ],
      "Equipment prices rise",
      "Fixed-price quotation signed before ordering",
    ),
    act(
      "Digital literacy programme starts",
      3,
      [
        "First family batches learn phones, payments and safe browsing",
        "Village digital volunteers chosen",
      ],
      "Low turnout among women and seniors",
      "Separate sessions at convenient times, in Chhattisgarhi",
    ),
  ]),
  month("2026-03", "phase1", [
    act(
      "Telemedicine services open, with a first health camp",
      4,
      ["Daily tele-consultation hours", "Health camp for every age group"],
      "Villagers hesitate to consult by video",
      "A trained health worker sits with each patient during the call",
    ),
    act(
      "Phase 1 review",
      2,
      [
        "Progress checked against this plan and the eight KPIs",
        "Receipts reconciled and published on the transparency hub",
      ],
      "Delays carried into Phase 2",
      "Phase 2 re-planned openly, with reasons published",
    ),
  ]),
  /* Phase 2 Expansion: skills, agri-processing, women's groups, wider learning. */
  month("2026-04", "phase2", [
    act(
      "Skills training cohort 1: digital marketing and remote work",
      4,
      ["First cohort of young adults enrolled", "Course in Hindi and Chhattisgarhi"],
      "Trainees drop out for farm work",
      "Classes timed around the farming calendar",
    ),
    act(
      "After-school personalised learning in the AI lab",
      2,
      ["Timetable for every school-age child", "Learning levels recorded at entry"],
      "Teachers unfamiliar with the software",
      "Hands-on teacher training before classes start",
    ),
  ]),
  month("2026-05", "phase2", [
    act(
      "Farmer group formed for agri-processing",
      2,
      ["Farmer producer group registered", "Crops and products for processing chosen"],
      "Too few farmers join",
      "Open meetings showing expected prices and costs",
    ),
    act(
      "Specialist tele-consultation days",
      2,
      ["Monthly specialist days for women, children and seniors"],
      "Specialist slots cancelled",
      "Back-up slots agreed with a second hospital",
    ),
  ]),
  month("2026-06", "phase2", [
    act(
      "Women's self-help groups: digital payments and online selling",
      3,
      ["Self-help groups trained in digital payments", "First products listed online"],
      "Family resistance to women's participation",
      "Sessions held in the village with family members invited",
    ),
    act(
      "Pre-monsoon maintenance of solar and network equipment",
      2,
      ["Mounts, cables and panels checked", "Surge protection tested"],
      "Storm damage in the monsoon",
      "Spares stocked before June; equipment insured",
    ),
  ]),
  month("2026-07", "phase2", [
    act(
      "Agri-processing equipment installed",
      6,
      ["Processing unit running trial batches", "Operators trained"],
      "Machinery delivery delayed by the monsoon",
      "Ordered in May with covered storage ready",
    ),
    act(
      "Health literacy sessions",
      1,
      ["Sessions on nutrition, hygiene and maternal health"],
      "Low attendance during sowing",
      "Short sessions after the evening meal",
    ),
  ]),
  month("2026-08", "phase2", [
    act(
      "Skills training cohort 2 and remote-work placements",
      4,
      ["Second cohort enrolled", "First trainees matched with remote work"],
      "Too few remote-work openings",
      "Placements sought through several platforms and employers",
    ),
    act(
      "Multilingual learning for adults",
      2,
      ["Evening classes in Hindi, Chhattisgarhi and English"],
      "Adults too busy to attend",
      "Short lessons on phones as well as in the lab",
    ),
  ]),
  month("2026-09", "phase2", [
    act(
      "Digital services hub prepared",
      5,
      ["Hub room equipped", "Services and prices agreed with the village"],
      "Hub not used",
      "Start with the services families ask for most",
    ),
    act(
      "Phase 2 review",
      2,
      ["KPIs measured against their milestones", "Spending reconciled and published"],
      "Budget overrun in Phase 2",
      "Drawn from the 10% contingency reserve only with a published reason",
    ),
  ]),
  /* Phase 3 Completion: enterprise, tourism, leadership and handover to the village. */
  month("2026-10", "phase3", [
    act(
      "Digital services hub opens",
      3,
      ["Hub open six days a week", "Local youth running it"],
      "Low early demand",
      "Services promoted at the weekly market",
    ),
  ]),
  month("2026-11", "phase3", [
    act(
      "First processed products to market",
      3,
      ["Packaged products on sale", "Sales recorded by channel"],
      "Prices lower than expected",
      "Several sales channels so no single buyer sets the price",
    ),
  ]),
  month("2026-12", "phase3", [
    act(
      "Household digital fluency check",
      2,
      [`Digital fluency measured in all ${households} households`],
      "Households left behind",
      "Home visits for families who need more help",
    ),
  ]),
  month("2027-01", "phase3", [
    act(
      "Village tourism preparation",
      3,
      ["Homestays and local guides trained", "Visitor packages priced"],
      "Visitors do not come",
      "Packages tested with small groups first",
    ),
  ]),
  month("2027-02", "phase3", [
    act(
      "Skills training cohort 3",
      3,
      ["Third cohort enrolled", "Graduates from cohorts 1-2 mentor new trainees"],
      "Trainer turnover",
      "Local graduates trained as trainers",
    ),
  ]),
  month("2027-03", "phase3", [
    act(
      "Mid-phase review",
      2,
      ["KPIs and spending reviewed", "Plan for the rest of 2027 published"],
      "Targets slipping",
      "Resources moved to the lagging KPIs",
    ),
  ]),
  month("2027-04", "phase3", [
    act(
      "Community leadership programme",
      2,
      ["Village leaders trained to run the services", "Youth and women in the leadership group"],
      "Leadership limited to a few people",
      "Seats reserved for women and young people",
    ),
  ]),
  month("2027-05", "phase3", [
    act(
      "Pre-monsoon maintenance",
      2,
      ["All equipment serviced", "Spares stocked"],
      "Storm damage",
      "Insurance and a repair fund",
    ),
  ]),
  month("2027-06", "phase3", [
    act(
      "Online bookings for village tourism",
      2,
      ["Booking page and payment options live"],
      "Fraudulent bookings",
      "Advance payments through verified channels only",
    ),
  ]),
  month("2027-07", "phase3", [
    act(
      "Support for women-led enterprises",
      2,
      ["Small enterprises given bookkeeping and marketing help"],
      "Enterprises fail in the first year",
      "Mentoring and a shared sales channel",
    ),
  ]),
  month("2027-08", "phase3", [
    act(
      "Equipment health check and replacements",
      2,
      ["Worn parts replaced", "Maintenance log handed to local operators"],
      "Hidden wear causes outages",
      "Preventive checks on a fixed schedule",
    ),
  ]),
  month("2027-09", "phase3", [
    act(
      "Local operators take over day-to-day running",
      3,
      ["Operators paid from service income", "Running costs covered locally"],
      "Income does not cover running costs",
      "Tariffs reviewed with the village committee",
    ),
  ]),
  month("2027-10", "phase3", [
    act(
      "Handover to the village committee",
      2,
      ["Committee runs the internet, health and learning services"],
      "Committee lacks skills",
      "Months of shadowing before handover",
    ),
  ]),
  month("2027-11", "phase3", [
    act(
      "Final household survey",
      2,
      [`All ${households} households surveyed again`],
      "Survey bias",
      "Same questions and method as the baseline survey",
    ),
  ]),
  month("2027-12", "phase3", [
    act(
      "Final review and replication playbook",
      2,
      ["Results published against the baseline", "Playbook for other villages written"],
      "Results overstated",
      "Figures published with the raw survey counts",
    ),
  ]),
]);

/** The monthly plan, each month's budget the sum of its activities. */
export const monthlyTimeline: MonthlyEntry[] = rows.map((m) => ({
  ...m,
  budget: m.activities.reduce((sum, a) => sum + a.budget, 0),
}));

export function monthsOfPhase(id: BudgetPhase["id"]): MonthlyEntry[] {
  return monthlyTimeline.filter((m) => m.phase === id);
}

/** Sum of the monthly budgets of one phase: must equal the phase budget. */
export function monthlyBudgetOfPhase(id: BudgetPhase["id"]): number {
  return monthsOfPhase(id).reduce((sum, m) => sum + m.budget, 0);
}

/** "2025-10" → "Oct 2025" in English, "अक्टू॰ 2025" in Hindi and Chhattisgarhi. */
export function monthLabel(month: string, lang: Lang): string {
  const [year, mm] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(numberLocale[lang], {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, mm - 1, 1)));
}

/** "2025-10" → "Q4 2025". */
export function quarterOf(month: string): string {
  const [year, mm] = month.split("-").map(Number);
  return `Q${Math.ceil((mm ?? 1) / 3)} ${year}`;
}

/** The phases with their month counts in this plan (6, 6 and 15, as the pages show them). */
export const planPhases = phases.map((p) => ({ ...p, plannedMonths: monthsOfPhase(p.id).length }));

/** What each phase focuses on (spec §1 for Phase 1; the others from the monthly plan above). */
export const phaseFocus: Record<BudgetPhase["id"], string[]> = {
  phase1: [
    "Connectivity deployment",
    "Solar pump installation",
    "Basic telemedicine",
    "Digital literacy programmes",
  ],
  phase2: [
    "Skills training in digital marketing and remote work",
    "Agri-processing enterprise",
    "Women's self-help groups",
    "Personalised and multilingual learning",
  ],
  phase3: [
    "Digital services hub and village tourism",
    "Community leadership",
    "Handover to the village committee",
    "Final survey and replication playbook",
  ],
};

export const reviewSchema = z.object({
  /** Also the dictionary key of its title: `implementation-timeline.monitoring.<id>`. */
  id: z.enum(["monthly", "quarterly", "phase"]),
  description: z.string().min(1),
});

/** How progress is reviewed (Monitoring tab). Phase review months come from the plan above. */
export const reviewCadence = z.array(reviewSchema).parse([
  {
    id: "monthly",
    description:
      "Each month's activities, deliverables and spending are checked against this plan. Expenses and receipts are published on the transparency hub every month.",
  },
  {
    id: "quarterly",
    description:
      "The eight core KPIs are measured each quarter with the same survey method as the baseline and compared with their quarterly milestones on the progress dashboard.",
  },
  {
    id: "phase",
    description:
      "At the end of each phase the budget, deliverables and KPIs are reviewed together, lessons are written up and the next phase is re-planned in the open.",
  },
]);

/** The last month of each phase, when its review happens. */
export const phaseReviewMonths = phases.map((p) => monthsOfPhase(p.id).at(-1)?.month ?? "");

export const reportingSchema = z.object({
  /** Pages are titled by the route table; the village meetings by `implementation-timeline.monitoring.village`. */
  id: z.enum(["transparency", "dashboard", "investment", "village"]),
  description: z.string().min(1),
  path: z.string().startsWith("/").optional(),
});

/** Where progress is reported (Monitoring tab). */
export const reporting = z.array(reportingSchema).parse([
  {
    id: "transparency",
    description: "Budget by category, monthly expenses, receipts and how each rupee is verified.",
    path: "/transparency",
  },
  {
    id: "dashboard",
    description: "The eight core KPIs against their targets, the phase timeline and the baseline.",
    path: "/dashboard",
  },
  {
    id: "investment",
    description:
      "Every investment tier includes regular progress updates from launch; the investment page shows how many each tier receives.",
    path: "/investment",
  },
  {
    id: "village",
    description:
      "Progress and spending are read out at gram sabha meetings in Chhattisgarhi, so the village checks the plan too.",
  },
]);
