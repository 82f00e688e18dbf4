import { ledgerActuals } from "@/lib/testing/ledger-files";
import { rowChanges } from "./rows";

const HEADER = "date,category,amount,description,payee,receipt,verified,payee_type";
const TRAINER = "2026-03-20,Skills Training,6000,Honorarium,Meena Sahu,,no,person";
const PIPES = "2026-03-05,Water Infrastructure,8527,Pipes,Block Supply Co.,R-2,yes,";

function expensesChange(before: string[], after: string[]) {
  const files = (rows: string[]) => ({ "expenses.csv": [HEADER, ...rows].join("\n") });
  const [change] = rowChanges(
    ledgerActuals("2026-03-31", files(before)),
    ledgerActuals("2026-04-30", files(after)),
  );
  return { added: change!.added, removed: change!.removed };
}

describe("the summary's rows added and removed", () => {
  it("counts a row taken back from the download, or with its receipt since filled in, as the same row", () => {
    const fromDownload = TRAINER.replace("Meena Sahu", "a person (name withheld)");
    const receiptIn = fromDownload.replace(",,no,", ",R-9,yes,");
    expect(expensesChange([TRAINER, PIPES], [receiptIn, PIPES])).toEqual({
      added: 0,
      removed: 0,
    });
  });

  it("counts a changed amount as one row removed and one added", () => {
    const changed = PIPES.replace("8527", "8257");
    expect(expensesChange([TRAINER, PIPES], [TRAINER, changed])).toEqual({
      added: 1,
      removed: 1,
    });
  });
});
