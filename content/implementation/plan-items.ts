import { z } from "zod";

export const planItemsSchema = z.object({
  satelliteKits: z.number().int().positive(),
  solarKw: z.number().positive(),
  computers: z.number().int().positive(),
  artisans: z.number().int().positive(),
  adultsTrainedAtLeast: z.number().int().positive(),
});

/** Plan items of spec §9 'Project and budget' (also counted on the impact page). */
export const PLAN_ITEMS = planItemsSchema.parse({
  satelliteKits: 3,
  solarKw: 15,
  computers: 25,
  artisans: 15,
  /** "200+ adults trained": the lower bound. */
  adultsTrainedAtLeast: 200,
});
