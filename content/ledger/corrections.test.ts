import { readActuals } from "@/content/ledger/read";
import { ledgerFolder } from "@/lib/testing/ledger-files";

const HEADER = "date,category,amount,description,payee,receipt,verified,payee_type,corrects,reason";
const ORIGINAL = "2026-03-05,Water Infrastructure,8527,Pipes,Block Supply Co.,R-2,yes,,,";
/** What the check says of expenses.csv holding the original row and then `rows`. */
function problems(...rows: string[]) {
  const dir = ledgerFolder("2026-05-31", {
    "expenses.csv": [HEADER, ORIGINAL, ...rows].join("\n"),
  });
  return readActuals(dir).problems.map((p) => p.replace(`${dir}/`, ""));
}

describe("correcting rows", () => {
  it("reads a reversal naming the receipt or the date and amount, and counts it", () => {
    const dir = ledgerFolder("2026-05-31", {
      "expenses.csv": [
        HEADER,
        ORIGINAL,
        "2026-04-03,Water Infrastructure,-8527,Pipes (reversal),,,no,,r-2,amount typed wrong",
        '2026-04-04,Water Infrastructure,"-1,000",Pipes,,,no,,"2026-03-05 8,527",partly refunded',
      ].join("\n"),
      "funds.csv":
        "date,amount,source,donor,corrects,reason\n2026-03-01,5000,csr,,,\n2026-04-01,-5000,csr,,2026-03-01 5000,recorded twice\n",
    });
    const { problems: found, actuals } = readActuals(dir);
    expect(found).toEqual([]);
    expect(actuals!.expenses.map((e) => [e.amount, e.correctsLine ?? null])).toEqual([
      [8527, null],
      [-8527, 2],
      [-1000, 2],
    ]);
    expect(actuals!.funds.map((f) => [f.amount, f.correctsLine ?? null])).toEqual([
      [5000, null],
      [-5000, 2],
    ]);
  });

  it("names each broken rule at its line, in plain words", () => {
    expect(
      problems(
        "2026-04-01,Water Infrastructure,-100,Pipes,,,no,,,",
        "2026-04-02,Water Infrastructure,-100,Pipes,,,no,,R-9,typed twice",
        "2026-04-03,Water Infrastructure,-100,Pipes,,,no,,R-2,",
        "2026-04-04,Water Infrastructure,500,Pipes,,,no,,,because",
        "2026-04-05,Water Infrastructure,-9000,Pipes,,,no,,R-2,refund",
        "2026-04-06,Solar Power System,-100,Pipes,,,no,,R-2,wrong category",
        "2026-02-01,Water Infrastructure,-100,Pipes,,,no,,2026-03-05 8527,early",
        "2026-04-07,Water Infrastructure,100,Pipes,,,no,company,,",
      ),
    ).toEqual([
      expect.stringMatching(
        /^expenses\.csv:3: amount -100 is below zero but corrects is empty\. A negative amount only reverses an earlier row/,
      ),
      'expenses.csv:10: payee_type "company" is not a kind of payee. Use one of: person, organisation.',
      'expenses.csv:4: corrects "R-9" names no row of this file. In corrects, write the receipt number of the row it corrects, or that row\'s date and amount, for example 2026-03-15 8527. Keep the row it corrects in the file as it was.',
      'expenses.csv:5: corrects names "R-2" but reason is empty. Say in a few words why the row is corrected, for example: amount typed wrong, paid back by the supplier.',
      "expenses.csv:6: reason is filled in but corrects is empty. reason says why a row corrects an earlier one. In corrects, write the receipt number of the row it corrects, or that row's date and amount, for example 2026-03-15 8527; or leave reason empty.",
      "expenses.csv:7: amount -9000 takes back more than the 8527 of line 2. A reversal takes back at most the amount of the row it corrects; record the right figure on a new row.",
      "expenses.csv:8: this reversal's category is not that of line 2, which it corrects. A reversal carries the category of the row it takes back; record the right category on a new row.",
      'expenses.csv:9: corrects "2026-03-05 8527" names line 2, dated 2026-03-05, after this row. A correction comes after the row it corrects: date it on the day the correction is made.',
    ]);
  });

  it("says what to write for a bracketed amount and a receipt that corrects does not name", () => {
    expect(
      problems(
        '2026-04-01,Water Infrastructure,"(8,527)",Pipes,,R-2,no,,R-2,typed wrong',
        "2026-04-02,Water Infrastructure,-8527,Pipes,,R-2,no,,R-02,typed wrong",
      ),
    ).toEqual([
      "expenses.csv:3: amount (8,527) is in brackets, as a spreadsheet shows a negative number. Write it with a minus sign: -8,527 (in quotes if it has commas), and only on a row that corrects another. In Excel, Format Cells > Number, and pick the negative format -1234; in Google Sheets, Format > Number > Number.",
      'expenses.csv:4: receipt number R-2 is already used on line 2. Each receipt number appears once in the file, except on a row whose corrects names that same receipt; this row\'s corrects reads "R-02".',
    ]);
  });

  it("leaves files without the new columns valid", () => {
    const dir = ledgerFolder("2026-05-31", {
      "expenses.csv":
        "date,category,amount,description,payee,receipt,verified\n2026-03-05,Water Infrastructure,8527,Pipes,,R-2,yes\n",
    });
    const { problems: found, actuals } = readActuals(dir);
    expect(found).toEqual([]);
    expect(actuals!.expenses[0]).toMatchObject({
      payeeType: "organisation",
      corrects: "",
      reason: "",
    });
  });
});
