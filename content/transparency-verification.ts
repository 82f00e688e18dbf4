import { z } from "zod";
import { isoMonthSchema } from "@/content/budget";

/**
 * The Verification tab of the transparency hub: how each rupee is checked, when, and who to ask.
 * Each check's status follows the receipts in the ledger (auditCheckStatus); contacts are roles,
 * not people, and the words about the auditor select on the stage (no auditor is named). The words are in the transparency dictionary:
 * `transparency.verification.step.<id>.*`, `.audit.<id>`, `.frequency.<frequency>`, `.contact.<id>.*`.
 */

export const stepSchema = z.object({
  id: z.enum(["record", "match", "check", "report", "audit"]),
});

export const verificationSteps = z
  .array(stepSchema)
  .min(3)
  .parse([{ id: "record" }, { id: "match" }, { id: "check" }, { id: "report" }, { id: "audit" }]);

export const auditSchema = z.object({
  id: z.enum(["receipts", "bank", "budget", "community", "annual"]),
  frequency: z.enum(["monthly", "quarterly", "halfYearly", "yearly"]),
  /** The month the check first falls due, or the day after which it does ("After 31 Mar 2026"). */
  firstDue: z.union([
    z.object({ month: isoMonthSchema }),
    z.object({ after: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/) }),
  ]),
});
export type AuditItem = z.infer<typeof auditSchema>;

/** First checks fall after the first month of spending (Q4 2025). */
export const auditSchedule: AuditItem[] = z
  .array(auditSchema)
  .min(1)
  .parse([
    { id: "receipts", frequency: "monthly", firstDue: { month: "2025-11" } },
    { id: "bank", frequency: "monthly", firstDue: { month: "2025-11" } },
    { id: "budget", frequency: "quarterly", firstDue: { month: "2026-01" } },
    {
      id: "community",
      frequency: "halfYearly",
      firstDue: { month: "2026-04" },
    },
    { id: "annual", frequency: "yearly", firstDue: { after: "2026-03-31" } },
  ]);

export const contactSchema = z.object({
  id: z.enum(["team", "auditor", "village"]),
  /** A page of this site that reaches them; the team and the auditor are reached as the tab says below its roles. */
  channel: z.enum(["/community"]).optional(),
});

export const transparencyContacts = z
  .array(contactSchema)
  .parse([{ id: "team" }, { id: "auditor" }, { id: "village", channel: "/community" }]);
