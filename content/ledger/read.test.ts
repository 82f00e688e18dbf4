import { join } from "node:path";
import { parseRupees } from "@/content/ledger/checks";
import { readActuals } from "@/content/ledger/read";
import { scratchActuals } from "@/lib/testing/scratch-actuals";

const { HEADERS, dir, write, problems } = scratchActuals();

describe("reading the files as a spreadsheet saves them", () => {
  it("reads rupees as plain digits or in Indian grouping only", () => {
    expect(parseRupees("150000")).toBe(150000);
    expect(parseRupees("1,50,000")).toBe(150000);
    expect(parseRupees("12,345")).toBe(12345);
    expect(parseRupees("150,000")).toBeUndefined();
    expect(parseRupees("₹500")).toBeUndefined();
    expect(parseRupees("500.50")).toBeUndefined();
  });

  it("accepts a good ledger and keeps every row", () => {
    write(
      "expenses.csv",
      '\ufeffdate,category,amount,description,payee,receipt,verified\r\n2026-01-05,Solar Power System,"1,50,000","Panels, frames",Sun Co,R-1,yes\r\n2026-02-01, starlink infrastructure ,45000,Dish,,,no\r\n\r\n',
    );
    write("funds.csv", "date,amount,source,donor\n2025-12-01,500000,csr,\n");
    write("measurements.csv", "kpi,date,value,source\nliteracy,2026-04-01,61.5,Household survey\n");
    write(
      "milestones.csv",
      "milestone,achieved,evidence\ninstallInternet,2026-01-20,https://example.org/photo\n",
    );
    const { problems: found, actuals } = readActuals(dir());
    expect(found).toEqual([]);
    expect(actuals!.expenses.map((e) => [e.category, e.amount, e.description, e.verified])).toEqual(
      [
        ["solar", 150000, "Panels, frames", true],
        ["starlink", 45000, "Dish", false],
      ],
    );
    expect(actuals!.funds[0]).toMatchObject({ amount: 500000, source: "csr", donor: "" });
    expect(actuals!.measurements[0]).toMatchObject({ kpi: "literacy", value: 61.5 });
    expect(actuals!.milestones[0]).toMatchObject({
      milestone: "installInternet",
      achieved: "2026-01-20",
    });
  });
});

