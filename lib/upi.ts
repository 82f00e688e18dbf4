/** What status.json publishes of the UPI ID gifts go to (content/ledger/status.ts). */
export interface UpiPayee {
  id: string;
  payee: string;
}

/**
 * A UPI payment link (NPCI's `upi://pay` deep link) that a phone's UPI app opens, and that the QR
 * code carries. Each value but the UPI ID is percent-encoded as UTF-8 (encodeURIComponent, so a space is %20,
 * never the `+` some apps show as a plus, and a Hindi payee name survives); `am` only when a sum is
 * proposed, in rupees with two decimals.
 */
export function upiUri({ id, payee }: UpiPayee, note: string, amount?: number): string {
  const params: [string, string][] = [
    ["pa", id],
    ["pn", payee],
    ...(amount === undefined ? [] : ([["am", amount.toFixed(2)]] as [string, string][])),
    ["cu", "INR"],
    ["tn", note],
  ];
  // The UPI ID goes as written: some UPI apps read an encoded @ (%40) as text and fail the
  // payment, and the check allows only letters, digits, . _ - and one @ in it (status.ts).
  return `upi://pay?${params.map(([k, v]) => `${k}=${k === "pa" ? v : encodeURIComponent(v)}`).join("&")}`;
}
