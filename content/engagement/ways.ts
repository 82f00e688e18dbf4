import { z } from "zod";
import { pathSchema, wayIds } from "@/content/engagement/shared";

/** Link labels: `engagement.link.<id>`. */
const linkIds = [
  "plan",
  "education",
  "advisory",
  "risks",
  "scaling",
  "evidence",
  "tourism",
  "community",
  "investment",
  "transparency",
] as const;

export const waySchema = z.object({
  id: z.enum(wayIds),
  now: z.array(z.string().min(1)).min(2),
  later: z.string().min(1),
  links: z
    .array(z.object({ id: z.enum(linkIds), path: pathSchema }))
    .min(1)
    .max(2),
});
export type Way = z.infer<typeof waySchema>;

/** Each way to take part, with what can be done today (pre-launch) and what opens later. */
export const waysToTakePart: Way[] = z
  .array(waySchema)
  .length(wayIds.length)
  .parse([
    {
      id: "volunteer",
      now: [
        "Read the plan for the age group you would like to help.",
        "Look at the education programme, where most volunteer help will be needed.",
      ],
      later:
        "Volunteer roles in digital literacy and mentoring open with the launch in Q4 2025, and will be listed here.",
      links: [
        { id: "plan", path: "/our-plan" },
        { id: "education", path: "/education" },
      ],
    },
    {
      id: "share-expertise",
      now: [
        "Review the plan, the budget and the risk register, so your advice starts from the facts.",
        "See the advisory board seats being filled: telemedicine, education, solar, finance and audit.",
      ],
      later:
        "Advisers are appointed seat by seat; each appointment will be published on the advisory board page.",
      links: [
        { id: "advisory", path: "/expert-advisory" },
        { id: "risks", path: "/risk-management" },
      ],
    },
    {
      id: "advocate",
      now: [
        "Share this page, or the national scaling plan, with someone who could fund, advise or build it.",
        "Check the figures on the evidence base first, so that what you share is accurate.",
      ],
      later: "Once work starts, share the monthly progress from the dashboard.",
      links: [
        { id: "scaling", path: "/scaling" },
        { id: "evidence", path: "/evidence" },
      ],
    },
    {
      id: "visit",
      now: [
        "Visits are not arranged yet: the programme has not started.",
        "The village tourism plan sets out stays of 2 to 5 days for when they are.",
      ],
      later: "Visits open with the tourism programme, hosted by village families.",
      links: [
        { id: "tourism", path: "/village-tourism-execution" },
        { id: "community", path: "/community" },
      ],
    },
    {
      id: "invest",
      now: [
        "Choose an impact level and meet the families it reaches.",
        "See how every rupee is released and verified. Nothing has been raised yet, and there is no payment on this site.",
      ],
      later:
        "Investments are taken from the launch in Q4 2025, with monthly updates for every investor.",
      links: [
        { id: "investment", path: "/investment" },
        { id: "transparency", path: "/transparency" },
      ],
    },
  ]);
