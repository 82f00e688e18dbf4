import { z } from "zod";
import { engagementLevels } from "@/content/engagement/shared";

export const journeySchema = z.object({
  id: z.enum(["discover", "verify", "choose", "commit", "follow"]),
  description: z.string().min(1),
  engagement: z.enum(engagementLevels),
  /** What we ask supporters to tell us at this step. */
  feedback: z.string().min(1),
});
export type JourneyStep = z.infer<typeof journeySchema> & { step: number; completion: number };

const journeyRows = z
  .array(journeySchema)
  .length(5)
  .parse([
    {
      id: "discover",
      description: "Learn the plan: the village, the age-group plans and the three phases.",
      engagement: "Medium",
      feedback: "Which part of the plan was unclear?",
    },
    {
      id: "verify",
      description: "Check the budget, the evidence base and the risks before deciding anything.",
      engagement: "High",
      feedback: "Which figure would you want verified independently?",
    },
    {
      id: "choose",
      description: "Pick how to take part: volunteer, share expertise, advocate, visit or invest.",
      engagement: "High",
      feedback: "What would make it easier to take part?",
    },
    {
      id: "commit",
      description: "Take part: an investment tier, a volunteer role or an advisory seat.",
      engagement: "Very High",
      feedback: "What do you expect to hear from us, and how often?",
    },
    {
      id: "follow",
      description: "Follow progress on the dashboard and the transparency hub, month by month.",
      engagement: "Very High",
      feedback: "Is what we publish enough to hold us to account?",
    },
  ]);

/** The supporter journey; completion is how far through the journey each step is (20% per step). */
export const journeySteps: JourneyStep[] = journeyRows.map((row, i) => ({
  ...row,
  step: i + 1,
  completion: Math.round(((i + 1) / journeyRows.length) * 100),
}));
