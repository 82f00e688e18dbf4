// Not in the content registry: the schemas of a village's folder.
import { z } from "zod";
import { budgetCategoryIds, milestoneIds } from "@/content/ledger/ids";
import { villageSchema } from "@/content/village";
import { dacPurposeCodes, scheduleVIIItems } from "@/content/funders/codes";

// What a village's folder holds (content/villages/<slug>/, read by content/village-folder.ts):
// the schemas alone, so that the plan modules and islands can read them without the file reader.

/** A village's folder name: small letters, digits and single dashes, as it appears in its address. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const words = z.object({ en: z.string().min(1), hi: z.string().min(1), cg: z.string().min(1) });
/** Text a page shows in each of its three languages. */
export type Words = z.infer<typeof words>;

export const villageFileSchema = z.strictObject({
  name: words,
  /** null where the programme has not published the district. */
  district: words.nullable(),
  state: words,
  facts: villageSchema,
});
export type VillageFile = z.infer<typeof villageFileSchema>;

const isoMonth = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/);
const quarter = z.string().regex(/^Q[1-4] 20\d\d$/);
const phaseIds = ["phase1", "phase2", "phase3"] as const;

export const planFileSchema = z
  .strictObject({
    start: isoMonth,
    end: isoMonth,
    launch: quarter,
    /**
     * The first month the village's monthly accounts show, when it is not the plan's start: the
     * pilot's table starts in January 2025, as the specification's does (spec §2).
     */
    accountsFrom: isoMonth.optional(),
    phases: z
      .array(
        z.strictObject({
          id: z.enum(phaseIds),
          budget: z.number().int().positive(),
          from: isoMonth,
          to: isoMonth,
        }),
      )
      .length(3),
    budgetCategories: z
      .array(
        z.strictObject({
          id: z.enum(budgetCategoryIds),
          budget: z.number().int().positive(),
          starts: quarter,
          /** Its OECD DAC purpose code, as the programme reads the category (IATI `sector`). */
          dac: z.enum(dacPurposeCodes),
          /** The item of Schedule VII it falls under, as the programme reads it (for CSR). */
          scheduleVII: z.enum(scheduleVIIItems),
        }),
      )
      .min(1),
    milestones: z
      .array(z.strictObject({ id: z.enum(milestoneIds), phase: z.enum(phaseIds) }))
      .min(1),
  })
  .superRefine((plan, ctx) => {
    if (plan.end < plan.start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "end comes before start" });
    }
    if (plan.accountsFrom && plan.accountsFrom > plan.start) {
      ctx.addIssue({
        code: "custom",
        path: ["accountsFrom"],
        message: "accountsFrom comes after start: the accounts must show the plan's first month",
      });
    }
    plan.phases.forEach((p, i) => {
      if (p.id !== phaseIds[i]) {
        ctx.addIssue({
          code: "custom",
          path: ["phases", i, "id"],
          message: `phase ${i + 1} must be "${phaseIds[i]}"`,
        });
      }
      if (p.to < p.from) {
        ctx.addIssue({
          code: "custom",
          path: ["phases", i, "to"],
          message: `${p.id} ends before it starts`,
        });
      }
    });
    for (const list of ["budgetCategories", "milestones"] as const) {
      const seen = new Set<string>();
      plan[list].forEach((item, i) => {
        if (seen.has(item.id)) {
          ctx.addIssue({
            code: "custom",
            path: [list, i, "id"],
            message: `"${item.id}" is listed twice`,
          });
        }
        seen.add(item.id);
      });
    }
    for (const phase of phaseIds) {
      if (!plan.milestones.some((m) => m.phase === phase)) {
        ctx.addIssue({
          code: "custom",
          path: ["milestones"],
          message: `${phase} has no milestone`,
        });
      }
    }
  });
export type PlanFile = z.infer<typeof planFileSchema>;
