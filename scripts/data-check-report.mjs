// The pull-request check of the programme team's files (.github/workflows/programme-files.yml):
// the same check as `npm run check-data`, each problem and warning put on its line of the file
// when run by GitHub Actions, and a job summary of what the site will publish once the change is
// merged beside what it publishes now, taken from the ledger the pages read. The parts are in
// scripts/data-check/.
import { appendFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const jiti = createJiti(import.meta.url, { alias: { "@": root } });
const { readActuals, actualsDir } = await jiti.import("@/content/ledger/read.ts");
const { workflowLines } = await jiti.import("@/scripts/data-check/annotations.ts");
const { publishedFiles } = await jiti.import("@/scripts/data-check/published.ts");
const { summaryMarkdown } = await jiti.import("@/scripts/data-check/summary.ts");
const { translator } = await jiti.import("@/lib/messages.ts");
const { actualsLabel, compareWithPublished } = await jiti.import("@/content/ledger/history.ts");

/** The site's figures from the files of `dir`: the ledger loads afresh, reading ACTUALS_DIR. */
async function figuresOf(dir) {
  const saved = process.env.ACTUALS_DIR;
  process.env.ACTUALS_DIR = dir;
  try {
    const fresh = createJiti(import.meta.url, { alias: { "@": root }, moduleCache: false });
    const { publishedFigures } = await fresh.import("@/scripts/data-check/figures.ts");
    return publishedFigures();
  } finally {
    if (saved === undefined) delete process.env.ACTUALS_DIR;
    else process.env.ACTUALS_DIR = saved;
  }
}

/** The guide at this commit on GitHub, which the summary links to. */
function guideUrl({ GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_SHA: sha }) {
  return server && repo && sha
    ? `${server}/${repo}/blob/${sha}/docs/updating-the-figures.md`
    : undefined;
}

const dir = actualsDir();
const checked = readActuals(dir);
const problems = checked.problems;
const warnings = checked.warnings;
const published = publishedFiles(root);
let now;
let nowFrom = published.from ?? published.why;
let corrections = [];
if (published.dir) {
  const old = readActuals(published.dir);
  if (old.actuals) now = await figuresOf(published.dir);
  else nowFrom = `${published.from} do not pass the check (${old.problems.length} problems)`;
  // Nothing published is erased, as `npm run check-data` checks before every build.
  if (old.actuals && checked.actuals) {
    const history = compareWithPublished(old.actuals, checked.actuals, actualsLabel(dir));
    problems.push(...history.problems);
    corrections = history.corrections;
  }
  // A copy git wrote for this run goes; a folder named by PUBLISHED_ACTUALS_DIR stays.
  if (!process.env.PUBLISHED_ACTUALS_DIR) rmSync(published.dir, { recursive: true, force: true });
}

const inActions = Boolean(process.env.GITHUB_ACTIONS);
for (const [kind, list] of [
  ["error", problems],
  ["warning", warnings],
]) {
  const lines = inActions ? workflowLines(kind, list, root) : list.map((m) => `${kind}: ${m}`);
  for (const line of lines) console.log(line);
}
const next = problems.length === 0 ? await figuresOf(dir) : undefined;
const t = translator("en");
const markdown = summaryMarkdown({
  now,
  nowFrom,
  next,
  problems,
  warnings,
  corrections,
  guideUrl: guideUrl(process.env),
  pushed: process.env.GITHUB_EVENT_NAME === "push",
  categoryName: (id) => t(`transparency.budget.${id}`),
  root,
});
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdown);
else console.log(`\n${markdown}`);

if (problems.length > 0) {
  console.error(
    `The programme's files have ${problems.length} problem${problems.length === 1 ? "" : "s"}. Nothing was published; how to fix them: ${join("docs", "updating-the-figures.md")}`,
  );
  process.exit(1);
}
console.log(`The programme's files are in order (${dir}).`);
