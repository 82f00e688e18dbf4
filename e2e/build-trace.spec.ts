import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { expect, test } from "./support/test";

/**
 * What the host deploys with the quality API is its build trace: the files listed there ship in
 * the serverless function. It reads the programme team's files when it answers, and nothing of the
 * tests (e2e/fixtures/actuals, the fixture ledger) may go with it. Reads the production build.
 */
const TRACE = join(".next", "server", "app", "api", "quality-check", "route.js.nft.json");
const VILLAGES = join("content", "villages");

/** The traced files of the project itself, as paths from the project's root. */
function projectFiles(): string[] {
  const { files } = JSON.parse(readFileSync(TRACE, "utf8")) as { files: string[] };
  return files
    .map((file) => relative(process.cwd(), resolve(dirname(TRACE), file)))
    .filter((file) => !file.startsWith(`node_modules${sep}`) && !file.startsWith(`.next${sep}`));
}

test("the quality API's function ships the villages' folders, the build's roll-up and nothing of the tests", () => {
  const files = projectFiles();
  expect(files.filter((file) => file.startsWith(`e2e${sep}`))).toEqual([]);
  const folders = readdirSync(VILLAGES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name)));
  expect(folders).toContain(join(VILLAGES, "pilot", "actuals", "expenses.csv"));
  expect(folders).toContain(join(VILLAGES, "pilot", "plan.json"));
  // The roll-up's rows the build's check wrote (lib/programme/roll-up-index.ts), and no other build's.
  const index = join(".built", ".next", "villages.json");
  expect(files.sort()).toEqual([...folders, index].sort());
});
