import type { Expense, Fund } from "@/content/ledger/money";
import { el, type XmlElement } from "@/lib/funders/xml";
import { english, narratives } from "@/lib/funders/narratives";
import type { VillageSnapshot } from "@/lib/programme";

/**
 * Every row of funds.csv as incoming funds (type 1) and of expenses.csv as expenditure (type 4),
 * correcting rows included with their own sign: the ledger's totals include corrections (content/
 * ledger/corrections.ts), so the transactions add up to the raised and spent figures the hub
 * shows. A donor is named only where funds.csv names one; a payee only when it is an
 * organisation: a person's name is never published (content/ledger/payees.ts).
 */
export function transactionsOf(village: VillageSnapshot): XmlElement[] {
  const { funds, expenses } = village.actuals;
  const named = (name: string, show: boolean) => (show && name.trim() !== "" ? name.trim() : "");
  return [
    ...funds.map((f) =>
      transaction(
        f,
        1,
        narratives((t) => t(`villagePage.rows.from.${f.source}`)),
        {
          provider: named(f.donor, true),
        },
      ),
    ),
    ...expenses.map((e) =>
      transaction(e, 4, [english(e.description)], {
        receiver: named(e.payee, e.payeeType === "organisation"),
      }),
    ),
  ];
}

/** One row as a transaction of its type; a correcting row says so, with the team's reason. */
function transaction(
  row: Fund | Expense,
  code: 1 | 4,
  description: XmlElement[],
  orgs: { provider?: string; receiver?: string },
): XmlElement {
  return el(
    "transaction",
    undefined,
    el("transaction-type", { code }),
    el("transaction-date", { "iso-date": row.date }),
    el("value", { currency: "INR", "value-date": row.date }, String(row.amount)),
    row.corrects === ""
      ? el("description", undefined, description)
      : el(
          "description",
          undefined,
          narratives((t) => t("iati.transaction.correction", { reason: row.reason })),
        ),
    orgs.provider && el("provider-org", undefined, english(orgs.provider)),
    orgs.receiver && el("receiver-org", undefined, english(orgs.receiver)),
  );
}
