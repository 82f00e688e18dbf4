import type { NewCorrection } from "@/content/ledger/history";
import type { BudgetCategoryId } from "@/content/ledger/ids";
import { formatDate, formatMonth, formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { Figures } from "./figures";
import { ANNOTATIONS_PER_KIND } from "./annotations";
import { messageItem, plain, table } from "./markdown";
import { rowChanges } from "./rows";

export interface SummaryInput {
  /** What the site publishes now; undefined when the published files could not be read. */
  now?: Figures;
  /** Where "now" comes from ("the files at origin/main"), or why there is none. */
  nowFrom: string;
  /** What it will publish; undefined when the files have problems. */
  next?: Figures;
  problems: string[];
  warnings: string[];
  /** New rows that correct a published one (content/ledger/history.ts), read as corrections. */
  corrections?: NewCorrection[];
  /** The guide on GitHub, to link to; without it the summary names its path. */
  guideUrl?: string;
  /** A push to the main branch: the change is merged already. */
  pushed: boolean;
  categoryName: (id: BudgetCategoryId) => string;
  root: string;
}

const count = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

function change(before: number | undefined, after: number): string {
  if (before === undefined) return "";
  const d = after - before;
  if (d === 0) return "no change";
  return d > 0 ? `+${formatRupees(d)}` : `−${formatRupees(-d)}`;
}

function verified(f: Figures): string {
  if (f.payments === 0) return "no payments yet";
  const share = formatPercent(f.verifiedPercent);
  return `${formatNumber(f.verified)} of ${count(f.payments, "payment")} (${share})`;
}

function closed(f: Figures): string {
  const months = f.closedMonths;
  if (months.length === 0) return "none";
  const last = formatMonth(months.at(-1)!);
  return months.length === 1 ? last : `${months.length}: ${formatMonth(months[0]!)} to ${last}`;
}

function figureRows(input: SummaryInput, next: Figures): string[][] {
  const { now } = input;
  const both = (label: string, show: (f: Figures) => string, changed = "") => [
    label,
    now ? show(now) : "?",
    show(next),
    changed,
  ];
  return [
    both("Figures as of", (f) => `${formatDate(f.asOf)} (${f.stage})`),
    both("Raised", (f) => formatRupees(f.raised), change(now?.raised, next.raised)),
    both("Spent", (f) => formatRupees(f.spent), change(now?.spent, next.spent)),
    both("Receipts verified", verified),
    both("Months closed", closed),
  ];
}

function categoryRows(input: SummaryInput, next: Figures): string[][] {
  return next.byCategory.map(({ id, spent }) => {
    const before = input.now?.byCategory.find((c) => c.id === id)?.spent;
    return [
      input.categoryName(id),
      before === undefined ? "?" : formatRupees(before),
      formatRupees(spent),
      change(before, spent),
    ];
  });
}

function rowsSection(input: SummaryInput, next: Figures): string[] {
  const rows = rowChanges(input.now?.actuals, next.actuals).map((r) => [
    `\`${r.file}\``,
    input.now ? formatNumber(r.before) : "?",
    formatNumber(r.after),
    input.now ? formatNumber(r.added) : "?",
    input.now ? formatNumber(r.removed) : "?",
  ]);
  const then = input.pushed ? "Rows after this push" : "Rows once merged";
  return table(["File", "Rows now", then, "Added", "Removed"], rows);
}

/** Each new correction as the hub will list it: the row, the amount, what it corrects and why. */
function correctionsSection(list: readonly NewCorrection[]): string[] {
  if (list.length === 0) return [];
  const item = (c: NewCorrection) =>
    `- \`${c.file}\` line ${c.line}: ${c.amount < 0 ? `−${formatRupees(-c.amount)}` : formatRupees(c.amount)} on ${formatDate(c.date)}, correcting ${plain(c.corrects)}, because: ${plain(c.reason)}`;
  return ["", `### Corrections: ${formatNumber(list.length)}`, "", ...list.map(item)];
}

/** GitHub marks only some of them on their lines: the summary says so. */
function marked(n: number, what: string): string {
  return `The pull request's "Files changed" tab marks the first ${ANNOTATIONS_PER_KIND} ${what} on their lines (GitHub shows no more); all ${n} are listed here.`;
}

/** The job summary: what the site will publish beside what it publishes now, in plain words. */
export function summaryMarkdown(input: SummaryInput): string {
  const { next, problems, warnings, root } = input;
  const out: string[] = [];
  if (!next) {
    out.push(
      `## Nothing was published: the files have ${count(problems.length, "problem")}`,
      "",
      `The site keeps showing what it shows now. Fix these lines in the files and save them again (how: ${input.guideUrl ? `[the guide for updating the figures](${input.guideUrl})` : "`docs/updating-the-figures.md`"}):`,
      "",
      ...problems.map((p) => messageItem(p, root)),
    );
    if (problems.length > ANNOTATIONS_PER_KIND) out.push("", marked(problems.length, "problems"));
  } else {
    const when = input.pushed ? "now that this change is merged" : "once this change is merged";
    const then = input.pushed ? "After this push" : "Once merged";
    out.push(`## What the site will publish ${when}`, "");
    out.push(
      input.now
        ? `"Now" is what it publishes from ${input.nowFrom}.`
        : `There is nothing to compare with: ${input.nowFrom}. "?" marks what is not known.`,
      "",
    );
    out.push(...table(["", "Now", then, "Change"], figureRows(input, next)), "");
    out.push("### Spending per category", "");
    out.push(...table(["Category", "Now", then, "Change"], categoryRows(input, next)), "");
    out.push("### Rows in the files", "", ...rowsSection(input, next));
    out.push(...correctionsSection(input.corrections ?? []));
  }
  out.push("", `### Warnings: ${warnings.length === 0 ? "none" : formatNumber(warnings.length)}`);
  if (warnings.length > 0) {
    out.push("", "These do not stop publishing; check each one:", "");
    out.push(...warnings.map((w) => messageItem(w, root)));
    if (warnings.length > ANNOTATIONS_PER_KIND) out.push("", marked(warnings.length, "warnings"));
  }
  return `${out.join("\n")}\n`;
}
