import ExcelJS from "exceljs";
import {
  budgetCategoryIds,
  budgetCategoryNames,
  fundSources,
  kpiIds,
  milestoneIds,
} from "@/content/ledger/ids";
import { ACTUALS_COLUMNS } from "@/content/ledger/table";
import { servedData } from "@/lib/testing/data-route";

/** The template as a visitor downloads it, opened with exceljs. */
async function downloaded(): Promise<ExcelJS.Workbook> {
  const res = await servedData("accounts-template.xlsx");
  expect(res.headers.get("content-disposition")).toBe(
    'attachment; filename="accounts-template.xlsx"',
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return book;
}

/** The drop-down list of a cell, as Excel shows it. */
function listAt(ws: ExcelJS.Worksheet, address: string): string[] | undefined {
  const v = ws.getCell(address).dataValidation;
  if (!v || v.type !== "list") return undefined;
  return v.formulae[0].replace(/^"|"$/g, "").split(",");
}

describe("the accounts template", () => {
  let book: ExcelJS.Workbook;
  beforeAll(async () => {
    book = await downloaded();
  });

  it("has the how-to sheet first, then one sheet per team file with its header row", () => {
    expect(book.worksheets.map((ws) => ws.name)).toEqual([
      "How to save",
      "expenses",
      "funds",
      "measurements",
      "milestones",
    ]);
    for (const [file, columns] of Object.entries(ACTUALS_COLUMNS)) {
      const ws = book.getWorksheet(file.replace(".csv", ""))!;
      expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([...columns]);
    }
    const help = book.getWorksheet("How to save")!;
    const text = help.getColumn(1).values.join("\n");
    expect(text).toContain('"CSV UTF-8 (Comma delimited) (*.csv)"');
    expect(text).toContain('File > Download > "Comma Separated Values (.csv)"');
    expect(text).toContain("expenses.csv, funds.csv, measurements.csv, milestones.csv");
  });

  it("formats the date columns (and receipt numbers) as text", () => {
    const text = (sheet: string, col: string) => book.getWorksheet(sheet)!.getColumn(col).numFmt;
    expect(text("expenses", "A")).toBe("@");
    expect(text("expenses", "F")).toBe("@");
    expect(text("funds", "A")).toBe("@");
    expect(text("measurements", "B")).toBe("@");
    expect(text("milestones", "B")).toBe("@");
    expect(text("expenses", "C")).toBeUndefined();
  });

  it("offers drop-downs from the lists the checker uses, down the sheet", () => {
    const ws = (name: string) => book.getWorksheet(name)!;
    const categories = budgetCategoryIds.map((id) => budgetCategoryNames[id]);
    for (const row of [2, 500, 5000]) {
      expect(listAt(ws("expenses"), `B${row}`)).toEqual(categories);
      expect(listAt(ws("expenses"), `G${row}`)).toEqual(["yes", "no"]);
      expect(listAt(ws("funds"), `C${row}`)).toEqual([...fundSources]);
      expect(listAt(ws("measurements"), `A${row}`)).toEqual([...kpiIds]);
      expect(listAt(ws("milestones"), `A${row}`)).toEqual([...milestoneIds]);
    }
    // The header row and the free-text columns have none.
    expect(listAt(ws("expenses"), "B1")).toBeUndefined();
    expect(listAt(ws("expenses"), "D2")).toBeUndefined();
  });
});
