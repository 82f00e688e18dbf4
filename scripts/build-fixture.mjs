// npm run build:fixture: the second build the ledger tests run against (playwright.config.ts),
// whose programme files are the fixture set e2e/fixtures/actuals, into .next-fixture. It compiles
// nothing: it copies the site `npm run build` compiled into .next, and renders again with the
// fixture files, through Next's generate mode, only what those tests open: the pages below in every
// language, the feeds, the data files, the API and the site's own files (robots.txt, the sitemap,
// the icons). That takes 16 CPU-seconds here, against 48 for a build of its own that compiled the
// same code again. Every other page of .next-fixture is the copied one, with the team's files of
// .next: a ledger test that opens a page not listed here meets the pre-launch figures, not the
// fixture's, and fails on them.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";

/** The routes e2e/ledger-*.spec.ts open, by their folder under app/(en) and app/[lang]. */
const PAGES = [
  "community",
  "dashboard",
  "digital-services-execution",
  "education",
  "our-plan",
  "quality-check",
  "starlink-impact",
  "timeline",
  "transparency",
  "villages",
];

const paths = [
  "app/*.ts",
  "app/*.tsx",
  "app/feed.xml/**",
  "app/[lang]/feed.xml/**",
  "app/data/**",
  "app/villages/**",
  "app/api/**",
  "app/(en)/page.tsx",
  "app/[lang]/page.tsx",
  ...PAGES.flatMap((page) => [`app/(en)/${page}/**`, `app/[lang]/${page}/**`]),
];

const env = {
  ...process.env,
  ACTUALS_DIR: "e2e/fixtures/actuals",
  // A second village, with its own files: the villages' pages, roll-up and data (issue 42).
  VILLAGES_DIR: "e2e/fixtures/villages",
  NEXT_DIST_DIR: ".next-fixture",
  // The check below writes the roll-up's rows for this build (lib/programme/roll-up-index.ts),
  // with the id of .next's: the pages are rendered by the code .next was built with.
  VILLAGES_INDEX: "1",
  VILLAGES_INDEX_ID: existsSync(".built/.next/villages.json")
    ? JSON.parse(readFileSync(".built/.next/villages.json", "utf8")).id
    : "",
};
const run = (command, args) => execFileSync(command, args, { stdio: "inherit", env });

run(process.execPath, ["scripts/check-messages.mjs"]);
// --build: the fixture's village under review is left out, as a deploy would leave it out.
run(process.execPath, ["scripts/check-data.mjs", "--build"]);
if (!existsSync(".next/BUILD_ID")) {
  throw new Error(
    "npm run build:fixture renders the ledger tests' pages with the site `npm run build` compiled " +
      "into .next, and there is none: run `npm run build` first.",
  );
}
rmSync(".next-fixture", { recursive: true, force: true });
cpSync(".next", ".next-fixture", { recursive: true });
run("npx", [
  "next",
  "build",
  "--experimental-build-mode=generate",
  "--debug-build-paths",
  paths.join(","),
]);
