import { z } from "zod";
import { allPaths } from "@/lib/routes";

/**
 * The expert advisory board being formed. No adviser has been appointed, so the page presents the
 * seats being filled, what each reviews and how advisers are appointed: no people are named.
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

const pagePath = z
  .string()
  .refine((path) => allPaths().includes(path), { message: "not a page of the site" });

export const advisorySeatSchema = z.object({
  id: z.enum(seatIds),
  domain: z.string().min(1),
  /** What the adviser in this seat reviews. */
  reviews: z.array(z.string().min(1)).min(2),
  /** The experience the seat asks for. */
  lookingFor: z.string().min(1),
  /** The page of the plan this seat reviews most closely. */
  relatedPath: pagePath,
  /** Every seat is open: nobody has been appointed yet. */
  status: z.literal("open"),
});
export type AdvisorySeat = z.infer<typeof advisorySeatSchema>;

export const advisorySeats: AdvisorySeat[] = z.array(advisorySeatSchema).parse([
  {
    id: "telemedicine",
    domain: "Telemedicine and Public Health",
    reviews: [
      "Consultation and referral protocols of the telemedicine centre",
      "Consent and privacy of patient records",
      "How health outcomes are measured",
    ],
    lookingFor: "A doctor or public-health specialist with rural telemedicine experience",
    relatedPath: "/telemedicine-impact",
    status: "open",
  },
  {
    id: "education",
    domain: "Education and AI Learning",
    reviews: [
      "Lessons in Hindi, Chhattisgarhi and English",
      "Whether AI learning tools are suitable and safe for children",
      "How literacy gains are measured",
    ],
    lookingFor: "An educator or researcher in multilingual primary and secondary education",
    relatedPath: "/education",
    status: "open",
  },
  {
    id: "energy",
    domain: "Solar and Energy Systems",
    reviews: [
      "Design of the solar grid and pumps",
      "Battery safety and maintenance plans",
      "Running costs after the programme ends",
    ],
    lookingFor: "An engineer who has built and maintained village solar systems",
    relatedPath: "/solar-power-impact",
    status: "open",
  },
  {
    id: "connectivity",
    domain: "Connectivity and Digital Infrastructure",
    reviews: [
      "Satellite internet and hotspot deployment",
      "Uptime and support arrangements",
      "Data security for households and services",
    ],
    lookingFor: "A network engineer with rural or satellite connectivity experience",
    relatedPath: "/starlink-impact",
    status: "open",
  },
  {
    id: "finance",
    domain: "Finance and Audit",
    reviews: [
      "Budget, procurement and receipts",
      "The arrangement for an independent audit",
      "Quarterly financial reports before they are published",
    ],
    lookingFor: "A chartered accountant with non-profit audit experience",
    relatedPath: "/transparency",
    status: "open",
  },
  {
    id: "agriculture",
    domain: "Agriculture and Agri-Processing",
    reviews: [
      "The agri-processing centre's plan and food safety",
      "Fair-price agreements with farmers",
      "Crop advice given through the AI lab",
    ],
    lookingFor: "An agronomist or farmer-producer organisation leader",
    relatedPath: "/agri-processing-execution",
    status: "open",
  },
  {
    id: "community",
    domain: "Community Development and Gender",
    reviews: [
      "How the village council and gram sabha take part in decisions",
      "Inclusion of women, elders and the poorest households",
      "Consent before any family's story is shared",
    ],
    lookingFor: "A community development practitioner with experience in Chhattisgarh",
    relatedPath: "/community",
    status: "open",
  },
  {
    id: "livelihoods",
    domain: "Livelihoods and Rural Enterprise",
    reviews: [
      "The Digital Services Hub and tourism plans",
      "How household income is measured against the target",
      "Whether new enterprises can run without grants",
    ],
    lookingFor: "A rural enterprise or livelihoods specialist",
    relatedPath: "/digital-services-execution",
    status: "open",
  },
]);

export const appointmentStepSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
});

/** How an adviser will be appointed, in order. */
export const appointmentSteps = z
  .array(appointmentStepSchema)
  .length(5)
  .parse([
    {
      title: "Nomination",
      text: "Anyone can suggest a candidate through the Engagement Hub; partner institutions and the village council nominate too.",
    },
    {
      title: "Review against the seat",
      text: "The programme team checks each candidate's experience against what the seat reviews, and takes up references.",
    },
    {
      title: "Declaration of interests",
      text: "Candidates declare any interest in suppliers or partners; anyone who sells to the programme cannot hold a seat.",
    },
    {
      title: "Meeting the village",
      text: "Each candidate meets the village council, which can ask questions and raise objections before appointment.",
    },
    {
      title: "Published appointment",
      text: "The adviser's name, background, term and declared interests are published on this page before they begin.",
    },
  ]);

/** What the board will do once appointed. */
export const boardDuties = z
  .array(z.string().min(1))
  .min(3)
  .parse([
    "Review each phase's plan before its money is released",
    "Read the quarterly progress and financial reports and publish its comments on them",
    "Advise the programme team; it does not spend money or manage staff",
    "Flag any risk it sees to the Risk Management Matrix",
  ]);

/** Seats filled so far: none, since the board is still being formed. */
export function appointedCount(seats: readonly AdvisorySeat[] = advisorySeats): number {
  return seats.filter((seat) => seat.status !== "open").length;
}
