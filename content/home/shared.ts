// Not in the content registry: the home page's shared schemas and derived figures.
import { z } from "zod";
import { INCOME_TARGET } from "@/content/budget";

/**
 * The figures of the home page (spec §2 'Home page', §9), one module per section in content/home/.
 * Text lives in the dictionaries (`hero.*`, `village.*`, `service.*`, `phase1-3.*`, `national.*`,
 * `home.*`); these modules hold the numbers and which text goes with them. Village and budget
 * figures are imported, not retyped. This one holds what the sections share.
 */

export const pathSchema = z.string().regex(/^\/[a-z0-9-]*$/);

/** A figure on a card; its text is a dictionary template that receives `{n}` and `{to}` formatted. */
export const figureSchema = z.object({
  n: z.number().nonnegative(),
  to: z.number().nonnegative().optional(),
  format: z.enum(["number", "percent", "rupees"]).default("number"),
  digits: z.number().int().min(0).max(2).optional(),
});
export type Figure = z.infer<typeof figureSchema>;

/** Satellite internet: up to 100 Mbps (spec §9 'Satellite internet'). */
export const INTERNET_MBPS = 100;

/** Target average household income, rupees a month (spec §9: 8,000 → 32,000), typed once in budget. */
export const INCOME_TARGET_MONTHLY = INCOME_TARGET.monthlyHousehold;
