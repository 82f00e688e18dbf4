import type { Context } from "@/content/ledger/checks";

// One message for the same slip on many lines: a re-saved spreadsheet makes the same change on
// every row, and 25 identical lines hide the one thing to do. The message keeps the first line as
// its file:line and is rewritten, in place, each time another line joins it.

export interface Entry {
  line: number;
  value: string;
}
type Render = (entries: Entry[]) => { what: string; allowed: string };

const groups = new WeakMap<Context, Map<string, { index: number; entries: Entry[] }>>();

function onLines(ctx: Context, list: string[], key: string, entry: Entry, render: Render) {
  const byKey = groups.get(ctx) ?? new Map();
  groups.set(ctx, byKey);
  const group = byKey.get(key) ?? { index: list.length, entries: [] };
  byKey.set(key, group);
  group.entries.push(entry);
  const { what, allowed } = render(group.entries);
  list[group.index] = `${ctx.label}:${group.entries[0]!.line}: ${what}. ${allowed}`;
}

/** A problem that may recur on other lines of the file: one message lists them all. */
export function problemOnLines(ctx: Context, key: string, entry: Entry, render: Render) {
  onLines(ctx, ctx.problems, key, entry, render);
}

/** A warning that may recur on other lines of the file: one message lists them all. */
export function warnOnLines(ctx: Context, key: string, entry: Entry, render: Render) {
  if (ctx.warnings) onLines(ctx, ctx.warnings, `warning:${key}`, entry, render);
}

/** "3", "3 and 5", "3 to 27 and 30": the lines as a person reads them, runs shortened. */
export function listLines(lines: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) j += 1;
    if (j - i >= 2) runs.push(`${lines[i]} to ${lines[j]}`);
    else for (let k = i; k <= j; k += 1) runs.push(String(lines[k]));
    i = j + 1;
  }
  return runs.length === 1 ? runs[0]! : `${runs.slice(0, -1).join(", ")} and ${runs.at(-1)}`;
}

/** " (also on lines 3 to 26)" after the first line's words, or nothing for one line. */
export function alsoOn(entries: Entry[]): string {
  const rest = entries.slice(1).map((e) => e.line);
  if (rest.length === 0) return "";
  return ` (also on line${rest.length === 1 ? "" : "s"} ${listLines(rest)}: ${entries.length} lines in all)`;
}
