// Jest's global setup: every test's scratch files (the team's files a test writes, the folders of a
// made-up village) go to one temporary folder per run, which lib/testing/jest-teardown.mjs removes
// when the run ends, so that runs leave nothing behind in the machine's /tmp.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), "jest-run-"));
  process.env.JEST_RUN_TMP = dir;
  // os.tmpdir() reads TMPDIR; the workers jest starts next inherit it.
  process.env.TMPDIR = dir;
}
