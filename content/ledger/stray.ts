import { existsSync, readdirSync } from "node:fs";
import { problem, type Context } from "@/content/ledger/checks";
import { HOW_TO_SAVE_CSV_UTF8 } from "@/content/ledger/decode";

// A file the site does not read is an error, not a silence: an upload named "expenses (1).csv"
// would otherwise leave the old figures published without a word.

const FILES = ["expenses.csv", "funds.csv", "measurements.csv", "milestones.csv", "status.json"];
const WORKBOOK = /\.(xlsx|xlsm|xls|ods|numbers)$/i;

/** The file a name was meant to be: "Programme accounts - expenses (1).CSV" is expenses.csv. */
export function meantFile(name: string): string | undefined {
  const plain = name.toLowerCase().replace(/\s*\(\d+\)/g, "");
  // Google Sheets names a download "<spreadsheet> - <sheet>.csv"; either part may be the file.
  for (const part of plain.split(" - ")) {
    const stem = part.trim().replace(/\..*$/, "").trim();
    const file = FILES.find((f) =>
      [f.split(".")[0], f.replace("s.", ".").split(".")[0]].includes(stem),
    );
    if (file) return file;
  }
  return undefined;
}

/** Why the site does not read `name`, and what to do. */
function advice(name: string): { what: string; allowed: string } {
  const meant = meantFile(name);
  const what = `the site does not read "${name}", so nothing in it is published`;
  if (WORKBOOK.test(name)) {
    return {
      what: `${what}: it is a spreadsheet workbook, and the site reads CSV files`,
      allowed: `Save each sheet as "CSV UTF-8": ${HOW_TO_SAVE_CSV_UTF8}. Upload it as ${meant ?? "one of expenses.csv, funds.csv, measurements.csv or milestones.csv"} and delete "${name}".`,
    };
  }
  if (meant) {
    return {
      what,
      allowed: `The site reads ${meant}: upload this file again under exactly that name (small letters, ${meant.slice(meant.indexOf("."))} at the end), replacing the old ${meant}, and delete "${name}".`,
    };
  }
  return {
    what,
    allowed: `This folder holds only ${FILES.slice(0, -1).join(", ")} and ${FILES.at(-1)}: give the file one of those names, or delete it.`,
  };
}

/**
 * A problem for each file in `dir` the site does not read. Hidden files (.gitkeep) and a
 * README.md for the team are left alone: the site needs neither, and neither holds figures.
 */
export function checkStrayFiles(problems: string[], dir: string, label: (file: string) => string) {
  // A missing folder is told file by file, as each file is missing.
  for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
    if (FILES.includes(name) || name.startsWith(".") || /^readme\.md$/i.test(name)) continue;
    const ctx: Context = { problems, label: label(name) };
    const { what, allowed } = advice(name);
    problem(ctx, 1, what, allowed);
  }
}
