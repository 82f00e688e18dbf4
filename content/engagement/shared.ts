import { z } from "zod";

/**
 * The engagement hub (spec §2 'Engagement page', §3 'Engagement'), one module per section in
 * content/engagement/; this one holds what the sections share. The programme has not started, so
 * every figure here is a fact about the plan or a plain zero: no supporters, results or
 * participation are claimed. Every word is in the dictionaries under `engagement.*`, by id; the
 * figures the sentences hold come from content/engagement/figures.ts.
 */

/**
 * The programme team's public contact address. Other pages send visitors here to contact the
 * team; none has been published before launch, so the page says so. Set it here when there is one.
 */
export const contactEmailSchema = z.email().nullable();
export const PROGRAMME_CONTACT_EMAIL: string | null = contactEmailSchema.parse(null);

export const engagementLevels = ["Very High", "High", "Medium"] as const;
export type EngagementLevel = (typeof engagementLevels)[number];

export const pathSchema = z.string().regex(/^\/[a-z0-9-]*(#[a-z-]+)?$/);

export const wayIds = ["volunteer", "share-expertise", "advocate", "visit", "invest"] as const;
export type WayId = (typeof wayIds)[number];
