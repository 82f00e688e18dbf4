import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { z } from "zod";
import { readCsvRows, type CsvRow } from "@/content/ledger/csv";
import {
  budgetCategoryIds,
  budgetCategoryNames,
  fundSources,
  kpiIds,
  milestoneIds,
  stages,
  type BudgetCategoryId,
  type FundSource,
  type KpiId,
  type MilestoneId,
  type Stage,
} from "@/content/ledger/ids";

/**
 * Reads the programme team's files (content/actuals/, or the directory ACTUALS_DIR names) and
 * checks every line. Each problem is one line, `file:line: what is wrong. What is allowed.`, in
 * words for someone who keeps the files in a spreadsheet. Nothing stops at the first problem:
 * the team sees them all at once. `npm run check-data` prints them; the build runs that first,
 * and content/ledger/index.ts refuses to load files with problems.
 */

export interface Expense {
  line: number;
  date: string;
  category: BudgetCategoryId;
  amount: number;
  description: string;
  payee: string;
  receipt: string;
  verified: boolean;
}
export interface Fund {
  line: number;
  date: string;
  amount: number;
  source: FundSource;
  donor: string;
}
export interface Measurement {
  line: number;
  kpi: KpiId;
  date: string;
  value: number;
  source: string;
}
export interface MilestoneRecord {
  line: number;
  milestone: MilestoneId;
  achieved: string;
  evidence: string;
}
export interface Status {
  asOf: string;
  stage: Stage;
  contact?: { email?: string; phone?: string };
}
export interface Actuals {
  status: Status;
  expenses: Expense[];
  funds: Fund[];
  measurements: Measurement[];
  milestones: MilestoneRecord[];
}

/** The files and their columns: the team's interface, kept as the issue names them. */
export const ACTUALS_COLUMNS = {
  "expenses.csv": ["date", "category", "amount", "description", "payee", "receipt", "verified"],
  "funds.csv": ["date", "amount", "source", "donor"],
  "measurements.csv": ["kpi", "date", "value", "source"],
  "milestones.csv": ["milestone", "achieved", "evidence"],
} as const;
type CsvName = keyof typeof ACTUALS_COLUMNS;
export const STATUS_FILE = "status.json";

/** The directory the site reads: ACTUALS_DIR when set (tests, the bench), else content/actuals. */
export function actualsDir(): string {
  const dir = process.env.ACTUALS_DIR;
  return dir ? resolve(dir) : join(process.cwd(), "content", "actuals");
}

/** Whether a YYYY-MM-DD date exists on the calendar. */
function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const DATE_RULE = "Write dates as year-month-day with a dash, for example 2026-03-15.";
const AMOUNT_RULE =
  'Write whole rupees above zero, as plain digits (150000) or with Indian commas in quotes ("1,50,000"), without ₹ or paise.';

/** Whole rupees: plain digits or Indian grouping (1,50,000). Undefined when not allowed. */
export function parseRupees(text: string): number | undefined {
  // A spreadsheet's number format may add zero paise: 150000.00 is whole rupees.
  const whole = text.replace(/\.0+$/, "");
  if (/^\d+$/.test(whole)) return Number(whole);
  if (/^\d{1,2}(,\d\d)*,\d{3}$/.test(whole)) return Number(whole.replace(/,/g, ""));
  return undefined;
}

interface Context {
  problems: string[];
  /** The file's name as the problems show it. */
  label: string;
  asOf?: string;
}

function problem(ctx: Context, line: number, what: string, allowed: string) {
  ctx.problems.push(`${ctx.label}:${line}: ${what}. ${allowed}`);
}

/** Checks one date field; returns it when good. */
function checkDate(ctx: Context, row: CsvRow, column: string, value: string): string | undefined {
  if (value === "") {
    problem(ctx, row.line, `${column} is empty`, DATE_RULE);
    return undefined;
  }
  if (!isRealDate(value)) {
    const shape = /^\d{4}-\d{2}-\d{2}$/.test(value);
    problem(
      ctx,
      row.line,
      shape
        ? `${column} ${value} is not a day on the calendar`
        : `${column} "${value}" is not a date`,
      DATE_RULE,
    );
    return undefined;
  }
  if (ctx.asOf && value > ctx.asOf) {
    problem(
      ctx,
      row.line,
      `${column} ${value} is after the as-of date ${ctx.asOf} in status.json`,
      "Record only what happened on or before the as-of date, or move the as-of date in status.json forward.",
    );
    return undefined;
  }
  return value;
}

