// npm run build:fixture: the second build the ledger tests run against (playwright.config.ts),
// whose programme files are the fixture set e2e/fixtures/actuals, into .next-fixture. It builds
// only what those tests open: the pages below in every language, the feeds, the data files, the
// API and the site's own files (robots.txt, the sitemap, the icons). Next's `--debug-build-paths`
// leaves the other routes out, which takes a fifth off the two builds' time on the two-core CI
// machine; the share cards, which no ledger test opens (and whose drawing does not read the
// programme's files), take another 10 of its 58 CPU-seconds. A page a ledger test opens that is
// not listed here answers 404, and the test fails on it.
import { execFileSync } from "node:child_process";

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
];

const paths = [
  "app/*.ts",
  "app/*.tsx",
  "app/feed.xml/**",
  "app/[lang]/feed.xml/**",
  "app/data/**",
  "app/api/**",
  "app/(en)/page.tsx",
  "app/[lang]/page.tsx",
  ...PAGES.flatMap((page) => [`app/(en)/${page}/**`, `app/[lang]/${page}/**`]),
];

const env = {
  ...process.env,
  ACTUALS_DIR: "e2e/fixtures/actuals",
  NEXT_DIST_DIR: ".next-fixture",
};
const run = (command, args) => execFileSync(command, args, { stdio: "inherit", env });

run(process.execPath, ["scripts/check-messages.mjs"]);
run(process.execPath, ["scripts/check-data.mjs"]);
run("npx", ["next", "build", "--debug-build-paths", paths.join(",")]);
