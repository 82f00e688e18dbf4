import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readActuals } from "@/content/ledger/read";

/** The header rows of the team's CSV files, written out as a spreadsheet would save them. */
export const HEADERS = {
  "expenses.csv": "date,category,amount,description,payee,receipt,verified",
  "funds.csv": "date,amount,source,donor",
  "measurements.csv": "kpi,date,value,source",
  "milestones.csv": "milestone,achieved,evidence",
};
const STATUS = '{\n  "asOf": "2026-05-31",\n  "stage": "Implementation"\n}\n';

/**
 * For the ledger's tests: before each test, a fresh directory of the team's files with header rows
 * only and a good status.json; `write` replaces one file, `problems` reads them all and returns
 * what the check says, each without the directory in front of the file name.
 */
export function scratchActuals() {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "actuals-"));
    for (const [file, header] of Object.entries(HEADERS))
      writeFileSync(join(dir, file), `${header}\n`);
    writeFileSync(join(dir, "status.json"), STATUS);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return {
    HEADERS,
    dir: () => dir,
    /** A file's text, or its bytes as a spreadsheet wrote them. */
    write: (file: string, text: string | Buffer) => writeFileSync(join(dir, file), text),
    remove: (file: string) => rmSync(join(dir, file)),
    problems: () => readActuals(dir).problems.map((p) => p.replace(`${dir}/`, "")),
    warnings: () => readActuals(dir).warnings.map((w) => w.replace(`${dir}/`, "")),
  };
}
