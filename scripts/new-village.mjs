// npm run new-village -- --slug <slug> --name "<English name>" --state <state>
//   --population <n> --households <n> [--district <district>] [--start YYYY-MM] [--root <dir>]
//
// Writes a new village's folder, content/villages/<slug>/ (<dir>/<slug>/ with --root):
// - village.json: the name, district and state as given, in all three languages until the team
//   translates them; the population and households as given, and every other baseline figure null
//   until a survey gives it (content/village.ts): nothing is guessed;
// - plan.json: the pilot's plan and budgets, moved to start the month after today (or --start);
// - actuals/: status.json (today, Pre-Implementation) and the four CSV files, header line only.
// It refuses, writing nothing, a bad flag or an existing folder; then it checks the folder as
// npm run check-data does (content/village-folder.ts).
import { createJiti } from "jiti";
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";

const repo = dirname(dirname(fileURLToPath(import.meta.url)));
const jiti = createJiti(import.meta.url, { alias: { "@": repo } });
const { SLUG, villageFileSchema, planFileSchema } = await jiti.import(
  "@/content/village-schema.ts",
);
const { villageSchema } = await jiti.import("@/content/village.ts");
const { pilotPlan } = await jiti.import("@/content/pilot-plan.ts");
const { ACTUALS_COLUMNS } = await jiti.import("@/content/ledger/table.ts");
const { STATUS_FILE } = await jiti.import("@/content/ledger/status.ts");
const { readVillageFolder } = await jiti.import("@/content/village-folder.ts");
const { folderOf, labelOf, whereNow } = await jiti.import("@/lib/programme/folders.ts");

const USAGE =
  'npm run new-village -- --slug <slug> --name "<English name>" --state <state> --population <people> --households <households> [--district <district>] [--start YYYY-MM] [--root <folder>]';
const REQUIRED = ["slug", "name", "state", "population", "households"];
const FLAGS = [...REQUIRED, "district", "start", "root"];

/** Prints each reason on its line and stops, having written nothing. */
function refuse(reasons) {
  for (const r of reasons) console.error(r);
  process.exit(1);
}

/** The flags as given: `--slug x` or `--slug=x`, each once. */
function readFlags(args) {
  const flags = {};
  const problems = [];
  const named = new Set();
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split(/=(.*)/s);
    const name = flag.replace(/^--/, "");
    if (!flag.startsWith("--") || !FLAGS.includes(name)) {
      problems.push(`"${args[i]}" is not an option of new-village. Run it as ${USAGE}`);
      continue;
    }
    const value = inline ?? (args[i + 1]?.startsWith("--") ? undefined : args[(i += 1)]);
    if (named.has(name)) problems.push(`--${name} is given twice. Give it once.`);
    else if (!value?.trim()) problems.push(`--${name} needs a value after it.`);
    else flags[name] = value.trim();
    named.add(name);
  }
  const missing = REQUIRED.filter((f) => !named.has(f));
  if (missing.length > 0) {
    const list = missing.map((f) => `--${f}`).join(", ");
    problems.push(`${list} ${missing.length === 1 ? "is" : "are"} missing. Run it as ${USAGE}`);
  }
  return { flags, problems };
}

/** A positive whole number written in digits, or undefined. */
const wholeNumber = (text) => (/^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

// Months and quarters as indexes, to move the pilot's plan: "2025-10" and "Q4 2025".
const monthIndex = (m) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthOf = (i) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
const quarterIndex = (q) => Number(q.slice(3)) * 4 + Number(q[1]) - 1;
const quarterOf = (i) => `Q${(i % 4) + 1} ${Math.floor(i / 4)}`;

const now = new Date();
const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
  .map((n) => String(n).padStart(2, "0"))
  .join("-");

const { flags, problems } = readFlags(process.argv.slice(2));
if (flags.slug && !SLUG.test(flags.slug)) {
  problems.push(
    `"${flags.slug}" cannot be a village's folder name. Use small letters, digits and single dashes, such as new-village: it is the village's address on the site.`,
  );
}
const population = flags.population && wholeNumber(flags.population);
const households = flags.households && wholeNumber(flags.households);
for (const [flag, value] of [
  ["population", population],
  ["households", households],
]) {
  if (flags[flag] && value === undefined) {
    problems.push(
      `--${flag} "${flags[flag]}" is not a positive whole number. Write digits only, such as 1797.`,
    );
  }
}
if (population && households && households > population) {
  problems.push(
    `--households ${households} is more than --population ${population}. A village has at least one person in each household: check both numbers.`,
  );
}
if (flags.start && !/^20\d\d-(0[1-9]|1[0-2])$/.test(flags.start)) {
  problems.push(`--start "${flags.start}" is not a month. Write it as YYYY-MM, such as 2027-01.`);
}
const root = resolve(flags.root ?? join(repo, "content", "villages"));
if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
  const named = flags.root ? `--root "${flags.root}"` : labelOf(root);
  problems.push(`${named} is not a folder. Name a folder that exists.`);
}
const dir = join(root, flags.slug ?? "");
if (flags.slug && SLUG.test(flags.slug)) {
  // Without --root, a village the site already reads (VILLAGES_DIR too) keeps its slug.
  const taken = existsSync(dir) ? dir : flags.root ? undefined : folderOf(flags.slug, whereNow());
  if (taken) {
    problems.push(
      `${labelOf(taken)}/ already exists, so nothing was written and it is left as it was. Choose another slug, or edit that folder by hand.`,
    );
  }
}
if (problems.length > 0) refuse(problems);

