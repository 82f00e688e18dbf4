import { z } from "zod";
import { engagementLevels } from "@/content/engagement/shared";

export const activitySchema = z.object({
  id: z.enum(["literacy", "mentoring", "updates", "reviews", "visits", "advocacy"]),
  engagement: z.enum(engagementLevels),
});
export type EngagementActivity = z.infer<typeof activitySchema>;

/**
 * Planned programmes, once the programme starts. Who takes part, how often, the impact intended and
 * a description: `engagement.activity.<id>.participants`, `.frequency`, `.impact`, `.description`.
 */
export const engagementActivities: EngagementActivity[] = z.array(activitySchema).parse([
  {
    id: "literacy",
    engagement: "Very High",
  },
  {
    id: "reviews",
    engagement: "Very High",
  },
  {
    id: "mentoring",
    engagement: "High",
  },
  {
    id: "updates",
    engagement: "High",
  },
  {
    id: "visits",
    engagement: "Medium",
  },
  {
    id: "advocacy",
    engagement: "Medium",
  },
]);
