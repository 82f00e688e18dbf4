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
