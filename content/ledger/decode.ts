import { readFileSync } from "node:fs";
import { problem, type Context } from "@/content/ledger/checks";

// The team's files are read as bytes: a spreadsheet's other "CSV" and "Unicode" formats would
// otherwise reach the site as garbled letters or question marks, and the check would pass.

/** How to save a CSV file in the one encoding the site reads, from either spreadsheet. */
export const HOW_TO_SAVE_CSV_UTF8 =
  'in Excel, File > Save As > "CSV UTF-8 (Comma delimited) (*.csv)"; in Google Sheets, File > Download > "Comma Separated Values (.csv)"';
export const SAVE_CSV_UTF8 = `Save it again as "CSV UTF-8": ${HOW_TO_SAVE_CSV_UTF8}. Upload it under the same name`;
const SAVE_JSON_UTF8 =
  'Save it as UTF-8: in Notepad, File > Save As and choose Encoding "UTF-8"; or edit the file in GitHub\'s own editor (the pencil), which always saves UTF-8';
const LOST =
  "Letters already saved as ? are lost in this file: save again from the original spreadsheet, or type them again";

function advice(path: string): string {
  return path.endsWith(".json") ? SAVE_JSON_UTF8 : SAVE_CSV_UTF8;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The line of the first bytes that are not UTF-8, counting from 1. */
function firstBadLine(bytes: Buffer): number {
  let start = 0;
  for (let line = 1; ; line += 1) {
    const end = bytes.indexOf(0x0a, start);
    try {
      utf8.decode(bytes.subarray(start, end < 0 ? bytes.length : end));
    } catch {
      return line;
    }
    if (end < 0) return 1;
    start = end + 1;
  }
}

/**
 * A file's text when it is UTF-8 (a byte-order mark is dropped); otherwise one problem that names
 * the encoding the spreadsheet used and how to save it as UTF-8, and undefined.
 */
export function readText(ctx: Context, path: string): string | undefined {
  const bytes = readFileSync(path);
  const bom = bytes.subarray(0, 2).toString("hex");
  if (bytes.subarray(0, 4).toString("hex") === "504b0304") {
    problem(
      ctx,
      1,
      "the file is an Excel workbook (.xlsx) with a .csv name, so the site cannot read it",
      `${SAVE_CSV_UTF8}.`,
    );
    return undefined;
  }
  const zeros = bytes.subarray(0, 200).filter((b) => b === 0).length;
  if (bom === "fffe" || bom === "feff" || zeros > 0) {
    problem(
      ctx,
      1,
      'the file is saved as "Unicode" text (UTF-16), so the site reads nothing in it: this is what Excel\'s "Unicode Text" and Notepad\'s "Unicode" write',
      `${advice(path)}.`,
    );
    return undefined;
  }
  const body = bytes.subarray(0, 3).toString("hex") === "efbbbf" ? bytes.subarray(3) : bytes;
  try {
    return utf8.decode(body);
  } catch {
    problem(
      ctx,
      firstBadLine(body),
      `the file is not saved as UTF-8, so letters such as \u00e9, ₹ or any Hindi letter would be published wrong (the first is on this line): this is what ${path.endsWith(".json") ? 'Notepad\'s "ANSI" encoding' : 'Excel\'s plain "CSV (Comma delimited)"'} writes`,
      `${advice(path)}. ${LOST}.`,
    );
    return undefined;
  }
}

/** Whether a value holds question marks or U+FFFD where letters were: a save that could not hold them. */
export function hasLostLetters(value: string): boolean {
  return value.includes("\ufffd") || /\?\?/.test(value) || /(^|\s)\?+(\s|$)/.test(value);
}

/** What to do about letters lost to ? or U+FFFD. */
export function lostLettersAdvice(path: string): string {
  return `${advice(path)}. ${LOST}`;
}
