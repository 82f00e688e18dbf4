import { z } from "zod";
import { DATE_RULE, isRealDate, problem, type Context } from "@/content/ledger/checks";
import { hasLostLetters, lostLettersAdvice } from "@/content/ledger/decode";
import { hasPath, lineOf, readJsonFile } from "@/content/ledger/json-text";
import { stages, type Stage } from "@/content/ledger/ids";
import { village } from "@/content/village";
import {
  registrationIds,
  type IatiOrganisationType,
  type RegistrationId,
} from "@/content/funders/codes";
import { funderFieldsGood, funderShapes } from "@/content/ledger/status-funders";

export interface Status {
  asOf: string;
  stage: Stage;
  contact?: { email?: string; phone?: string };
  /** Families the programme has helped so far, as the team counts them. */
  familiesHelped?: number;
  /**
   * The organisation that publishes the accounts, as IATI's registry knows it: without it no IATI
   * file is offered (issue 43). The pilot's status.json speaks for the programme.
   */
  organisation?: { identifier: string; name: string; type: IatiOrganisationType };
  /** The registrations a CSR committee asks for, each once it is issued: its number as issued. */
  registrations?: Partial<Record<RegistrationId, string>>;
  /** The UPI ID gifts go to, and the payee name a donor's app shows, once the team publishes one. */
  upi?: { id: string; payee: string };
}
export const STATUS_FILE = "status.json";

const statusSchema = z
  .object({
    asOf: z.string(),
    stage: z.string(),
    contact: z
      .object({ email: z.string().optional(), phone: z.string().optional() })
      .strict()
      .optional(),
    familiesHelped: z.number().optional(),
    organisation: z
      .object({ identifier: z.string(), name: z.string(), type: z.string() })
      .strict()
      .optional(),
    registrations: z
      .object(Object.fromEntries(registrationIds.map((id) => [id, z.string().optional()])))
      .strict()
      .optional(),
    upi: z.object({ id: z.string(), payee: z.string() }).strict().optional(),
  })
  .strict();

/** How the team's contact details must look, and what the check tells them when they do not. */
const contactRules = {
  email: {
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    noun: "an email address",
    allowed: "Write it as name@example.org.",
  },
  phone: {
    pattern: /^\+?[\d\s-]{8,}$/,
    noun: "a phone number",
    allowed:
      "Write digits, spaces and dashes, with + and the country code in front, for example +91 77123 45678.",
  },
};

/**
 * Reads status.json; `households` is the village's own count, which familiesHelped may not
 * exceed (the pilot's, unless the village's folder gives another).
 */
export function readStatus(
  ctx: Context,
  path: string,
  households: number = village.population.households,
): Status | undefined {
  const shape =
    'It holds { "asOf": "YYYY-MM-DD", "stage": "Pre-Implementation" }, and may hold "familiesHelped": 0, "contact": { "email": "…", "phone": "…" }, and, once issued, "organisation", "registrations" and "upi" (docs/updating-the-figures.md).';
  const file = readJsonFile(ctx, path, shape);
  if (!file) return undefined;
  const { text, json } = file;
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    problem(ctx, 1, "the file does not hold one { … } of fields", shape);
    return undefined;
  }
  const parsed = statusSchema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(
        issue.path[0] ?? (issue.code === "unrecognized_keys" ? issue.keys[0] : ""),
      );
      const funder = key in funderShapes ? funderShapes[key as keyof typeof funderShapes] : "";
      const what =
        issue.code === "unrecognized_keys"
          ? issue.path.length === 0
            ? `"${issue.keys.join('", "')}" is not a field this file has`
            : `"${issue.keys.join('", "')}" is not a field of "${key}": ${funder || `"${key}" has other fields`}`
          : !hasPath(json, issue.path)
            ? `"${issue.path.join(".")}" is missing${funder ? `: ${funder}` : ""}`
            : issue.path.at(-1) === "contact"
              ? `"contact" must be { "email": "…", "phone": "…" }`
              : funder && issue.path.length === 1
                ? funder
                : issue.path.at(-1) === "familiesHelped"
                  ? `"familiesHelped" must be a number without quotes`
                  : `"${issue.path.join(".")}" must be text in double quotes`;
      problem(ctx, key ? lineOf(text, key) : 1, what, shape);
    }
    return undefined;
  }
  const { asOf, stage, contact, familiesHelped, organisation, registrations, upi } = parsed.data;
  let good = true;
  if (!isRealDate(asOf)) {
    problem(ctx, lineOf(text, "asOf"), `asOf "${asOf}" is not a day on the calendar`, DATE_RULE);
    good = false;
  }
  if (!(stages as readonly string[]).includes(stage)) {
    problem(
      ctx,
      lineOf(text, "stage"),
      `stage "${stage}" is not a stage`,
      `Use one of: ${stages.join(", ")}.`,
    );
    good = false;
  }
  if (
    familiesHelped !== undefined &&
    !(Number.isInteger(familiesHelped) && familiesHelped >= 0 && familiesHelped <= households)
  ) {
    problem(
      ctx,
      lineOf(text, "familiesHelped"),
      `familiesHelped ${familiesHelped} is not a number of the village's families`,
      `Write how many of the village's ${households} households the programme has helped so far, as whole digits: 0 until the first.`,
    );
    good = false;
  }
  if (!funderFieldsGood(ctx, text, { organisation, registrations, upi, contact })) good = false;
  const named = {
    asOf,
    stage,
    ...contact,
    ...(organisation ? { identifier: organisation.identifier, name: organisation.name } : {}),
    ...registrations,
    ...(upi ? { id: upi.id, payee: upi.payee } : {}),
  };
  for (const [field, value] of Object.entries(named)) {
    if (value !== undefined && value.trim() === "") {
      problem(
        ctx,
        lineOf(text, field),
        `"${field}" is empty`,
        "Write it as issued, or leave the field out until it is.",
      );
      good = false;
    }
  }
  for (const [field, value] of Object.entries(named)) {
    if (!hasLostLetters(value ?? "")) continue;
    problem(
      ctx,
      lineOf(text, field),
      `${field} "${value}" has ? or \ufffd where letters were`,
      `${lostLettersAdvice(path)}.`,
    );
    good = false;
  }
  for (const [field, rule] of Object.entries(contactRules)) {
    const value = contact?.[field as keyof typeof contactRules];
    if (value !== undefined && !rule.pattern.test(value)) {
      problem(ctx, lineOf(text, field), `${field} "${value}" is not ${rule.noun}`, rule.allowed);
      good = false;
    }
  }
  if (!good) return undefined;
  return {
    asOf,
    stage: stage as Stage,
    ...(contact ? { contact } : {}),
    ...(familiesHelped !== undefined ? { familiesHelped } : {}),
    ...(organisation
      ? { organisation: { ...organisation, type: organisation.type as IatiOrganisationType } }
      : {}),
    ...(registrations ? { registrations: registrations as Status["registrations"] } : {}),
    ...(upi ? { upi } : {}),
  };
}
