// Calendar months as the ledger counts them ("2026-03").

/** A month as an index, to count months between two: "2025-10" → 24310. */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthOf(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Every month from `from` to `to`, both included ("2025-11", "2025-12", "2026-01"). */
export function monthsFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i += 1) out.push(monthOf(i));
  return out;
}

/** The last day of a month, YYYY-MM-DD. */
export function lastDayOf(month: string): string {
  const next = monthIndex(month) + 1;
  const date = new Date(Date.UTC(Math.floor(next / 12), next % 12, 0));
  return date.toISOString().slice(0, 10);
}