function checkRupees(ctx: Context, row: CsvRow, value: string): number | undefined {
  const amount = parseRupees(value);
  if (amount === undefined || amount <= 0) {
    const what =
      value === ""
        ? "amount is empty"
        : amount === 0 || /^-/.test(value)
          ? `amount ${value} is not above zero`
          : `amount "${value}" is not a number of whole rupees`;
    problem(ctx, row.line, what, AMOUNT_RULE);
    return undefined;
  }
  return amount;
}

/**
 * Reads a CSV file's header and rows; returns each row as a record by column name, or undefined
 * when the header is wrong (its rows would be misread).
 */
function readTable(
  ctx: Context,
  path: string,
  name: CsvName,
): { line: number; get: (column: string) => string; row: CsvRow }[] | undefined {
  const columns: readonly string[] = ACTUALS_COLUMNS[name];
  const expected = `The first line names the columns: ${columns.join(",")}`;
  if (!existsSync(path)) {
    problem(
      ctx,
      1,
      "the file is missing",
      `${expected}; with nothing recorded, that line is the whole file.`,
    );
    return undefined;
  }
  const rows = readCsvRows(readFileSync(path, "utf8"));
  const header = rows[0];
  if (!header) {
    problem(ctx, 1, "the file is empty", `${expected}.`);
    return undefined;
  }
  // A spreadsheet may save empty columns after the last one: they are dropped, with their values.
  let width = header.fields.length;
  while (width > 0 && header.fields[width - 1] === "") width -= 1;
  const names = header.fields.slice(0, width).map((f) => f.toLowerCase());
  let good = true;
  for (const n of names) {
    if (!columns.includes(n)) {
      problem(ctx, header.line, `the column "${n}" is not one this file has`, `${expected}.`);
      good = false;
    }
  }
  for (const c of columns) {
    if (!names.includes(c)) {
      problem(ctx, header.line, `the column "${c}" is missing`, `${expected}.`);
      good = false;
    }
  }
  const dupes = names.filter((n, i) => names.indexOf(n) !== i);
  for (const d of new Set(dupes)) {
    problem(ctx, header.line, `the column "${d}" appears twice`, `${expected}, each once.`);
    good = false;
  }
  if (!good) return undefined;
  const out = [];
  for (const row of rows.slice(1)) {
    if (row.unclosedQuote) {
      problem(
        ctx,
        row.line,
        "a double quote opened on this line is never closed, so the rest of the file reads as one value",
        'Close the quote: a value in quotes ends with " before the next comma. The lines after it were not checked.',
      );
      break;
    }
    const extra = row.fields.slice(names.length);
    if (extra.length > 0 && extra.every((f) => f === "")) row.fields.length = names.length;
    if (row.fields.length !== names.length) {
      problem(
        ctx,
        row.line,
        `this line has ${row.fields.length} values but the file has ${names.length} columns`,
        "Give every column a value, even an empty one; a value that holds a comma goes in double quotes.",
      );
      continue;
    }
    out.push({ line: row.line, row, get: (column: string) => row.fields[names.indexOf(column)]! });
  }
  return out;
}

const statusSchema = z
  .object({
    asOf: z.string(),
    stage: z.string(),
    contact: z
      .object({ email: z.string().optional(), phone: z.string().optional() })
      .strict()
      .optional(),
  })
  .strict();

