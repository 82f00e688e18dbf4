import { z } from "zod";
import { AUDIT_STATUS } from "@/content/transparency";

/**
 * The Verification tab of the transparency hub: how each rupee will be checked, when, and who to
 * ask. No auditor has been appointed and nothing has been spent, so every check is "Pending Start"
 * and contacts are roles, not people.
 */

export const stepSchema = z.object({ title: z.string(), description: z.string() });

export const verificationSteps = z
  .array(stepSchema)
  .min(3)
  .parse([
    {
      title: "Record every payment",
      description:
        "Each payment is entered against its budget category on the day it is made, with who approved it.",
    },
    {
      title: "Match it to a receipt",
      description:
        "Every payment is matched to an invoice or receipt, which is scanned and counted in the monthly table.",
    },
    {
      title: "Check it twice",
      description:
        "A second team member, not the one who paid, checks each receipt against the bank statement before it is marked verified.",
    },
    {
      title: "Report it to the village",
      description:
        "The monthly statement is read out at the village meeting, where anyone can ask about any line.",
    },
    {
      title: "Audit it independently",
      description:
        "An independent chartered accountant, to be appointed before launch, audits the accounts every financial year.",
    },
  ]);

export const auditSchema = z.object({
  check: z.string(),
  frequency: z.string(),
  firstDue: z.string(),
  status: z.literal(AUDIT_STATUS),
});
export type AuditItem = z.infer<typeof auditSchema>;

/** First checks fall after the first month of spending (Q4 2025). */
export const auditSchedule: AuditItem[] = z
  .array(auditSchema)
  .min(1)
  .parse([
    {
      check: "Receipts published and verified",
      frequency: "Monthly",
      firstDue: "Nov 2025",
      status: AUDIT_STATUS,
    },
    {
      check: "Bank reconciliation",
      frequency: "Monthly",
      firstDue: "Nov 2025",
      status: AUDIT_STATUS,
    },
    {
      check: "Spending against the budget by category",
      frequency: "Quarterly",
      firstDue: "Jan 2026",
      status: AUDIT_STATUS,
    },
    {
      check: "Community review of accounts",
      frequency: "Every six months",
      firstDue: "Apr 2026",
      status: AUDIT_STATUS,
    },
    {
      check: "Independent annual audit",
      frequency: "Yearly",
      firstDue: "After 31 Mar 2026",
      status: AUDIT_STATUS,
    },
  ]);

export const contactSchema = z.object({
  role: z.string(),
  responsibility: z.string(),
  /** How to reach them: a page of this site. */
  channel: z.enum(["/engagement", "/community"]),
});

export const transparencyContacts = z.array(contactSchema).parse([
  {
    role: "Programme team",
    responsibility:
      "Answers questions about the budget, a receipt or a milestone. Reach the team through the Engagement Hub.",
    channel: "/engagement",
  },
  {
    role: "Independent auditor",
    responsibility:
      "To be appointed before launch. The auditor's name and reports will be published here; until then there is nothing to audit.",
    channel: "/engagement",
  },
  {
    role: "Village oversight",
    responsibility:
      "Villagers review the monthly statement at their meetings and raise questions directly with the team.",
    channel: "/community",
  },
]);