// The village: what the flags give, in all three languages; every other baseline figure null.
const words = (text) => ({ en: text, hi: text, cg: text });
const known = { population: { total: population, households } };
const facts = Object.fromEntries(
  Object.entries(villageSchema.shape).map(([group, schema]) => [
    group,
    Object.fromEntries(Object.keys(schema.shape).map((f) => [f, known[group]?.[f] ?? null])),
  ]),
);
const village = {
  name: words(flags.name),
  district: flags.district ? words(flags.district) : null,
  state: words(flags.state),
  facts,
};

// The plan: the pilot's, every month moved by as many months as its start moves, every quarter
// by as many quarters as its launch moves, so each phase and category keeps its place.
const start = flags.start ?? monthOf(monthIndex(today.slice(0, 7)) + 1);
const months = monthIndex(start) - monthIndex(pilotPlan.start);
const launch = quarterOf(Math.floor(monthIndex(start) / 3));
const quarters = quarterIndex(launch) - quarterIndex(pilotPlan.launch);
const moveMonth = (m) => monthOf(monthIndex(m) + months);
const plan = {
  start,
  end: moveMonth(pilotPlan.end),
  launch,
  phases: pilotPlan.phases.map((p) => ({ ...p, from: moveMonth(p.from), to: moveMonth(p.to) })),
  budgetCategories: pilotPlan.budgetCategories.map((c) => ({
    ...c,
    starts: quarterOf(quarterIndex(c.starts) + quarters),
  })),
  milestones: pilotPlan.milestones,
};

// Both files as the folder check reads them, before anything is written.
for (const [file, schema, value] of [
  ["village.json", villageFileSchema, village],
  ["plan.json", planFileSchema, plan],
]) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    refuse([
      `The ${file} this would write is not valid (${issue.path.join(".")}: ${issue.message}), so nothing was written.`,
    ]);
  }
}

// Written as Prettier writes the repository's JSON, so npm run format:check passes on it.
const options = await prettier.resolveConfig(join(repo, "content", "villages", "pilot", "x.json"));
const json = (value) => prettier.format(JSON.stringify(value), { ...options, parser: "json" });
const files = {
  "village.json": await json(village),
  "plan.json": await json(plan),
  // As the pilot's status.json is laid out, one field a line, for the team's edits.
  [join("actuals", STATUS_FILE)]: await prettier.format(
    JSON.stringify({ asOf: today, stage: "Pre-Implementation" }, null, 2),
    { ...options, parser: "json" },
  ),
  ...Object.fromEntries(
    Object.entries(ACTUALS_COLUMNS).map(([file, columns]) => [
      join("actuals", file),
      `${columns.join(",")}\n`,
    ]),
  ),
};
try {
  // Not recursive: the folder is made here or not at all, so no one else's is written into.
  mkdirSync(dir);
} catch (error) {
  refuse([`Could not make ${labelOf(dir)}/ (${error.code}), so nothing was written.`]);
}
try {
  mkdirSync(join(dir, "actuals"));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
} catch (error) {
  rmSync(dir, { recursive: true, force: true });
  refuse([`Could not write ${labelOf(dir)}/ (${error.message}), so nothing was kept.`]);
}

const where = labelOf(dir);
console.log(
  `Wrote ${where}/: village.json, plan.json (the pilot's plan and budgets, from ${start}) and actuals/ (status.json, and the four CSV files with their header line only).`,
);
const { problems: found, warnings } = readVillageFolder(dir, flags.slug, (file) =>
  labelOf(join(dir, file)),
);
for (const w of warnings) console.warn(`  ${w}`);
if (found.length > 0) {
  console.error(`\nThe check of npm run check-data finds ${found.length} problem(s) in it:\n`);
  for (const p of found) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`The check of npm run check-data finds no problem in it: stage Pre-Implementation, figures as of ${today}, no expenses, funds, measurements or milestones yet.

Next steps:
  1. Translate the name${village.district ? ", state and district" : " and state"} in ${where}/village.json: "hi" (Hindi) and "cg" (Chhattisgarhi) hold the English for now.
  2. Fill in the baseline under "facts" in village.json as the village's survey gives it: a figure written null is not known yet.
  3. Read plan.json: its months start in ${start} (launch ${launch}); change them, and the budgets, to the village's own plan.
  4. Run npm run check-data, then commit the folder and open a pull request.
  5. Once it is merged and the site rebuilt, the village's page will be /villages/${flags.slug}.`);
