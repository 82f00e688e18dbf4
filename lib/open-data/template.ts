import ExcelJS from "exceljs";
import { templateHelp, templateSheets } from "@/lib/open-data/template-sheets";

/** Rows the drop-down lists and text formats cover: three years of monthly records and more. */
export const TEMPLATE_ROWS = 5000;

/** exceljs 4.4 validates a whole range at once (worksheet.dataValidations), but does not type it. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

/** The column letter of a 1-based column number (the team's files have fewer than 27 columns). */
function letter(n: number): string {
  return String.fromCharCode(64 + n);
}

/**
 * Builds the accounts template as xlsx bytes, with exceljs (server only: the route handler
 * /data/accounts-template.xlsx, app/data/[file]/route.ts, runs it once at build time).
 */
export async function buildTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const help = book.addWorksheet("How to save");
  help.getColumn(1).width = 120;
  help.getColumn(1).alignment = { wrapText: true, vertical: "top" };
  templateHelp.forEach((line, i) => (help.getCell(i + 1, 1).value = line));
  help.getCell(1, 1).font = { bold: true, size: 14 };
  for (const s of templateSheets) {
    const ws = book.addWorksheet(s.name, { views: [{ state: "frozen", ySplit: 1 }] });
    ws.addRow([...s.columns]).font = { bold: true };
    s.columns.forEach((column, i) => {
      const col = ws.getColumn(i + 1);
      col.width = Math.max(14, column.length + 4);
      const range = `${letter(i + 1)}2:${letter(i + 1)}${TEMPLATE_ROWS}`;
      // Text, so Excel keeps 2026-03-15 and R-2025-00001 as typed, not as a date or a number.
      if (s.text.includes(column)) col.numFmt = "@";
      const list = s.lists[column];
      if (!list) return;
      const formula = `"${list.join(",")}"`;
      // Excel refuses a list written inline longer than 255 characters.
      if (formula.length > 257)
        throw new Error(`The ${s.name} ${column} list is too long for Excel`);
      (ws as unknown as RangeValidations).dataValidations.add(range, {
        type: "list",
        allowBlank: true,
        formulae: [formula],
        showErrorMessage: true,
        errorTitle: `Not a ${column} the check accepts`,
        error: `Pick one from the list: ${list.join(", ")}.`,
      });
    });
  }
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}