/** Whether a parsed JSON value holds something at `path`. */
function hasPath(value: unknown, path: readonly PropertyKey[]): boolean {
  let at: unknown = value;
  for (const key of path) {
    if (typeof at !== "object" || at === null || !(key in at)) return false;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return true;
}

/** The line of a JSON key in the file, for the problem's file:line. */
function lineOf(text: string, key: string): number {
  const index = text.indexOf(`"${key}"`);
  return index < 0 ? 1 : text.slice(0, index).split("\n").length;
}

function readStatus(ctx: Context, path: string): Status | undefined {
  const shape =
    'It holds { "asOf": "YYYY-MM-DD", "stage": "Pre-Implementation" }, and may hold "contact": { "email": "…", "phone": "…" }.';
  if (!existsSync(path)) {
    problem(ctx, 1, "the file is missing", shape);
    return undefined;
  }
  const raw = readFileSync(path, "utf8");
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error))?.[1];
    const line = position ? text.slice(0, Number(position)).split("\n").length : 1;
    problem(
      ctx,
      line,
      "the file is not valid JSON (a comma, quote or brace is missing or extra)",
      shape,
    );
    return undefined;
  }
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
      const what =
        issue.code === "unrecognized_keys"
          ? `"${issue.keys.join('", "')}" is not a field this file has`
          : !hasPath(json, issue.path)
            ? `"${issue.path.join(".")}" is missing`
            : issue.path.at(-1) === "contact"
              ? `"contact" must be { "email": "…", "phone": "…" }`
              : `"${issue.path.join(".")}" must be text in double quotes`;
      problem(ctx, key ? lineOf(text, key) : 1, what, shape);
    }
    return undefined;
  }
  const { asOf, stage, contact } = parsed.data;
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
  if (contact?.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email)) {
    problem(
      ctx,
      lineOf(text, "email"),
      `email "${contact.email}" is not an email address`,
      "Write it as name@example.org.",
    );
    good = false;
  }
  if (contact?.phone !== undefined && !/^\+?[\d\s-]{8,}$/.test(contact.phone)) {
    problem(
      ctx,
      lineOf(text, "phone"),
      `phone "${contact.phone}" is not a phone number`,
      "Write digits, spaces and dashes, with + and the country code in front, for example +91 77123 45678.",
    );
    good = false;
  }
  return good ? { asOf, stage: stage as Stage, ...(contact ? { contact } : {}) } : undefined;
}

function oneOf<T extends string>(
  ctx: Context,
  row: CsvRow,
  column: string,
  value: string,
  allowed: readonly T[],
  noun: string,
): T | undefined {
  const match = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
  if (match) return match;
  problem(
    ctx,
    row.line,
    value === "" ? `${column} is empty` : `${column} "${value}" is not ${noun}`,
    `Use one of: ${allowed.join(", ")}.`,
  );
  return undefined;
}

const categoryByName = new Map(budgetCategoryIds.map((id) => [budgetCategoryNames[id], id]));

function readExpenses(ctx: Context, path: string): Expense[] {
  const table = readTable(ctx, path, "expenses.csv") ?? [];
  const out: Expense[] = [];
  const receipts = new Map<string, number>();
  for (const { row, get, line } of table) {
    const date = checkDate(ctx, row, "date", get("date"));
    const name = oneOf(
      ctx,
      row,
      "category",
      get("category"),
      [...categoryByName.keys()],
      "a budget category",
    );
    const amount = checkRupees(ctx, row, get("amount"));
    const receipt = get("receipt");
    const verifiedText = get("verified").toLowerCase();
    let good = date !== undefined && name !== undefined && amount !== undefined;
    if (get("description") === "") {
      problem(ctx, line, "description is empty", "Say in a few words what the money paid for.");
      good = false;
    }
    if (verifiedText !== "yes" && verifiedText !== "no") {
      problem(
        ctx,
        line,
        verifiedText === ""
          ? "verified is empty"
          : `verified "${get("verified")}" is neither yes nor no`,
        "Write yes once the receipt has been checked against the payment, otherwise no.",
      );
      good = false;
    } else if (verifiedText === "yes" && receipt === "") {
      problem(
        ctx,
        line,
        "verified is yes but there is no receipt number",
        "A payment is verified against its receipt: fill in the receipt number, or write no.",
      );
      good = false;
    }
    if (receipt !== "") {
      // R-12 and r-12 are the same receipt, as a person reading them would take them.
      const first = receipts.get(receipt.toUpperCase());
      if (first !== undefined) {
        problem(
          ctx,
          line,
          `receipt number ${receipt} is already used on line ${first}`,
          "Each receipt number appears once in the file; leave it empty while a receipt is not in yet.",
        );
        good = false;
      } else receipts.set(receipt.toUpperCase(), line);
    }
    if (good) {
      out.push({
        line,
        date: date!,
        category: categoryByName.get(name!)!,
        amount: amount!,
        description: get("description"),
        payee: get("payee"),
        receipt,
        verified: verifiedText === "yes",
      });
    }
  }
  return out;
}

