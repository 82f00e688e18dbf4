import type { Context } from "@/content/ledger/checks";
import { alsoOn, problemOnLines, type Entry } from "@/content/ledger/grouped";

// Dates as a spreadsheet rewrites them: day and month numbers in the computer's order
// (18/10/2025, 10/18/2025, 03-10-2025, 3/10/25), a month's name (18-Oct-25), a day number
// (45948), or a day with a time. Each is refused, with the year-month-day reading where one
// exists, and one message per kind and file.

const MONTHS =
  "January February March April May June July August September October November December".split(
    " ",
  );

function iso(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  const ok = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return ok ? date.toISOString().slice(0, 10) : undefined;
}

/** How to make a spreadsheet write every date of a column as year-month-day. */
const FIX =
  'To fix the whole column: in Excel, select it, choose Format Cells > Custom, type yyyy-mm-dd, and save as "CSV UTF-8 (Comma delimited) (*.csv)"; in Google Sheets, select it and choose Format > Number > Custom date and time, yyyy-mm-dd.';
const RULE = "Write dates as year-month-day with a dash";

const dayMonth = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d\d)$/;

/** The day-first and month-first readings of 03/10/2025 (or 03/10/25), where each is a real day. */
function readings(value: string): { dayFirst?: string; monthFirst?: string } {
  const [, a, , b, yy] = dayMonth.exec(value)!;
  const y = yy!.length === 2 ? 2000 + +yy! : +yy!;
  return { dayFirst: iso(y, +b!, +a!), monthFirst: iso(y, +a!, +b!) };
}

/** The one day of 2025/10/18, 18-Oct-25, 18 October 2025 or Oct 18, 2025; undefined otherwise. */
function oneReading(value: string): string | undefined {
  const slashes = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/.exec(value);
  if (slashes) return iso(+slashes[1]!, +slashes[2]!, +slashes[3]!);
  const named =
    /^(\d{1,2})[- ]([a-z]{3,9})[- ,]+(\d{4}|\d\d)$/i.exec(value) ??
    /^([a-z]{3,9})[- ](\d{1,2}),? (\d{4})$/i
      .exec(value)
      ?.map((p, i, m) => (i === 1 ? m[2]! : i === 2 ? m[1]! : p));
  const month = MONTHS.findIndex(
    (m) => named && m.slice(0, 3).toLowerCase() === named[2]!.slice(0, 3).toLowerCase(),
  );
  if (!named || month < 0) return undefined;
  return iso(named[3]!.length === 2 ? 2000 + +named[3]! : +named[3]!, month + 1, +named[1]!);
}

/** Excel's day number: day 1 is 1900-01-01, counted as Excel counts (with its 29 February 1900). */
function fromSerial(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + serial * 864e5).toISOString().slice(0, 10);
}

function spoken(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
}

/** The order the file's dates use, when some date shows it and none shows the other. */
function order(entries: Entry[]): { dayFirst: boolean; shownBy: Entry } | undefined {
  const day = entries.find((e) => !readings(e.value).monthFirst);
  const month = entries.find((e) => !readings(e.value).dayFirst);
  if (day && !month) return { dayFirst: true, shownBy: day };
  if (month && !day) return { dayFirst: false, shownBy: month };
  return undefined;
}

function renderDayMonth(column: string) {
  return (entries: Entry[]) => {
    const first = entries[0]!;
    const { dayFirst, monthFirst } = readings(first.value);
    const known = order(entries);
    // 18/10/2025 has one reading, and so has 05/05/2025.
    const only =
      !dayFirst || !monthFirst || dayFirst === monthFirst ? (dayFirst ?? monthFirst) : undefined;
    const reading = only ?? (known ? (known.dayFirst ? dayFirst : monthFirst) : undefined);
    const how = known
      ? known.dayFirst
        ? "day-month-year"
        : "month-day-year"
      : "with the day and month as numbers";
    const shown =
      known && known.shownBy !== first && !only
        ? `; ${known.shownBy.value} on line ${known.shownBy.line} shows the ${known.dayFirst ? "day" : "month"} comes first`
        : "";
    const allowed =
      reading !== undefined
        ? `${RULE}: "${first.value}" is ${reading}.`
        : `${RULE}. "${first.value}" could be ${spoken(dayFirst!)} (${dayFirst}) or ${spoken(monthFirst!)} (${monthFirst}): which is it?`;
    return {
      what: `${column} "${first.value}" is written ${how}${alsoOn(entries)}${shown}`,
      allowed: `${allowed} ${FIX}`,
    };
  };
}

/**
 * A problem for a date a spreadsheet rewrote, naming the year-month-day it stands for when that
 * is sure; false when `value` is not one of those shapes.
 */
export function rewrittenDate(ctx: Context, line: number, column: string, value: string): boolean {
  const entry = { line, value };
  if (dayMonth.test(value) && (readings(value).dayFirst || readings(value).monthFirst)) {
    problemOnLines(ctx, `${column}:day-month`, entry, renderDayMonth(column));
    return true;
  }
  const reading = oneReading(value);
  if (reading) {
    problemOnLines(ctx, `${column}:other`, entry, (entries) => ({
      what: `${column} "${entries[0]!.value}" is not written year-month-day with dashes${alsoOn(entries)}`,
      allowed: `${RULE}: "${entries[0]!.value}" is ${oneReading(entries[0]!.value)}. ${FIX}`,
    }));
    return true;
  }
  // 36526 is 2000-01-01 and 73050 is 2099-12-31: a five-digit number in between is a day number.
  if (/^\d{5}$/.test(value) && +value >= 36526 && +value <= 73050) {
    problemOnLines(ctx, `${column}:serial`, entry, (entries) => ({
      what: `${column} ${entries[0]!.value} is the spreadsheet's number for a day, not a date${alsoOn(entries)}`,
      allowed: `${RULE}: ${entries[0]!.value} is ${fromSerial(+entries[0]!.value)}. ${FIX}`,
    }));
    return true;
  }
  const timed = /^(\d{4}-\d{2}-\d{2})[ T]\d{1,2}:\d{2}(:\d{2})?$/.exec(value);
  if (timed && iso(+timed[1]!.slice(0, 4), +timed[1]!.slice(5, 7), +timed[1]!.slice(8, 10))) {
    problemOnLines(ctx, `${column}:time`, entry, (entries) => ({
      what: `${column} "${entries[0]!.value}" has a time after the day${alsoOn(entries)}`,
      allowed: `${RULE} and nothing after it: "${entries[0]!.value}" is ${entries[0]!.value.slice(0, 10)}. ${FIX}`,
    }));
    return true;
  }
  return false;
}
