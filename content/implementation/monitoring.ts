import { z } from "zod";

export const reviewSchema = z.object({
  /** Also the dictionary key of its title: `implementation-timeline.monitoring.<id>`. */
  id: z.enum(["monthly", "quarterly", "phase"]),
  description: z.string().min(1),
});

/** How progress is reviewed (Monitoring tab). Phase review months come from the plan (`phaseReviewMonths`). */
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