describe("every problem gets file:line, what is wrong and what is allowed", () => {
  it("an unknown category", () => {
    write("expenses.csv", `${HEADERS["expenses.csv"]}\n2026-01-05,Solar,100,Panels,,R1,no\n`);
    expect(problems()).toEqual([
      'expenses.csv:2: category "Solar" is not a budget category. Use one of: Starlink Infrastructure, Solar Power System, Telemedicine Setup, AI Education Lab, Water Infrastructure, Skills Training.',
    ]);
  });

  it("unknown and missing columns", () => {
    write("funds.csv", "date,amount,source,name\n");
    expect(problems()).toEqual([
      'funds.csv:1: the column "name" is not one this file has. The first line names the columns: date,amount,source,donor (and, when used, corrects, reason).',
      'funds.csv:1: the column "donor" is missing. The first line names the columns: date,amount,source,donor.',
    ]);
  });

  it("a date that does not exist, one that is not a date, and one after the as-of date", () => {
    write(
      "funds.csv",
      `${HEADERS["funds.csv"]}\n2026-02-30,100,csr,\n05/01/2026,100,csr,\n2026-06-01,100,csr,\n`,
    );
    expect(problems()).toEqual([
      "funds.csv:2: date 2026-02-30 is not a day on the calendar. Write dates as year-month-day with a dash, for example 2026-03-15.",
      'funds.csv:3: date "05/01/2026" is written with the day and month as numbers. Write dates as year-month-day with a dash. "05/01/2026" could be 5 January 2026 (2026-01-05) or 1 May 2026 (2026-05-01): which is it? To fix the whole column: in Excel, select it, choose Format Cells > Custom, type yyyy-mm-dd, and save as "CSV UTF-8 (Comma delimited) (*.csv)"; in Google Sheets, select it and choose Format > Number > Custom date and time, yyyy-mm-dd.',
      "funds.csv:4: date 2026-06-01 is after the as-of date 2026-05-31 in status.json. Record only what happened on or before the as-of date, or move the as-of date in status.json forward.",
    ]);
  });

  it("a duplicate receipt number", () => {
    write(
      "expenses.csv",
      `${HEADERS["expenses.csv"]}\n2026-01-05,Skills Training,100,Books,,R7,no\n2026-01-06,Skills Training,200,Pens,,r7,no\n`,
    );
    expect(problems()).toEqual([
      "expenses.csv:3: receipt number r7 is already used on line 2. Each receipt number appears once in the file; leave it empty while a receipt is not in yet.",
    ]);
  });

  it("a zero or negative amount, and one that is not whole rupees", () => {
    write(
      "expenses.csv",
      `${HEADERS["expenses.csv"]}\n2026-01-05,Skills Training,0,Books,,,no\n2026-01-05,Skills Training,-50,Books,,,no\n2026-01-05,Skills Training,"150,000",Books,,,no\n`,
    );
    const rule =
      'Write whole rupees above zero, as plain digits (150000) or with Indian commas in quotes ("1,50,000"), without ₹ or paise.';
    expect(problems()).toEqual([
      `expenses.csv:2: amount 0 is not above zero. ${rule}`,
      `expenses.csv:3: amount -50 is below zero but corrects is empty. A negative amount only reverses an earlier row. In corrects, write the receipt number of the row it corrects, or that row's date and amount, for example 2026-03-15 8527, and say why in reason; otherwise write whole rupees above zero, as plain digits (150000) or with Indian commas in quotes ("1,50,000"), without ₹ or paise.`,
      'expenses.csv:4: amount "150,000" has commas every three digits, which the site does not read as rupees. Instead, write 150000, or with Indian commas in quotes "1,50,000", without ₹ or paise.',
    ]);
  });

  it("a KPI value over 100, and an unknown KPI id", () => {
    write(
      "measurements.csv",
      `${HEADERS["measurements.csv"]}\nliteracy,2026-01-05,101,Survey\nreading,2026-01-05,50,Survey\n`,
    );
    expect(problems()).toEqual([
      "measurements.csv:2: value 101 is over 100. Write a percentage from 0 to 100, for example 42 or 42.5.",
      'measurements.csv:3: kpi "reading" is not a KPI id. Use one of: literacy, digital, economic, health, women, agriculture, multilingual, leadership.',
    ]);
  });

  it("an unknown milestone id, and a milestone recorded twice", () => {
    write(
      "milestones.csv",
      `${HEADERS["milestones.csv"]}\nopenSchool,2026-01-05,Photo\nhandOver,2026-01-05,Minutes\nhandOver,2026-02-05,Minutes\n`,
    );
    expect(problems()).toEqual([
      'milestones.csv:2: milestone "openSchool" is not a milestone id. Use one of: installInternet, commissionPumps, openTelemedicine, startDigitalClasses, aiLessons, firstCohort, agreeAgriProducts, measureTargets, handOver, publishGuide.',
      "milestones.csv:4: handOver is already recorded on line 3. A milestone is achieved once; keep one line for it.",
    ]);
  });

  it("a row with too many values: an unquoted comma", () => {
    write(
      "expenses.csv",
      `${HEADERS["expenses.csv"]}\n2026-01-05,Skills Training,100,Books, pens,,R1,no\n`,
    );
    expect(problems()).toEqual([
      "expenses.csv:2: this line has 8 values but the file has 7 columns. Give every column a value, even an empty one; a value that holds a comma goes in double quotes.",
    ]);
  });

  it("verified must be yes or no, and yes needs a receipt", () => {
    write(
      "expenses.csv",
      `${HEADERS["expenses.csv"]}\n2026-01-05,Skills Training,100,Books,,R1,maybe\n2026-01-05,Skills Training,100,Books,,,yes\n`,
    );
    expect(problems()).toEqual([
      'expenses.csv:2: verified "maybe" is neither yes nor no. Write yes once the receipt has been checked against the payment, otherwise no.',
      "expenses.csv:3: verified is yes but there is no receipt number. A payment is verified against its receipt: fill in the receipt number, or write no.",
    ]);
  });

  it("reports every problem at once, across files", () => {
    write("funds.csv", `${HEADERS["funds.csv"]}\n2026-01-01,100,bank,\n`);
    write("milestones.csv", `${HEADERS["milestones.csv"]}\nhandOver,2026-01-01,\n`);
    expect(problems()).toEqual([
      'funds.csv:2: source "bank" is not a source of funds. Use one of: individual, csr, grant, government, other.',
      "milestones.csv:2: evidence is empty. Say how the milestone can be checked: a document, a photo's address or a register.",
    ]);
  });
});

describe("what a spreadsheet may save besides", () => {
  it("accepts zero paise and empty columns after the last one", () => {
    expect(parseRupees("1,50,000.00")).toBe(150000);
    expect(parseRupees("150000.0")).toBe(150000);
    expect(parseRupees("150000.50")).toBeUndefined();
    write(
      "expenses.csv",
      `${HEADERS["expenses.csv"]},,\n2026-01-05,Skills Training,"1,200.00",Books,,R1,no,,\n`,
    );
    const { problems: found, actuals } = readActuals(dir());
    expect(found).toEqual([]);
    expect(actuals!.expenses[0]).toMatchObject({ amount: 1200, verified: false });
  });

  it("names an unclosed quote at the line it opens, instead of a count of values", () => {
    write(
      "expenses.csv",
      `${HEADERS["expenses.csv"]}\n2026-01-05,Skills Training,100,"Books,,R1,no\n2026-01-06,Skills Training,100,Pens,,R2,no\n`,
    );
    expect(problems()).toEqual([
      'expenses.csv:2: a double quote opened on this line is never closed, so the rest of the file reads as one value. Close the quote: a value in quotes ends with " before the next comma. The lines after it were not checked.',
    ]);
  });
});

describe("the published files", () => {
  it("hold header rows only, Pre-Implementation, as of the specification's snapshot", () => {
    const { problems: found, actuals } = readActuals(
      join(process.cwd(), "content", "villages", "pilot", "actuals"),
    );
    expect(found).toEqual([]);
    expect(actuals).toEqual({
      status: { asOf: "2025-06-30", stage: "Pre-Implementation" },
      expenses: [],
      funds: [],
      measurements: [],
      milestones: [],
    });
  });
});
