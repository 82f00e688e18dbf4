import { z } from "zod";
import { budgetCategories, FUNDS_RAISED, phases, programme } from "@/content/budget";
import { village } from "@/content/village";

/**
 * The engagement hub (spec §2 'Engagement page', §3 'Engagement'). The programme has not started,
 * so every figure here is a fact about the plan or a plain zero: no supporters, results or
 * participation are claimed. Titles are translated by id under `engagement.*`; body copy is English.
 */

/**
 * The programme team's public contact address. Other pages send visitors here to contact the
 * team; none has been published before launch, so the page says so. Set it here when there is one.
 */
export const PROGRAMME_CONTACT_EMAIL: string | null = null;

export const engagementLevels = ["Very High", "High", "Medium"] as const;
export type EngagementLevel = (typeof engagementLevels)[number];

const pathSchema = z.string().regex(/^\/[a-z0-9-]*(#[a-z-]+)?$/);

export const metricSchema = z.object({
  id: z.enum(["households", "villagers", "raised", "ways"]),
  value: z.number().int().nonnegative(),
  format: z.enum(["count", "rupees"]),
  trend: z.string().min(1),
});
export type EngagementMetric = z.infer<typeof metricSchema>;

export const wayIds = ["volunteer", "share-expertise", "advocate", "visit", "invest"] as const;
export type WayId = (typeof wayIds)[number];

export const engagementMetrics: EngagementMetric[] = z.array(metricSchema).parse([
  {
    id: "households",
    value: village.population.households,
    format: "count",
    trend: "Every household is in the plan",
  },
  {
    id: "villagers",
    value: village.population.total,
    format: "count",
    trend: `To be reached by ${programme.end}`,
  },
  {
    id: "raised",
    value: FUNDS_RAISED,
    format: "rupees",
    trend: `Pre-launch: launch is ${programme.launch}`,
  },
  { id: "ways", value: wayIds.length, format: "count", trend: "Open now, before launch" },
]);

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

export const proofSchema = z.object({
  id: z.enum(["budget", "phases", "households", "supporters"]),
  count: z.number().int().nonnegative(),
  description: z.string().min(1),
  impact: z.string().min(1),
  path: pathSchema,
});
export type SocialProof = z.infer<typeof proofSchema>;

/**
 * 'Social proof' honestly: what anyone can check today. Supporters are 0 because the programme
 * has not launched; FAMILIES_INVESTED_CLAIM is never shown here as a fact.
 */
export const socialProof: SocialProof[] = z.array(proofSchema).parse([
  {
    id: "budget",
    count: budgetCategories.length,
    description: "Each with its amount, its timing and what has been spent so far: nothing yet.",
    impact: "Every rupee can be checked before it is spent.",
    path: "/transparency",
  },
  {
    id: "phases",
    count: phases.length,
    description: "Each with its own budget and period, from Oct 2025 to Dec 2027.",
    impact: "Money is released phase by phase.",
    path: "/our-plan",
  },
  {
    id: "households",
    count: village.population.households,
    description: "All counted in the baseline survey, and all of them in the plan.",
    impact: "Results will be measured against this baseline.",
    path: "/evidence",
  },
  {
    id: "supporters",
    count: 0,
    description:
      "No investor, volunteer or partner is counted yet: the programme launches in Q4 2025.",
    impact: "We will publish real counts here once there are real supporters.",
    path: "/dashboard",
  },
]);

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
