import { z } from "zod";
import { CRORE } from "@/lib/format";
import { scalingPhases } from "@/content/scaling";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * Partnership tiers (spec §9 'Scale': 10-50Cr, 25-100Cr, 50-200Cr, 100-500Cr) and partner roles,
 * shown on the scaling and partnership-ecosystem pages. No partnership has been signed: these are
 * the tiers and roles the programme is inviting, with no named partners. This module holds ids,
 * figures and order; the words are in the dictionaries: `partnership-ecosystem.tier.<id>` (name,
 * `.suitedTo`, `.supports`), `partnership-ecosystem.receive.<id>`, `partnership-ecosystem.role.<id>`
 * (name, `.who`, `.part`) and `partnership-ecosystem.contribution.<id>`.
 */

/** The district phase's village count, which the district tier's description names (`{villages}`). */
export const DISTRICT_PHASE_VILLAGES = scalingPhases.find((p) => p.id === "district")!.villages;

/** What a tier's partners receive (`partnership-ecosystem.receive.<id>`). */
export const tierReceiveIds = [
  "reports",
  "visits",
  "steering",
  "planning",
  "evaluation",
  "board",
  "open-data",
] as const;

export const tierSchema = z
  .object({
    id: z.enum(["cluster", "district", "state", "national"]),
    /** Rupees. */
    min: z.number().positive(),
    max: z.number().positive(),
    receives: z.array(z.enum(tierReceiveIds)).min(2),
  })
  .refine((t) => t.max > t.min, "a tier's maximum must exceed its minimum");
export type PartnershipTier = z.infer<typeof tierSchema>;

export const partnershipTiers: PartnershipTier[] = z
  .array(tierSchema)
  .length(4)
  .parse([
    { id: "cluster", min: 10 * CRORE, max: 50 * CRORE, receives: ["reports", "visits"] },
    { id: "district", min: 25 * CRORE, max: 100 * CRORE, receives: ["reports", "steering"] },
    { id: "state", min: 50 * CRORE, max: 200 * CRORE, receives: ["planning", "evaluation"] },
    { id: "national", min: 100 * CRORE, max: 500 * CRORE, receives: ["board", "open-data"] },
  ]);

export const partnerRoleIds = [
  "government",
  "csr",
  "technology",
  "healthcare",
  "academic",
  "community",
] as const;

/** What a partner brings (`partnership-ecosystem.contribution.<id>`). */
export const contributionIds = [
  "permissions",
  "schemes",
  "route-to-scale",
  "phase-funding",
  "volunteers",
  "expertise",
  "internet",
  "computers",
  "maintenance",
  "doctors",
  "diagnostics",
  "health-training",
  "evaluation",
  "learning-material",
  "fellowships",
  "priorities",
  "local-staff",
  "ownership",
] as const;

export const roleSchema = z.object({
  id: z.enum(partnerRoleIds),
  contributes: z.array(z.enum(contributionIds)).min(2),
});
export type PartnerRole = z.infer<typeof roleSchema>;

/** The roles partners can play. Roles only: no partner is named and none is claimed. */
export const partnerRoles: PartnerRole[] = z
  .array(roleSchema)
  .length(partnerRoleIds.length)
  .parse([
    { id: "government", contributes: ["permissions", "schemes", "route-to-scale"] },
    { id: "csr", contributes: ["phase-funding", "volunteers", "expertise"] },
    { id: "technology", contributes: ["internet", "computers", "maintenance"] },
    { id: "healthcare", contributes: ["doctors", "diagnostics", "health-training"] },
    { id: "academic", contributes: ["evaluation", "learning-material", "fellowships"] },
    { id: "community", contributes: ["priorities", "local-staff", "ownership"] },
  ]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [["*", local]];
