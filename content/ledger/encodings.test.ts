import { readActuals } from "@/content/ledger/read";
import { scratchActuals } from "@/lib/testing/scratch-actuals";

const { HEADERS, dir, write, problems } = scratchActuals();

// The bytes each save really writes: Excel's plain "CSV (Comma delimited)" is Windows-1252, with
// é as the byte 0xE9 and ? for every Devanagari letter; "Unicode Text" is UTF-16LE with a
// byte-order mark and tabs; Excel with a European list separator writes semicolons.
const CRLF = "\r\n";
const SAVE =
  'Save it again as "CSV UTF-8": in Excel, File > Save As > "CSV UTF-8 (Comma delimited) (*.csv)"; in Google Sheets, File > Download > "Comma Separated Values (.csv)". Upload it under the same name.';
const LOST =
  "Letters already saved as ? are lost in this file: save again from the original spreadsheet, or type them again.";

describe("a file saved in another encoding gets one message that says how to save CSV UTF-8", () => {
  it("Windows-1252, as Excel's plain CSV writes it: é is 0xE9 and each Hindi letter ?", () => {
    const row = (line: string) => Buffer.from(line + CRLF, "latin1");
    write(
      "expenses.csv",
      Buffer.concat([
        row(HEADERS["expenses.csv"]),
        row("2026-01-05,Skills Training,1500,Tea at the Caf\u00e9,????? ??????,R1,no"),
        row("2026-01-06,Skills Training,900,Chairs,Caf\u00e9 Raipur,R2,no"),
      ]),
    );
    expect(problems()).toEqual([
      `expenses.csv:2: the file is not saved as UTF-8, so letters such as é, ₹ or any Hindi letter would be published wrong (the first is on this line): this is what Excel's plain "CSV (Comma delimited)" writes. ${SAVE} ${LOST}`,
    ]);
  });

  it("a plain CSV whose only other letters were Hindi: ASCII question marks are refused", () => {
    write(
      "expenses.csv",
      `${HEADERS["expenses.csv"]}${CRLF}2026-01-05,Skills Training,1500,Trainer's fee,????? ??????,R1,no${CRLF}2026-01-06,Skills Training,900,? ????,Sun Co,R2,no${CRLF}`,
    );
    expect(problems()).toEqual([
      `expenses.csv:2: payee "????? ??????" has ? or � where letters were (also on line 3: 2 lines in all): the file was saved in a format that cannot hold them, such as Excel's plain "CSV (Comma delimited)", which writes ? for every Hindi letter. ${SAVE} ${LOST}`,
    ]);
  });

  it("� left by a program that could not read the letters is refused too", () => {
    write("funds.csv", `${HEADERS["funds.csv"]}\n2026-01-05,5000,individual,Caf\ufffd Raipur\n`);
    expect(problems()[0]).toMatch(/^funds\.csv:2: donor "Caf� Raipur" has \? or � where letters/);
  });

  it("UTF-16LE with a byte-order mark and tabs, as Excel's Unicode Text writes it", () => {
    const text = `${HEADERS["funds.csv"].replace(/,/g, "\t")}\r\n2026-01-05\t5000\tcsr\tसौर ऊर्जा\r\n`;
    write("funds.csv", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
    expect(problems()).toEqual([
      `funds.csv:1: the file is saved as "Unicode" text (UTF-16), so the site reads nothing in it: this is what Excel's "Unicode Text" and Notepad's "Unicode" write. ${SAVE}`,
    ]);
  });

  it("an Excel workbook uploaded under a .csv name", () => {
    write("funds.csv", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]));
    expect(problems()).toEqual([
      `funds.csv:1: the file is an Excel workbook (.xlsx) with a .csv name, so the site cannot read it. ${SAVE}`,
    ]);
  });

  it("UTF-8 with or without a byte-order mark is read, Hindi letters kept", () => {
    const body = `${HEADERS["funds.csv"]}\r\n2026-01-05,5000,individual,रमेश कुमार\r\n`;
    write("funds.csv", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]));
    expect(readActuals(dir()).actuals?.funds[0]?.donor).toBe("रमेश कुमार");
    write("funds.csv", Buffer.from(body));
    expect(readActuals(dir()).actuals?.funds[0]?.donor).toBe("रमेश कुमार");
  });

  it("status.json saved by Notepad as Unicode gets the message too, with Notepad's way out", () => {
    const json = '{\r\n  "asOf": "2026-05-31",\r\n  "stage": "Implementation"\r\n}\r\n';
    write("status.json", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, "utf16le")]));
    expect(problems()).toEqual([
      `status.json:1: the file is saved as "Unicode" text (UTF-16), so the site reads nothing in it: this is what Excel's "Unicode Text" and Notepad's "Unicode" write. Save it as UTF-8: in Notepad, File > Save As and choose Encoding "UTF-8"; or edit the file in GitHub's own editor (the pencil), which always saves UTF-8.`,
    ]);
  });
});

describe("a file separated by semicolons or tabs gets one message naming the separator", () => {
  it("semicolons, as Excel writes with a European list separator", () => {
    write(
      "expenses.csv",
      `${HEADERS["expenses.csv"].replace(/,/g, ";")}\r\n2026-01-05;Skills Training;1500;Books;;R1;no\r\n`,
    );
    expect(problems()).toEqual([
      'expenses.csv:1: the values are separated by semicolons (;), not by commas, so no column can be read. Excel separates values with semicolons when the computer\'s list separator is ";". Open the file in Google Sheets and use File > Download > "Comma Separated Values (.csv)", which always writes commas; or, in Windows, set Control Panel > Region > Additional settings > List separator to a comma (,), and save again from Excel as "CSV UTF-8 (Comma delimited) (*.csv)".',
    ]);
  });

  it("tabs, as Excel's Text (Tab delimited) writes", () => {
    write("funds.csv", `${HEADERS["funds.csv"].replace(/,/g, "\t")}\n2026-01-05\t5000\tcsr\t\n`);
    expect(problems()).toEqual([
      `funds.csv:1: the values are separated by tabs, not by commas, so no column can be read. This is what "Text (Tab delimited)" and "Unicode Text" write. ${SAVE}`,
    ]);
  });
});

describe("status.json", () => {
  it("a comma after the last field is reported on the comma's line", () => {
    write("status.json", '{\n  "asOf": "2026-05-31",\n  "stage": "Implementation",\n}\n');
    expect(problems()).toEqual([
      'status.json:3: there is a comma after the last line of fields, and JSON allows no comma after the last line. Take that comma away. It holds { "asOf": "YYYY-MM-DD", "stage": "Pre-Implementation" }, and may hold "familiesHelped": 0, "contact": { "email": "…", "phone": "…" }, and, once issued, "organisation", "registrations" and "upi" (docs/updating-the-figures.md).',
    ]);
  });
});
