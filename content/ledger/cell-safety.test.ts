import { readActuals } from "@/content/ledger/read";
import { writeActuals } from "@/lib/testing/with-actuals";
import { restoreCell, safeCell } from "@/content/ledger/cell-safety";

describe("CSV cell safety", () => {
  it("writes every formula-like text with a leading apostrophe", () => {
    for (const text of [
      '=HYPERLINK("http://x","y")',
      "+91 98",
      "-5 kg",
      "@SUM(A1)",
      "\tx",
      "\rx",
    ]) {
      expect(safeCell(text)).toBe(`'${text}`);
    }
  });

  it("leaves other text alone, an apostrophe of the team's own included", () => {
    for (const text of ["Raipur Electricals", "", "'quoted'", "a=b", "₹9,071", "'plain"]) {
      expect(safeCell(text)).toBe(text);
      expect(restoreCell(text)).toBe(text);
    }
  });

  it("reads a neutralised cell back as the value the team wrote", () => {
    for (const text of ['=HYPERLINK("http://x","y")', "+91", "-5", "@x", "\tx"]) {
      expect(restoreCell(safeCell(text))).toBe(text);
    }
  });
});

describe("the team's reader", () => {
  it("reads a downloaded '=… back as the value the team wrote", () => {
    const dir = writeActuals({
      status: { asOf: "2026-05-31", stage: "Implementation" },
      expenses: [
        `2026-01-05,Solar Power System,50000,"'=HYPERLINK(""http://x"",""y"")",'+91 shop,R-1,yes`,
      ],
    });
    const { problems, actuals } = readActuals(dir);
    expect(problems).toEqual([]);
    expect(actuals!.expenses[0]).toMatchObject({
      description: '=HYPERLINK("http://x","y")',
      payee: "+91 shop",
    });
  });
});
