import { createHash } from "node:crypto";
import {
  checkAgainstPublished,
  compareWithPublished,
  loadPublishedActuals,
} from "@/content/ledger/published";
import { canonicalRows, monthDigest } from "@/content/ledger/rows";
import { ledgerActuals, ledgerFolder } from "@/lib/testing/ledger-files";

const HEADER = "date,category,amount,description,payee,receipt,verified";
const FIXED = "date,category,amount,description,payee,receipt,verified,corrects,reason";
const FEB = "2026-02-10,Solar Power System,40000,Panels,Sun Co,R-1,yes";
const MARCH = '2026-03-05,Water Infrastructure,"8,527",Pipes,Block Supply Co.,R-2,yes';
const published = ledgerActuals("2026-03-31", {
  "expenses.csv": `${HEADER}\n${FEB}\n${MARCH}\n`,
  "funds.csv": "date,amount,source,donor\n2026-03-01,100000,csr,\n",
});
const compare = (files: Parameters<typeof ledgerActuals>[1]) =>
  compareWithPublished(published, ledgerActuals("2026-04-30", files));
const APRIL = "2026-04-02,Solar Power System,9000,Frames,Sun Co,R-3,no";
const funds = "date,amount,source,donor\n2026-03-01,100000,csr,\n";

describe("nothing published is erased", () => {
  it("passes when the closed months' rows are as published, with new rows in an open month", () => {
    // Quoting and Indian commas are the spreadsheet's: 8527 is the same row as "8,527".
    const same = MARCH.replace('"8,527"', "8527");
    const result = compare({
      "expenses.csv": `${HEADER}\n${FEB}\n${same}\n${APRIL}\n`,
      "funds.csv": funds,
    });
    expect(result.problems).toEqual([]);
    expect(result.closedMonths).toEqual(["2026-02", "2026-03"]);
  });

  it("refuses a removed row of a closed month, naming its published line", () => {
    const { problems } = compare({
      "expenses.csv": `${HEADER}\n${FEB}\n${APRIL}\n`,
      "funds.csv": funds,
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/villages\/pilot\/actuals\/expenses\.csv:3: the row published on line 3 \(2026-03-05,Water Infrastructure,8527,Pipes,Block Supply Co\.,R-2,yes\) of March 2026, a month already closed when the files were published, is missing\. Put the published row back/,
    );
  });

  it("tells a file of only this month's rows to keep every row since the start", () => {
    const { problems } = compare({ "expenses.csv": `${HEADER}\n${APRIL}\n`, "funds.csv": funds });
    expect(problems).toEqual([
      "content/villages/pilot/actuals/expenses.csv:2: 2 rows published for February 2026, March 2026 (months already closed when the files were published) are missing: the published file's lines 2–3. Each file holds every row since the start, not only this month's: start from the file as published (or the site's download of it), add the new rows at its end, and upload the whole file. To change a published row, see \"Correcting a closed month\" in docs/updating-the-figures.md.",
    ]);
  });

  it("refuses a changed row of a closed month, saying what it was and what it reads", () => {
    const changed = MARCH.replace('"8,527"', "8257");
    const { problems } = compare({
      "expenses.csv": `${HEADER}\n${FEB}\n${changed}\n`,
      "funds.csv": funds,
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      "content/villages/pilot/actuals/expenses.csv:3: this row of March 2026, a month already closed when the files were published, was changed: it was published as 2026-03-05,Water Infrastructure,8527,",
    );
    expect(problems[0]).toContain("now reads 2026-03-05,Water Infrastructure,8257,");
  });

  it("refuses a new row dated in a closed month, and every erased funds row", () => {
    const late = "2026-03-20,Solar Power System,500,Bolts,,,no";
    const { problems } = compare({ "expenses.csv": `${HEADER}\n${FEB}\n${MARCH}\n${late}\n` });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/villages\/pilot\/actuals\/funds\.csv:2: the row published on line 2 \(2026-03-01,100000,csr,,,\)/,
      ),
      expect.stringMatching(
        /^content\/villages\/pilot\/actuals\/expenses\.csv:4: this row is dated in March 2026, a month already closed/,
      ),
    ]);
  });

  it("lets a receipt be filled in and checked after its month closed, but not changed or unchecked", () => {
    const late = "2026-03-07,Solar Power System,700,Bolts,,,no";
    const before = ledgerActuals("2026-03-31", {
      "expenses.csv": `${HEADER}\n${MARCH}\n${late}\n`,
    });
    const now = (march: string, bolts: string) =>
      compareWithPublished(
        before,
        ledgerActuals("2026-04-30", { "expenses.csv": `${HEADER}\n${march}\n${bolts}\n` }),
      ).problems;
    expect(now(MARCH, "2026-03-07,Solar Power System,700,Bolts,,R-7,yes")).toEqual([]);
    expect(now(MARCH.replace("R-2", "R-3"), late)).toEqual([
      expect.stringContaining("expenses.csv:2: this row of March 2026, a month already closed"),
    ]);
    expect(now(MARCH.replace(",yes", ",no"), late)).toEqual([
      expect.stringContaining(
        "now reads 2026-03-05,Water Infrastructure,8527,Pipes,Block Supply Co.,R-2,no.",
      ),
    ]);
  });

  it("takes a person's row back from the site's download, where the name is withheld", () => {
    const PERSON = "date,category,amount,description,payee,receipt,verified,payee_type";
    const paid = (payee: string, amount = "6000") =>
      `2026-03-20,Skills Training,${amount},Trainer's honorarium,${payee},R-5,yes,person`;
    const before = ledgerActuals("2026-03-31", {
      "expenses.csv": `${PERSON}\n${paid("Meena Sahu")}\n`,
    });
    const now = (row: string) =>
      compareWithPublished(
        before,
        ledgerActuals("2026-04-30", { "expenses.csv": `${PERSON}\n${row}\n` }),
      ).problems;
    expect(now(paid("a person (name withheld)"))).toEqual([]);
    expect(now(paid("a person (name withheld)", "6500"))).toEqual([
      expect.stringContaining("expenses.csv:2: this row of March 2026, a month already closed"),
    ]);
  });

  it("passes a correction made the accountants' way, and lists it", () => {
    const rows = [
      `${FEB},,`,
      `${MARCH},,`,
      "2026-04-03,Water Infrastructure,-8527,Pipes (reversal),Block Supply Co.,,no,R-2,amount typed wrong: the bill is 8257",
      "2026-04-03,Water Infrastructure,8257,Pipes,Block Supply Co.,R-2-B,no,,",
    ];
    const result = compare({
      "expenses.csv": `${FIXED}\n${rows.join("\n")}\n`,
      "funds.csv": funds,
    });
    expect(result.problems).toEqual([]);
    expect(result.corrections).toEqual([
      {
        file: "expenses.csv",
        line: 4,
        date: "2026-04-03",
        amount: -8527,
        corrects: "R-2",
        reason: "amount typed wrong: the bill is 8257",
      },
    ]);
  });
});

