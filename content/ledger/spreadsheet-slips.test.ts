import { readActuals } from "@/content/ledger/read";
import { scratchActuals } from "@/lib/testing/scratch-actuals";

const { HEADERS, dir, write, problems, warnings } = scratchActuals();

// What re-saving a CSV in Excel or Google Sheets does to dates, amounts, receipt numbers, file
// names and rows, written out as the spreadsheet writes it.
const FIX =
  'To fix the whole column: in Excel, select it, choose Format Cells > Custom, type yyyy-mm-dd, and save as "CSV UTF-8 (Comma delimited) (*.csv)"; in Google Sheets, select it and choose Format > Number > Custom date and time, yyyy-mm-dd.';
const fund = (date: string, amount = "5000") => `${date},${amount},csr,`;
const funds = (...rows: string[]) => `${HEADERS["funds.csv"]}\r\n${rows.join("\r\n")}\r\n`;

describe("dates a spreadsheet rewrote get the year-month-day they stand for", () => {
  it("25 dates re-saved as dd-mm-yyyy are one message, its order shown by a day over 12", () => {
    const days = Array.from({ length: 25 }, (_, i) => `${String(i + 1).padStart(2, "0")}-04-2026`);
    write("funds.csv", funds(...days.map((d) => fund(d))));
    expect(problems()).toEqual([
      `funds.csv:2: date "01-04-2026" is written day-month-year (also on lines 3 to 26: 25 lines in all); 13-04-2026 on line 14 shows the day comes first. Write dates as year-month-day with a dash: "01-04-2026" is 2026-04-01. ${FIX}`,
    ]);
  });

  it("03/10/2025 alone could be either: both readings, and the question", () => {
    write("funds.csv", funds(fund("03/10/2025")));
    expect(problems()).toEqual([
      `funds.csv:2: date "03/10/2025" is written with the day and month as numbers. Write dates as year-month-day with a dash. "03/10/2025" could be 3 October 2025 (2025-10-03) or 10 March 2025 (2025-03-10): which is it? ${FIX}`,
    ]);
  });

  it("18/10/2025 and 10/18/2025 have one reading each", () => {
    write("funds.csv", funds(fund("18/10/2025")));
    expect(problems()[0]).toContain(
      'date "18/10/2025" is written day-month-year. Write dates as year-month-day with a dash: "18/10/2025" is 2025-10-18.',
    );
    write("funds.csv", funds(fund("10/18/2025"), fund("3/10/2025")));
    expect(problems()[0]).toContain(
      'funds.csv:2: date "10/18/2025" is written month-day-year (also on line 3: 2 lines in all). Write dates as year-month-day with a dash: "10/18/2025" is 2025-10-18.',
    );
  });

  it("a two-digit year, a month's name and a year first with slashes have one reading each", () => {
    write(
      "funds.csv",
      funds(fund("18/10/25"), fund("18-Oct-25"), fund('"Oct 18, 2025"'), fund("2025/10/18")),
    );
    expect(problems()).toEqual([
      `funds.csv:2: date "18/10/25" is written day-month-year. Write dates as year-month-day with a dash: "18/10/25" is 2025-10-18. ${FIX}`,
      `funds.csv:3: date "18-Oct-25" is not written year-month-day with dashes (also on lines 4 and 5: 3 lines in all). Write dates as year-month-day with a dash: "18-Oct-25" is 2025-10-18. ${FIX}`,
    ]);
  });

  it("Excel's day number 45948, and a day with a time", () => {
    write("funds.csv", funds(fund("45948"), fund("45949"), fund("2025-10-18 00:00:00")));
    expect(problems()).toEqual([
      `funds.csv:2: date 45948 is the spreadsheet's number for a day, not a date (also on line 3: 2 lines in all). Write dates as year-month-day with a dash: 45948 is 2025-10-18. ${FIX}`,
      `funds.csv:4: date "2025-10-18 00:00:00" has a time after the day. Write dates as year-month-day with a dash and nothing after it: "2025-10-18 00:00:00" is 2025-10-18. ${FIX}`,
    ]);
  });
});

describe("amounts are whole rupees; no figure is read other than as written", () => {
  it("150.000 is refused, not read as 150", () => {
    write("funds.csv", funds(fund("2026-01-05", "150.000"), fund("2026-01-06", "150.000")));
    expect(problems()).toEqual([
      'funds.csv:2: amount "150.000" could be 150000 with a dot between the thousands, or 150 with three decimals, and the site does not guess (also on line 3: 2 lines in all). Write whole rupees without a dot: for 150000, write 150000, or with Indian commas in quotes "1,50,000"; for 150, write 150.',
    ]);
  });

  it("European 1.50.000, Western 2,500,000 and paise are told what to write", () => {
    write(
      "funds.csv",
      funds(
        fund("2026-01-05", "1.50.000"),
        fund("2026-01-06", '"2,500,000"'),
        fund("2026-01-07", "150.50"),
      ),
    );
    expect(problems()).toEqual([
      'funds.csv:2: amount "1.50.000" groups its digits with dots. Instead, write 150000, or with Indian commas in quotes "1,50,000", without ₹ or paise.',
      'funds.csv:3: amount "2,500,000" has commas every three digits, which the site does not read as rupees. Instead, write 2500000, or with Indian commas in quotes "25,00,000", without ₹ or paise.',
      'funds.csv:4: amount "150.50" has digits after the dot (paise), which the site does not count. Write whole rupees, as plain digits (150000) or with Indian commas in quotes ("1,50,000"), rounded as the receipt is; only .00 may follow them.',
    ]);
  });
});

