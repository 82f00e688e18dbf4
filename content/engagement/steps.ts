import { z } from "zod";
import { engagementLevels } from "@/content/engagement/shared";

export const engagementStepSchema = z.object({
  id: z.enum(["discover", "verify", "choose", "commit", "follow"]),
  engagement: z.enum(engagementLevels),
});
/**
 * Words: `engagement.journey.<id>.description` and `.feedback` (what we ask supporters to tell us
 * at this step).
 */
export type EngagementStep = z.infer<typeof engagementStepSchema> & {
  step: number;
  completion: number;
};

const stepRows = z
  .array(engagementStepSchema)
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

/** The engagement steps; completion is how far through them each step is (20% per step). */
export const engagementSteps: EngagementStep[] = stepRows.map((row, i) => ({
  ...row,
  step: i + 1,
  completion: Math.round(((i + 1) / stepRows.length) * 100),
}));
