import { readCsvRows } from "@/content/ledger/csv";

describe("reading CSV as a spreadsheet saves it", () => {
  it("takes a byte-order mark, CRLF, spaces around values, quoted commas and a trailing empty line", () => {
    const rows = readCsvRows('\ufeffa,b,c\r\n 1 , "x, y" ,3\r\n\r\n"say ""hi""",,\r\n');
    expect(rows).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "x, y", "3"] },
      { line: 4, fields: ['say "hi"', "", ""] },
    ]);
  });

  it("keeps the line a row starts on when a quoted field spans lines", () => {
    expect(readCsvRows('a,b\n"one\ntwo",x\nlast,y').map((r) => r.line)).toEqual([1, 2, 4]);
  });
});
