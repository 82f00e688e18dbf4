import type { PublicCorrection } from "@/content/ledger/public-history";
import { publicPayee } from "@/content/ledger/payees";
import { formatDate, formatRupees } from "@/lib/format";
import type { Translate } from "@/lib/messages";

/** A correction as the hub and the feed word it, in `t`'s language. */
export interface CorrectionText {
  /** YYYY-MM-DD. */
  date: string;
  day: string;
  /** The signed change: −₹8,527 or +₹500. */
  change: string;
  /** The row it corrects; a person's name is withheld. */
  original: string;
  reason: string;
}

/** Rupees with their sign in front: a reversal reads −₹8,527. */
export function signedRupees(value: number, t: Translate): string {
  return `${value < 0 ? "−" : "+"}${formatRupees(Math.abs(value), t.lang)}`;
}

function originalText(o: PublicCorrection["original"], t: Translate): string {
  const date = formatDate(o.date, t.lang);
  const amount = formatRupees(o.amount, t.lang);
  if (o.kind === "fund") return t("transparency.financial.corrections.fund", { date, amount });
  const payee = publicPayee(o, t("ledger.payee.withheld"));
  return t("transparency.financial.corrections.expense", {
    date,
    amount,
    category: t(`transparency.budget.${o.category}`),
    receipt: o.receipt || "none",
    payee: payee || "none",
  });
}

export function correctionTexts(t: Translate, list: PublicCorrection[]): CorrectionText[] {
  return list.map((c) => ({
    date: c.date,
    day: formatDate(c.date, t.lang),
    change: signedRupees(c.amount, t),
    original: originalText(c.original, t),
    reason: c.reason,
  }));
}
