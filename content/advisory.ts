import { z } from "zod";
import { allPaths } from "@/lib/routes";

/**
 * The expert advisory board being formed. No adviser has been appointed, so the page presents the
 * seats being filled, what each reviews and how advisers are appointed: no people are named.
 *
 * This module holds ids, links, status and order; the words are in the page's dictionaries
 * (`expert-advisory.seat.<id>` for the domain, `.seat.<id>.review.<n>`, `.seat.<id>.lookingFor`,
 * `expert-advisory.process.step.<id>.title` and `.text`, `expert-advisory.duty.<id>`).
 */

export const seatIds = [
  "telemedicine",
  "education",
  "energy",
  "connectivity",
  "finance",
  "agriculture",
  "community",
  "livelihoods",
] as const;
export type SeatId = (typeof seatIds)[number];

/** Each seat's review items are numbered in its dictionary: `expert-advisory.seat.<id>.review.<n>`. */
export const reviewNumbers = ["1", "2", "3"] as const;

const pagePath = z
  .string()
  .refine((path) => allPaths().includes(path), { message: "not a page of the site" });

export const advisorySeatSchema = z.object({
  /** Dictionary id: `expert-advisory.seat.<id>` (the domain) and `.lookingFor` (the experience the seat asks for). */
  id: z.enum(seatIds),
  /** What the adviser in this seat reviews: `expert-advisory.seat.<id>.review.<n>`, in order. */
  reviews: z.array(z.enum(reviewNumbers)).min(2),
  /** The page of the plan this seat reviews most closely. */
  relatedPath: pagePath,
  /** Every seat is open: nobody has been appointed yet. */
  status: z.literal("open"),
});
export type AdvisorySeat = z.infer<typeof advisorySeatSchema>;

const allReviews = [...reviewNumbers];

export const advisorySeats: AdvisorySeat[] = z.array(advisorySeatSchema).parse([
  { id: "telemedicine", reviews: allReviews, relatedPath: "/telemedicine-impact", status: "open" },
  { id: "education", reviews: allReviews, relatedPath: "/education", status: "open" },
  { id: "energy", reviews: allReviews, relatedPath: "/solar-power-impact", status: "open" },
  { id: "connectivity", reviews: allReviews, relatedPath: "/starlink-impact", status: "open" },
  { id: "finance", reviews: allReviews, relatedPath: "/transparency", status: "open" },
  {
    id: "agriculture",
    reviews: allReviews,
    relatedPath: "/agri-processing-execution",
    status: "open",
  },
  { id: "community", reviews: allReviews, relatedPath: "/community", status: "open" },
  {
    id: "livelihoods",
    reviews: allReviews,
    relatedPath: "/digital-services-execution",
    status: "open",
  },
]);

export const appointmentStepIds = [
  "nomination",
  "review",
  "interests",
  "meeting",
  "published",
] as const;

export const appointmentStepSchema = z.object({
  /** Dictionary id: `expert-advisory.process.step.<id>.title` and `.text`. */
  id: z.enum(appointmentStepIds),
});

/** How an adviser will be appointed, in order. */
export const appointmentSteps = z
  .array(appointmentStepSchema)
  .length(5)
  .parse(appointmentStepIds.map((id) => ({ id })));

export const boardDutyIds = ["phase-plans", "reports", "advise", "risks"] as const;

/** What the board will do once appointed: `expert-advisory.duty.<id>`, in order. */
export const boardDuties = z
  .array(z.enum(boardDutyIds))
  .min(3)
  .parse([...boardDutyIds]);

/** Seats filled so far: none, since the board is still being formed. */
export function appointedCount(seats: readonly AdvisorySeat[] = advisorySeats): number {
  return seats.filter((seat) => seat.status !== "open").length;
}
