import { z } from "zod";
import { engagementLevels } from "@/content/engagement/shared";

export const activitySchema = z.object({
  id: z.enum(["literacy", "mentoring", "updates", "reviews", "visits", "advocacy"]),
  participants: z.string().min(1),
  frequency: z.string().min(1),
  impact: z.string().min(1),
  description: z.string().min(1),
  engagement: z.enum(engagementLevels),
});
export type EngagementActivity = z.infer<typeof activitySchema>;

/** Planned programmes: who takes part and how often, once the programme starts. */
export const engagementActivities: EngagementActivity[] = z.array(activitySchema).parse([
  {
    id: "literacy",
    participants: "200+ village adults (planned), with volunteer helpers",
    frequency: "Weekly, from Phase 1",
    impact: "Adults use phones and computers for work, banking and public services.",
    description:
      "Village trainers run the sessions; volunteers with teaching or tech skills support them.",
    engagement: "Very High",
  },
  {
    id: "reviews",
    participants: "Village households and the gram sabha",
    frequency: "Every quarter",
    impact: "Villagers set priorities and check the accounts themselves.",
    description:
      "Open meetings where the budget, receipts and progress are read out and questioned.",
    engagement: "Very High",
  },
  {
    id: "mentoring",
    participants: "The 40 young people of the Digital Services Hub",
    frequency: "Monthly, from 2026",
    impact: "Young people win and deliver paid digital work.",
    description: "Professionals mentor the youth team online in marketing, design and remote work.",
    engagement: "High",
  },
  {
    id: "updates",
    participants: "Every investor, by tier",
    frequency: "Monthly, from launch",
    impact: "Investors see what their money paid for, with receipts.",
    description:
      "Short updates with spending, receipts and milestones, as the investment tiers promise.",
    engagement: "High",
  },
  {
    id: "visits",
    participants: "Visitors on the village tourism packages",
    frequency: "By arrangement, once tourism starts",
    impact: "Visitors see the work; the village earns from hosting them.",
    description: "Stays of 2 to 5 days run by village hosts, as set out in the tourism plan.",
    engagement: "Medium",
  },
  {
    id: "advocacy",
    participants: "Anyone",
    frequency: "Any time",
    impact: "More partners for the national vision.",
    description: "Sharing the plan and its figures with people who can fund, advise or build it.",
    engagement: "Medium",
  },
]);
