import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readActuals, type Actuals } from "@/content/ledger/read";
import { HEADERS } from "@/lib/testing/scratch-actuals";

/** For tests: a folder of the team's files; any CSV not given holds its header row only. */
export function ledgerFolder(asOf: string, files: Partial<Record<keyof typeof HEADERS, string>>) {
  const dir = mkdtempSync(join(tmpdir(), "ledger-files-"));
  for (const [file, header] of Object.entries(HEADERS)) {
    writeFileSync(join(dir, file), files[file as keyof typeof HEADERS] ?? `${header}\n`);
  }
  writeFileSync(join(dir, "status.json"), JSON.stringify({ asOf, stage: "Implementation" }));
  return dir;
}

/** The files read and checked; the test fails on any problem, naming them. */
export function ledgerActuals(
  asOf: string,
  files: Partial<Record<keyof typeof HEADERS, string>>,
): Actuals {
  const { problems, actuals } = readActuals(ledgerFolder(asOf, files));
  if (!actuals) throw new Error(`the test's files have problems:\n${problems.join("\n")}`);
  return actuals;
}