describe("receipts, rows and text", () => {
  const expense = (receipt: string, payee = "") =>
    `2026-01-05,Skills Training,1500,Books,${payee},${receipt},no`;
  const expenses = (...rows: string[]) => `${HEADERS["expenses.csv"]}\r\n${rows.join("\r\n")}\r\n`;

  it("a receipt number in scientific notation: the spreadsheet changed it", () => {
    write("expenses.csv", expenses(expense("2.02511E+11"), expense("2.02511e+11")));
    expect(problems()).toEqual([
      'expenses.csv:2: receipt "2.02511E+11" is a long number the spreadsheet shortened to scientific notation, so its last digits are lost (also on line 3: 2 lines in all). Format the receipt column as text (Excel: Format Cells > Text; Google Sheets: Format > Number > Plain text) and type each number again from the paper receipt.',
    ]);
  });

  it("identical rows are a warning, and both still count", () => {
    write("expenses.csv", expenses(expense(""), expense(""), expense("R1"), expense("", "Sun Co")));
    write(
      "funds.csv",
      funds(fund("2026-01-05"), fund("2026-01-06"), fund("2026-01-05"), fund("2026-01-06")),
    );
    const { problems: found, warnings: warned, actuals } = readActuals(dir());
    expect(found).toEqual([]);
    expect(actuals!.expenses).toHaveLength(4);
    expect(actuals!.funds).toHaveLength(4);
    const also =
      "Both lines are counted. If it really happened twice (two equal payments or gifts), keep both; a receipt number tells two payments apart. If the line was pasted twice, delete one.";
    expect(warned.map((w) => w.replace(`${dir()}/`, ""))).toEqual([
      `expenses.csv:3: this line is the same as line 2, value for value. ${also}`,
      `funds.csv:4: this line is the same as line 2, value for value; so line 5 repeats line 3. ${also}`,
    ]);
  });

  it("text that starts with = is a warning, and kept exactly", () => {
    write("expenses.csv", expenses(expense("R1", "=HYPERLINK(1)")));
    expect(warnings()).toEqual([
      'expenses.csv:2: payee "=HYPERLINK(1)" starts with =, so a spreadsheet that opens the file would take it for a formula. It is published exactly as written, and the public downloads mark it so no spreadsheet runs it. If it is not meant to start with =, take the = away.',
    ]);
    expect(readActuals(dir()).actuals!.expenses[0]!.payee).toBe("=HYPERLINK(1)");
  });
});

describe("a file the site does not read is an error naming the name it should have", () => {
  it("a browser's (1), a capital, Google Sheets' download name, a workbook, an unknown name", () => {
    for (const name of ["expenses (1).csv", "Programme accounts - funds.csv", "expenses.xlsx"])
      write(name, "x");
    write("notes.txt", "x");
    write("status.json.txt", "{}");
    write(".gitkeep", "");
    write("README.md", "# Notes");
    expect(problems()).toEqual([
      'Programme accounts - funds.csv:1: the site does not read "Programme accounts - funds.csv", so nothing in it is published. The site reads funds.csv: upload this file again under exactly that name (small letters, .csv at the end), replacing the old funds.csv, and delete "Programme accounts - funds.csv".',
      'expenses (1).csv:1: the site does not read "expenses (1).csv", so nothing in it is published. The site reads expenses.csv: upload this file again under exactly that name (small letters, .csv at the end), replacing the old expenses.csv, and delete "expenses (1).csv".',
      'expenses.xlsx:1: the site does not read "expenses.xlsx", so nothing in it is published: it is a spreadsheet workbook, and the site reads CSV files. Save each sheet as "CSV UTF-8": in Excel, File > Save As > "CSV UTF-8 (Comma delimited) (*.csv)"; in Google Sheets, File > Download > "Comma Separated Values (.csv)". Upload it as expenses.csv and delete "expenses.xlsx".',
      'notes.txt:1: the site does not read "notes.txt", so nothing in it is published. This folder holds only expenses.csv, funds.csv, measurements.csv, milestones.csv and status.json: give the file one of those names, or delete it.',
      'status.json.txt:1: the site does not read "status.json.txt", so nothing in it is published. The site reads status.json: upload this file again under exactly that name (small letters, .json at the end), replacing the old status.json, and delete "status.json.txt".',
    ]);
  });

  it("Expenses.csv and funds.CSV in place of the real files", () => {
    write("Expenses.csv", "x");
    write("funds.CSV", "x");
    expect(problems().slice(0, 2)).toEqual([
      'Expenses.csv:1: the site does not read "Expenses.csv", so nothing in it is published. The site reads expenses.csv: upload this file again under exactly that name (small letters, .csv at the end), replacing the old expenses.csv, and delete "Expenses.csv".',
      'funds.CSV:1: the site does not read "funds.CSV", so nothing in it is published. The site reads funds.csv: upload this file again under exactly that name (small letters, .csv at the end), replacing the old funds.csv, and delete "funds.CSV".',
    ]);
  });
});
