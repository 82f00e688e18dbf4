import { z } from "zod";
import { programme } from "@/content/budget";

/**
 * The vision page (spec §2 'Vision page (second landing page)'). The words live in the
 * dictionaries under `vision.*` so the villagers can read the story in their own language;
 * this module holds the shape: the slots, the cards and what each button does.
 */

/** In-page anchor of the 'Day in the village' narrative ('Watch the Vision Unfold' scrolls to it). */
export const DAY_ANCHOR = "day-in-the-village";

/** A day as content writes it, ISO: "2028-08-15". Pages format it per language (lib/format). */
export const isoDateSchema = z.iso.date();

/** The day the vision narrates, Independence Day 2028 ('A vision of 15 August 2028'). */
export const VISION_DAY = isoDateSchema.parse("2028-08-15");
/** Its year, as text for a sentence ("by {year}"): a number would be grouped, "2,028". */
export const VISION_YEAR = VISION_DAY.slice(0, 4);
/** The year of the baseline the story measures against: recorded before work starts (Oct 2025). */
export const BASELINE_YEAR = programme.start.slice(0, 4);

const iconName = z.enum([
  "Sunrise",
  "Stethoscope",
  "Laptop",
  "Moon",
  "Users",
  "ClipboardList",
  "Eye",
  "HandCoins",
  "GraduationCap",
  "HeartHandshake",
  "Megaphone",
]);
export type VisionIcon = z.infer<typeof iconName>;

/** A site path: must start with a slash (checked against the route table in the tests). */
const sitePath = z.string().regex(/^\/[a-z0-9-]*(#[a-z0-9-]+)?$/);

export const slotSchema = z.object({
  id: z.enum(["morning", "afternoon", "evening", "night"]),
  /** The clock time as the spec gives it; each language words it in `vision.day.<id>.time`. */
  time: z.string(),
  icon: iconName,
  /** The impact page that explains the service behind this moment. */
  service: sitePath,
});

export const daySlots = z
  .array(slotSchema)
  .length(4)
  .parse([
    { id: "morning", time: "6:30 AM", icon: "Sunrise", service: "/solar-power-impact" },
    { id: "afternoon", time: "2:00 PM", icon: "Stethoscope", service: "/telemedicine-impact" },
    { id: "evening", time: "6:00 PM", icon: "Laptop", service: "/ai-lab-impact" },
    { id: "night", time: "9:00 PM", icon: "Moon", service: "/starlink-impact" },
  ]);

export const reasonSchema = z.object({
  id: z.enum(["community", "costed", "open"]),
  icon: iconName,
  /** Where the claim can be checked. */
  path: sitePath,
});

/** 'Why We Will Succeed': three cards, each pointing to the page that backs it up. */
export const reasons = z
  .array(reasonSchema)
  .length(3)
  .parse([
    { id: "community", icon: "Users", path: "/community" },
    { id: "costed", icon: "ClipboardList", path: "/implementation-timeline" },
    { id: "open", icon: "Eye", path: "/transparency" },
  ]);

const actionId = z.enum([
  "investNow",
  "meetTeam",
  "shareSkills",
  "volunteer",
  "visitToday",
  "advocate",
  "watchVision",
]);
export type JoinActionId = z.infer<typeof actionId>;

/**
 * What a button does: go to a page ('link'), say honestly what happens next ('toast'),
 * or hand the visitor this page's address to pass on ('share').
 */
const actionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("link"), id: actionId, path: sitePath }),
  z.object({ kind: z.literal("anchor"), id: actionId, anchor: z.string() }),
  z.object({ kind: z.literal("toast"), id: actionId, next: sitePath }),
  z.object({ kind: z.literal("share"), id: actionId }),
]);
export type JoinAction = z.infer<typeof actionSchema>;

export const joinCardSchema = z.object({
  id: z.enum(["invest", "skills", "volunteer", "advocate"]),
  icon: iconName,
  actions: z.array(actionSchema).min(1),
});

/** 'Join the Transformation': four cards; the engagement hub is linked as a page, not by anchor. */
export const joinCards = z
  .array(joinCardSchema)
  .length(4)
  .parse([
    {
      id: "invest",
      icon: "HandCoins",
      actions: [
        { kind: "link", id: "investNow", path: "/investment" },
        { kind: "link", id: "meetTeam", path: "/community#leaders" },
      ],
    },
    {
      id: "skills",
      icon: "GraduationCap",
      actions: [{ kind: "link", id: "shareSkills", path: "/engagement" }],
    },
    {
      id: "volunteer",
      icon: "HeartHandshake",
      actions: [
        { kind: "link", id: "volunteer", path: "/engagement" },
        // Visits cannot be hosted before work starts, so the button says when and how instead.
        { kind: "toast", id: "visitToday", next: "/engagement" },
      ],
    },
    {
      id: "advocate",
      icon: "Megaphone",
      actions: [
        { kind: "share", id: "advocate" },
        { kind: "anchor", id: "watchVision", anchor: DAY_ANCHOR },
      ],
    },
  ]);

/** The closing buttons. */
export const finalLinks = [
  { id: "joinCommunity", path: "/engagement" },
  { id: "watchProgress", path: "/progress" },
] as const;
