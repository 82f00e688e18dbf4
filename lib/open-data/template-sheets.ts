import {
  budgetCategoryIds,
  budgetCategoryNames,
  fundSources,
  kpiIds,
  milestoneIds,
} from "@/content/ledger/ids";
import { ACTUALS_COLUMNS, type CsvName } from "@/content/ledger/table";

/**
 * What the accounts template (/data/accounts-template.xlsx) holds: a sheet per team file, named
 * as the file without .csv, with its columns; the columns written as text (dates, so a
 * spreadsheet keeps 2026-03-15; receipt numbers, so a long one is not turned into 2.02511E+11);
 * and the drop-down lists, the same lists the checker accepts (content/ledger/ids.ts).
 */
export const TEMPLATE_PATH = "/data/accounts-template.xlsx";

export interface TemplateSheet {
  file: CsvName;
  name: string;
  columns: readonly string[];
  text: readonly string[];
  lists: Record<string, readonly string[]>;
}

const sheet = (
  file: CsvName,
  text: readonly string[],
  lists: Record<string, readonly string[]> = {},
): TemplateSheet => ({
  file,
  name: file.replace(/\.csv$/, ""),
  columns: ACTUALS_COLUMNS[file],
  text,
  lists,
});

const yesNo = ["yes", "no"];

export const templateSheets: readonly TemplateSheet[] = [
  sheet("expenses.csv", ["date", "receipt"], {
    category: budgetCategoryIds.map((id) => budgetCategoryNames[id]),
    verified: yesNo,
  }),
  sheet("funds.csv", ["date"], { source: fundSources }),
  sheet("measurements.csv", ["date"], { kpi: kpiIds }),
  sheet("milestones.csv", ["achieved"], { milestone: milestoneIds }),
];

/** The first sheet: how to turn each sheet into the file the site reads. */
export const templateHelp: readonly string[] = [
  "How to use this workbook",
  "",
  "Each of the next sheets is one of the programme team's files: expenses, funds, measurements and milestones. Its first row names the columns: keep it as it is. The guide (docs/updating-the-figures.md) says what each column holds.",
  "Each file holds every row since launch: add this month's rows under the earlier ones, never in place of them. To start from what the site publishes now, download the CSV file of the same name from the transparency hub's open data and bring it in without letting the spreadsheet change its dates: in Excel, Data > From Text/CSV, Data Type Detection: Do not detect data types; in Google Sheets, File > Import, with Convert text to numbers, dates, and formulas unticked. Opening the CSV file by double-clicking it turns its dates into the computer's date format.",
  "Write dates as year-month-day, for example 2026-03-15. The date and receipt columns are formatted as text, so the spreadsheet keeps them as you type them.",
  "Category, source, KPI, milestone and verified offer a drop-down list: the values the check accepts.",
  "",
  "Save each sheet as a CSV file named after the sheet: expenses.csv, funds.csv, measurements.csv, milestones.csv.",
  'Excel: click the sheet\'s tab, then File > Save As (or Save a Copy), choose "CSV UTF-8 (Comma delimited) (*.csv)" and type the name, for example expenses.csv. Excel saves only the sheet you are on: repeat for each sheet, and keep this workbook as your working copy. Do not choose plain "CSV (Comma delimited)": it loses Hindi letters.',
  'Google Sheets: click the sheet\'s tab, then File > Download > "Comma Separated Values (.csv)". The file arrives as "<workbook name> - expenses.csv": rename it to expenses.csv (and remove " (1)" if your browser added it).',
  "",
  "Then upload the files on GitHub: in content/villages/pilot/actuals, Add file > Upload files, drop in the files with these exact names, and commit them to a new branch with a pull request, as the guide describes. status.json (the as-of date and the stage) is edited there too; it is not in this workbook.",
];
