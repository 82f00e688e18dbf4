import { createHash } from "node:crypto";
import { fixtureCsv as rows } from "./csv";

/**
 * A month's digest as the hub's text defines it (SHA-256 of the month's rows of the four files,
 * one canonical line each), worked out here from the fixture's CSV text with the specs' own
 * reader, not through content/ledger.
 */
export function documentedDigest(month: string): string {
  const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const line = (file: string, values: string[]) => [file, ...values].map(field).join(",");
  const digits = (v: string) => String(Number(v.replace(/,/g, "")));
  const lines = [
    ...rows("expenses.csv")
      .filter((e) => e.date!.startsWith(month))
      .map((e) => {
        const person = e.payee_type === "person";
        const { date, category, amount, description, payee } = e;
        const type = person ? "person" : "organisation";
        const fix = [e.corrects ?? "", e.reason ?? ""];
        const values = [date!, category!, digits(amount!), description!, person ? "" : payee!];
        return line("expenses.csv", [...values, type, ...fix]);
      }),
    ...rows("funds.csv")
      .filter((f) => f.date!.startsWith(month))
      .map((f) => line("funds.csv", [f.date!, digits(f.amount!), f.source!, f.donor!, "", ""])),
    ...rows("measurements.csv")
      .filter((m) => m.date!.startsWith(month))
      .map((m) => line("measurements.csv", [m.kpi!, m.date!, m.value!, m.source!])),
    ...rows("milestones.csv")
      .filter((m) => m.achieved!.startsWith(month))
      .map((m) => line("milestones.csv", [m.milestone!, m.achieved!, m.evidence!])),
  ];
  return createHash("sha256")
    .update(lines.map((l) => `${l}\n`).join(""))
    .digest("hex");
}
