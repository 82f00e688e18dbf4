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
  links: z
    .array(z.object({ id: z.enum(linkIds), path: pathSchema }))
    .min(1)
    .max(2),
});
export type Way = z.infer<typeof waySchema>;

/** What can be done now, two steps per way: `engagement.way.<id>.now1` and `.now2`. */
export const wayNowSteps = ["now1", "now2"] as const;

/**
 * Each way to take part. What can be done today (pre-launch) is `engagement.way.<id>.now1` and
 * `.now2`, what opens later `engagement.way.<id>.later`.
 */
export const waysToTakePart: Way[] = z
  .array(waySchema)
  .length(wayIds.length)
  .parse([
    {
      id: "volunteer",
      links: [
        { id: "plan", path: "/our-plan" },
        { id: "education", path: "/education" },
      ],
    },
    {
      id: "share-expertise",
      links: [
        { id: "advisory", path: "/expert-advisory" },
        { id: "risks", path: "/risk-management" },
      ],
    },
    {
      id: "advocate",
      links: [
        { id: "scaling", path: "/scaling" },
        { id: "evidence", path: "/evidence" },
      ],
    },
    {
      id: "visit",
      links: [
        { id: "tourism", path: "/village-tourism-execution" },
        { id: "community", path: "/community" },
      ],
    },
    {
      id: "invest",
      links: [
        { id: "investment", path: "/investment" },
        { id: "transparency", path: "/transparency" },
      ],
    },
  ]);
