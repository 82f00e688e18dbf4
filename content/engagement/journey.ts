import { z } from "zod";
import { engagementLevels } from "@/content/engagement/shared";

export const journeySchema = z.object({
  id: z.enum(["discover", "verify", "choose", "commit", "follow"]),
  engagement: z.enum(engagementLevels),
});
/**
 * Words: `engagement.journey.<id>.description` and `.feedback` (what we ask supporters to tell us
 * at this step).
 */
export type JourneyStep = z.infer<typeof journeySchema> & { step: number; completion: number };

const journeyRows = z
  .array(journeySchema)
  .length(5)
  .parse([
    {
      id: "discover",
      engagement: "Medium",
    },
    {
      id: "verify",
      engagement: "High",
    },
    {
      id: "choose",
      engagement: "High",
    },
    {
      id: "commit",
      engagement: "Very High",
    },
    {
      id: "follow",
      engagement: "Very High",
    },
  ]);

/** The supporter journey; completion is how far through the journey each step is (20% per step). */
export const journeySteps: JourneyStep[] = journeyRows.map((row, i) => ({
  ...row,
  step: i + 1,
  completion: Math.round(((i + 1) / journeyRows.length) * 100),
}));
