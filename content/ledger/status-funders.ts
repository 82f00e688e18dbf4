import { problem, type Context } from "@/content/ledger/checks";
import { lineOf } from "@/content/ledger/json-text";
import { iatiOrganisationTypes, registrationIds } from "@/content/funders/codes";

// The checks of status.json's funders' fields (issue 43): the organisation that publishes the
// IATI file, the registrations a CSR committee asks for, and the UPI ID gifts go to.

/** The shapes of the funders' fields, as the check words them. */
export const funderShapes = {
  organisation:
    '"organisation" must be { "identifier": "…", "name": "…", "type": "22" }: the identifier IATI\'s registry lists the organisation under, its name, and its IATI organisation type',
  registrations: `"registrations" must be { ${registrationIds.map((id) => `"${id}": "…"`).join(", ")} }, each the number as issued, and only those issued`,
  upi: '"upi" must be { "id": "name@bank", "payee": "…" }: the UPI ID and the name a donor\'s app shows',
} as const;

/** The funders' fields as status.json gives them, before they are checked. */
interface FunderFields {
  organisation?: { identifier: string; name: string; type: string };
  registrations?: Record<string, string | undefined>;
  upi?: { id: string; payee: string };
  contact?: { email?: string; phone?: string };
}

/** Checks the funders' fields of status.json (`text`), each problem with its line; false if any. */
export function funderFieldsGood(
  ctx: Context,
  text: string,
  { organisation, registrations, upi, contact }: FunderFields,
): boolean {
  let good = true;
  if (organisation) {
    const { identifier, type } = organisation;
    // An IATI organisation identifier: the registration agency's prefix (country and agency, as
    // org-id.guide lists them), a dash, and the number that agency gave; no spaces or / & | ?.
    if (!/^[A-Z]{2}-[A-Z0-9]+-[^\s/&|?]+$/.test(identifier)) {
      problem(
        ctx,
        lineOf(text, "identifier"),
        `organisation identifier "${identifier}" is not an IATI organisation identifier`,
        "Copy the identifier IATI's registry lists the organisation under: the agency's prefix in capitals (IN-MCA for a company's CIN, for example), a dash, then the number it gave, with no spaces.",
      );
      good = false;
    }
    if (!Object.hasOwn(iatiOrganisationTypes, type)) {
      problem(
        ctx,
        lineOf(text, "type"),
        `organisation type "${type}" is not an IATI organisation type`,
        `Use one of IATI's codes, in quotes: ${Object.entries(iatiOrganisationTypes)
          .map(([code, name]) => `"${code}" (${name})`)
          .join(", ")}.`,
      );
      good = false;
    }
  }
  if (upi && !/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(upi.id)) {
    problem(
      ctx,
      lineOf(text, "id"),
      `upi id "${upi.id}" is not a UPI ID`,
      "Write it as the bank gave it, name@bank: letters, digits, dots, dashes or underscores, then @ and the bank's handle, with no spaces.",
    );
    good = false;
  }
  // A registration is shown as issued: only a number as issued, never a word such as "applied".
  for (const [id, number] of Object.entries(registrations ?? {})) {
    if (number === undefined || number.trim() === "") continue;
    if (!/^[A-Za-z0-9/.-]+$/.test(number) || !/\d/.test(number)) {
      problem(
        ctx,
        lineOf(text, id),
        `registration ${id} "${number}" is not a registration number`,
        "Write the number exactly as the certificate gives it (letters, digits, / . -, no spaces), and leave the field out until it is issued: the site then says it is not yet issued.",
      );
      good = false;
    }
  }
  // A donor who gives by UPI must be able to ask the office for the receipt the site promises.
  if (upi && !contact?.email && !contact?.phone) {
    problem(
      ctx,
      lineOf(text, "upi"),
      `"upi" is published with no "contact": a donor who gives by UPI sends the payment's reference to the office for the tax receipt, and could not reach it`,
      'Publish the office\'s "contact": { "email": "…" } (or "phone") in this file as well, or leave "upi" out until there is one.',
    );
    good = false;
  }
  return good;
}