describe("the published files", () => {
  it("are read from PUBLISHED_ACTUALS_DIR's folder", () => {
    const dir = ledgerFolder("2026-03-31", { "funds.csv": funds });
    const loaded = loadPublishedActuals({ dir });
    expect(loaded.actuals?.funds.map((f) => f.amount)).toEqual([100000]);
  });

  it("say plainly why they could not be read", () => {
    expect(loadPublishedActuals({ ref: "no-such-branch-here" })).toEqual({
      reason: expect.stringContaining(
        "git could not show content/villages/pilot/actuals/ on no-such-branch-here",
      ),
    });
    expect(loadPublishedActuals({ dir: "/no/such/folder" })).toEqual({
      reason: expect.stringContaining("/no/such/folder"),
    });
  });
});

describe("a month's digest", () => {
  const digest = (expenses: string, month = "2026-03") =>
    monthDigest(canonicalRows(ledgerActuals("2026-04-30", { "expenses.csv": expenses })), month);

  it("is the SHA-256 of the month's canonical lines, whatever the spreadsheet's formatting", () => {
    const once = digest(`${HEADER}\n${FEB}\n${MARCH}\n`);
    expect(once).toMatch(/^[0-9a-f]{64}$/);
    // Re-saved: CRLF, plain digits, a row of another month added.
    expect(
      digest(`${HEADER}\r\n${FEB}\r\n${MARCH.replace('"8,527"', "8527")}\r\n${APRIL}\r\n`),
    ).toBe(once);
    expect(once).toBe(
      createHash("sha256")
        .update(
          "expenses.csv,2026-03-05,Water Infrastructure,8527,Pipes,Block Supply Co.,organisation,,\n",
        )
        .digest("hex"),
    );
  });

  it("changes when a row of the month changes", () => {
    const once = digest(`${HEADER}\n${FEB}\n${MARCH}\n`);
    expect(digest(`${HEADER}\n${FEB}\n${MARCH.replace("Pipes", "Pipes and taps")}\n`)).not.toBe(
      once,
    );
    expect(digest(`${HEADER}\n${FEB}\n${MARCH.replace('"8,527"', "8528")}\n`)).not.toBe(once);
    // A receipt checked after the month closed is the month's progress, not a rewrite.
    expect(digest(`${HEADER}\n${FEB}\n${MARCH.replace(",yes", ",no")}\n`)).toBe(once);
    expect(digest(`${HEADER}\n${FEB}\n`)).not.toBe(once);
  });
});

describe("npm run check-data's words on the comparison", () => {
  it("names each new correction, with its line, amount and reason", () => {
    const published = ledgerFolder("2026-03-31", { "expenses.csv": `${HEADER}\n${MARCH}\n` });
    const fix = "2026-04-03,Water Infrastructure,-8527,Pipes,,,no,R-2,typed twice";
    const current = ledgerActuals("2026-04-30", {
      "expenses.csv": `${FIXED}\n${MARCH},,\n${fix}\n`,
    });
    const { problems, notes } = checkAgainstPublished(current, "content/villages/pilot/actuals", {
      dir: published,
    });
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      expect.stringMatching(/: 1 closed month\(s\) with rows, 1 new correction\.$/),
      "  New correction, content/villages/pilot/actuals/expenses.csv:3: -8527 on 2026-04-03, correcting R-2, because: typed twice",
    ]);
  });
});
