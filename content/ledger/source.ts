import { readCsvRows, type CsvRow } from "@/content/ledger/csv";
import { problem, type Context } from "@/content/ledger/checks";
import { readText, SAVE_CSV_UTF8 } from "@/content/ledger/decode";

// A CSV file's rows, once its bytes are UTF-8 and its values are separated by commas. Excel with a
// European list separator writes semicolons, and its "Text" and "Unicode Text" write tabs: read as
// commas, every line of such a file would be one long value, and the header alone would give a
// message per column. One message names the separator instead.

const separators = [
  { char: ";", name: "semicolons (;)" },
  { char: "\t", name: "tabs" },
];

/** How many times `char` separates values on a line, quoted values left out. */
function count(line: string, char: string): number {
  return line.replace(/"[^"]*"/g, "").split(char).length - 1;
}

export function readRows(ctx: Context, path: string): CsvRow[] | undefined {
  const text = readText(ctx, path);
  if (text === undefined) return undefined;
  const header = text.split("\n").find((l) => l.trim() !== "") ?? "";
  const commas = count(header, ",");
  for (const { char, name } of separators) {
    if (count(header, char) > commas) {
      problem(
        ctx,
        1,
        `the values are separated by ${name}, not by commas, so no column can be read`,
        char === ";"
          ? `Excel separates values with semicolons when the computer's list separator is ";". Open the file in Google Sheets and use File > Download > "Comma Separated Values (.csv)", which always writes commas; or, in Windows, set Control Panel > Region > Additional settings > List separator to a comma (,), and save again from Excel as "CSV UTF-8 (Comma delimited) (*.csv)".`
          : `This is what "Text (Tab delimited)" and "Unicode Text" write. ${SAVE_CSV_UTF8}.`,
      );
      return undefined;
    }
  }
  return readCsvRows(text);
}