function readFunds(ctx: Context, path: string): Fund[] {
  const out: Fund[] = [];
  for (const { row, get, line } of readTable(ctx, path, "funds.csv") ?? []) {
    const date = checkDate(ctx, row, "date", get("date"));
    const amount = checkRupees(ctx, row, get("amount"));
    const source = oneOf(ctx, row, "source", get("source"), fundSources, "a source of funds");
    if (date && amount && source) out.push({ line, date, amount, source, donor: get("donor") });
  }
  return out;
}

function readMeasurements(ctx: Context, path: string): Measurement[] {
  const out: Measurement[] = [];
  const seen = new Map<string, number>();
  for (const { row, get, line } of readTable(ctx, path, "measurements.csv") ?? []) {
    const kpi = oneOf(ctx, row, "kpi", get("kpi"), kpiIds, "a KPI id");
    const date = checkDate(ctx, row, "date", get("date"));
    const text = get("value").replace(/%$/, "").trim();
    const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
    let good = kpi !== undefined && date !== undefined;
    if (value === undefined || value > 100) {
      problem(
        ctx,
        line,
        value === undefined
          ? `value "${get("value")}" is not a percentage`
          : `value ${text} is over 100`,
        "Write a percentage from 0 to 100, for example 42 or 42.5.",
      );
      good = false;
    }
    if (get("source") === "") {
      problem(
        ctx,
        line,
        "source is empty",
        "Say where the figure comes from, such as the survey or register.",
      );
      good = false;
    }
    if (good) {
      const key = `${kpi}|${date}`;
      const first = seen.get(key);
      if (first !== undefined) {
        problem(
          ctx,
          line,
          `${kpi} already has a measurement dated ${date}, on line ${first}`,
          "Keep one measurement per KPI and day; correct that line instead of adding another.",
        );
        continue;
      }
      seen.set(key, line);
      out.push({ line, kpi: kpi!, date: date!, value: value!, source: get("source") });
    }
  }
  return out;
}

function readMilestones(ctx: Context, path: string): MilestoneRecord[] {
  const out: MilestoneRecord[] = [];
  const seen = new Map<string, number>();
  for (const { row, get, line } of readTable(ctx, path, "milestones.csv") ?? []) {
    const milestone = oneOf(
      ctx,
      row,
      "milestone",
      get("milestone"),
      milestoneIds,
      "a milestone id",
    );
    const achieved = checkDate(ctx, row, "achieved", get("achieved"));
    let good = milestone !== undefined && achieved !== undefined;
    if (get("evidence") === "") {
      problem(
        ctx,
        line,
        "evidence is empty",
        "Say how the milestone can be checked: a document, a photo's address or a register.",
      );
      good = false;
    }
    if (milestone) {
      const first = seen.get(milestone);
      if (first !== undefined) {
        problem(
          ctx,
          line,
          `${milestone} is already recorded on line ${first}`,
          "A milestone is achieved once; keep one line for it.",
        );
        good = false;
      } else seen.set(milestone, line);
    }
    if (good)
      out.push({ line, milestone: milestone!, achieved: achieved!, evidence: get("evidence") });
  }
  return out;
}

/** Reads and checks every file of `dir`; `actuals` is undefined when there is any problem. */
export function readActuals(dir: string = actualsDir()): { problems: string[]; actuals?: Actuals } {
  const problems: string[] = [];
  const label = (file: string) => {
    const path = relative(process.cwd(), join(dir, file));
    return path.startsWith("..") ? join(dir, file) : path;
  };
  const status = readStatus({ problems, label: label(STATUS_FILE) }, join(dir, STATUS_FILE));
  const ctx = (file: CsvName): Context => ({ problems, label: label(file), asOf: status?.asOf });
  const expenses = readExpenses(ctx("expenses.csv"), join(dir, "expenses.csv"));
  const funds = readFunds(ctx("funds.csv"), join(dir, "funds.csv"));
  const measurements = readMeasurements(ctx("measurements.csv"), join(dir, "measurements.csv"));
  const milestones = readMilestones(ctx("milestones.csv"), join(dir, "milestones.csv"));
  if (problems.length > 0 || !status) return { problems };
  return { problems, actuals: { status, expenses, funds, measurements, milestones } };
}
