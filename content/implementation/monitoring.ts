import { z } from "zod";

export const reviewSchema = z.object({
  /**
   * Also the dictionary keys of its title and text: `implementation-timeline.monitoring.<id>` and
   * `implementation-timeline.monitoring.<id>.description`.
   */
  id: z.enum(["monthly", "quarterly", "phase"]),
});

/** How progress is reviewed (Monitoring tab). Phase review months come from the plan (`phaseReviewMonths`). */
export const reviewCadence = z.array(reviewSchema).parse([
  {
    id: "monthly",
  },
  {
    id: "quarterly",
  },
  {
    id: "phase",
  },
]);

export const reportingSchema = z.object({
  /**
   * Pages are titled by the route table; the village meetings by
   * `implementation-timeline.monitoring.village`. The text is `implementation-timeline.reporting.<id>`.
   */
  id: z.enum(["transparency", "dashboard", "investment", "village"]),
  path: z.string().startsWith("/").optional(),
});

/** Where progress is reported (Monitoring tab). */
export const reporting = z.array(reportingSchema).parse([
  {
    id: "transparency",
    path: "/transparency",
  },
  {
    id: "dashboard",
    path: "/dashboard",
  },
  {
    id: "investment",
    path: "/investment",
  },
  {
    id: "village",
  },
]);
