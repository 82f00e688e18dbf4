// npm run check-data: checks the programme team's files (content/actuals/, or the directory
// ACTUALS_DIR names) and prints every problem at once, each as `file:line: what is wrong. What is
// allowed.` The build runs it first, so a bad upload stops the build and the last good deploy
// stays live. The checks themselves are content/ledger/read.ts and the modules it reads, which
// the site uses too.
import { createJiti } from "jiti";
import { fileURLToPath } from "node:url";
import { dirname } from "node:path";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const jiti = createJiti(import.meta.url, { alias: { "@": root } });
const { readActuals, actualsDir } = await jiti.import("@/content/ledger/read.ts");
const { checkAgainstPublished } = await jiti.import("@/content/ledger/published.ts");

const dir = actualsDir();
const { problems, warnings = [], actuals } = readActuals(dir);
// Nothing published is erased: rows of months closed when last published stay as they were.
const history = actuals ? checkAgainstPublished(actuals, dir) : { problems: [], notes: [] };
problems.push(...history.problems);
for (const note of history.notes) console.log(note);
const count = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
// Warnings come after the verdict: they never stop publishing, but each line deserves a look.
function printWarnings() {
  if (warnings.length === 0) return;
  console.warn(
    `\n${count(warnings.length, "warning")}, which ${warnings.length === 1 ? "does" : "do"} not stop publishing; look at these lines:\n`,
  );
  for (const w of warnings) console.warn(`  ${w}`);
}
if (problems.length > 0) {
  console.error(
    `The programme's files have ${problems.length} problem${problems.length === 1 ? "" : "s"}. Nothing was published; fix these lines and save again:\n`,
  );
  for (const p of problems) console.error(`  ${p}`);
  console.error("\nHow to fix them: docs/updating-the-figures.md");
  printWarnings();
  process.exit(1);
}
console.log(
  `The programme's files are in order (${dir}): ${count(actuals.expenses.length, "expense")}, ${count(actuals.funds.length, "gift")} of funds, ${count(actuals.measurements.length, "measurement")}, ${count(actuals.milestones.length, "milestone")}; figures as of ${actuals.status.asOf}, stage ${actuals.status.stage}.`,
);
printWarnings();
