// npm run check-data: checks every village's folder (content/villages/<slug>/, and the folder
// VILLAGES_DIR names) and prints every problem at once, each as `file:line: what is wrong. What is
// allowed.` The pilot's team files may be read from ACTUALS_DIR instead of its folder's actuals/.
// The checks themselves are content/village-folder.ts and content/ledger/read.ts, which the site
// uses too.
//
// Any problem fails the check: the pull-request check stops a bad file before the merge. The build
// runs it first with --build: a problem in the pilot's folder stops the build, so the last good
// deploy stays live; a problem in another village's folder is printed loudly and leaves that
// village out of the site (lib/programme), listed on /villages as "figures under review".
import { createJiti } from "jiti";
import { fileURLToPath } from "node:url";
import { dirname } from "node:path";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const jiti = createJiti(import.meta.url, { alias: { "@": root } });
const { actualsDir } = await jiti.import("@/content/ledger/read.ts");
const { checkAgainstPublished } = await jiti.import("@/content/ledger/published.ts");
const { allSlugs, PILOT, readVillage } = await jiti.import("@/lib/programme/folders.ts");

const building = process.argv.includes("--build");
const count = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
let failed = false;
const leftOut = [];
// The build's index: each good village's row of the roll-up, each village under review with its
// problems (lib/programme/roll-up-index.ts), so that the build reads every folder here, once.
const rows = [];
const underReview = [];
/** One village's row of the roll-up (lib/roll-up.ts), loaded once the pilot's files are in order: the roll-up's modules read the pilot's figures when they load. */
let rowOf;
const rowOfSnapshot = async (folder) => {
  if (!rowOf) {
    const { snapshotOf } = await jiti.import("@/lib/programme/index.ts");
    const roll = await jiti.import("@/lib/roll-up.ts");
    rowOf = (f) => roll.rowOf(snapshotOf(f));
  }
  return rowOf(folder);
};

const slugs = [PILOT, ...allSlugs().filter((s) => s !== PILOT)];
for (const slug of slugs) {
  const result = readVillage(slug);
  if (!result) {
    console.error(`The pilot's folder content/villages/${PILOT}/ is missing.`);
    process.exit(1);
  }
  const { problems, warnings = [], folder } = result;
  if (slug === PILOT && folder) {
    // Nothing published is erased: rows of months closed when last published stay as they were.
    const history = checkAgainstPublished(folder.actuals, actualsDir());
    problems.push(...history.problems);
    for (const note of history.notes) console.log(note);
  }
  const name = slug === PILOT ? "The pilot's files" : `Village "${slug}"'s files`;
  if (problems.length > 0) {
    console.error(
      `${name} have ${count(problems.length, "problem")}. Nothing of ${slug === PILOT ? "them" : "this village"} was published; fix these lines and save again:\n`,
    );
    for (const p of problems) console.error(`  ${p}`);
    console.error("\nHow to fix them: docs/updating-the-figures.md\n");
    if (slug === PILOT || !building) failed = true;
    else leftOut.push(slug);
    underReview.push({ slug, name: result.village?.name, problems });
  } else {
    if (building && !failed) rows.push(await rowOfSnapshot(folder));
    const a = folder.actuals;
    console.log(
      `${name} are in order: ${count(a.expenses.length, "expense")}, ${count(a.funds.length, "gift")} of funds, ${count(a.measurements.length, "measurement")}, ${count(a.milestones.length, "milestone")}; figures as of ${a.status.asOf}, stage ${a.status.stage}.`,
    );
  }
  // Warnings never stop publishing, but each line deserves a look.
  if (warnings.length > 0) {
    console.warn(
      `\n${count(warnings.length, "warning")}, which ${warnings.length === 1 ? "does" : "do"} not stop publishing; look at these lines:\n`,
    );
    for (const w of warnings) console.warn(`  ${w}`);
  }
}
if (leftOut.length > 0) {
  console.error(
    `\nLEFT OUT OF THIS BUILD until their files are mended: ${leftOut.join(", ")}. /villages lists ${leftOut.length === 1 ? "it" : "them"} as "figures under review".\n`,
  );
}
if (failed) process.exit(1);
if (building) {
  const { writeRollUpIndex } = await jiti.import("@/lib/programme/roll-up-index.ts");
  const { path } = writeRollUpIndex(rows, underReview);
  console.log(
    `The roll-up's rows of ${count(rows.length, "village")} are in ${path}, for this build.`,
  );
}
