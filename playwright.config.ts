import { defineConfig, devices } from "@playwright/test";
import { testChromiumPath } from "./scripts/browser.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3217);
/** Set E2E_BASE_URL to test a server you started yourself (e.g. `next dev`); otherwise the production build is served on loopback. */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;
/**
 * The ledger tests run against a second build whose programme files are the fixture set
 * e2e/fixtures/actuals (eight months into Phase 1): `npm run build:fixture` renders the pages they
 * open from the site `npm run build` compiled, into .next-fixture (scripts/build-fixture.mjs), and
 * it is served on the next port.
 */
const LEDGER_PORT = PORT + 1;
const ledgerURL = process.env.E2E_LEDGER_URL ?? `http://127.0.0.1:${LEDGER_PORT}`;

export default defineConfig({
  testDir: "./e2e",
  // Its own folder: Playwright empties it on each run, and test-results/ also holds jest.json.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three workers on the two-core CI machine: a test spends much of its time waiting on the browser
  // and the server, and three finish the suite about an eighth sooner than two (measured).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
        // Less work per page, none of it work a test looks at: frames composited in software
        // (a headless run has no screen to draw them on), and scripts left to V8's quicker tiers
        // rather than re-compiled by its optimising one for a page that lives a few seconds.
        // Measured side by side on the Hindi sweep and language pages: about 7% less CPU.
        // E2E_CHROMIUM_ARGS adds flags for such trials.
        "--disable-gpu-compositing",
        "--js-flags=--no-opt",
        ...(process.env.E2E_CHROMIUM_ARGS?.split(" ").filter(Boolean) ?? []),
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /ledger(-[\w-]+)?\.spec\.ts/,
      use: { ...devices["Desktop Chrome"] },
    },
    {
      name: "ledger",
      testMatch: /ledger(-[\w-]+)?\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: ledgerURL },
    },
  ],
  webServer: external
    ? undefined
    : [
        {
          command: `npx next start --hostname 127.0.0.1 --port ${PORT}`,
          url: `${baseURL}/`,
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: "ignore",
          stderr: "pipe",
        },
        {
          command: `npx next start --hostname 127.0.0.1 --port ${LEDGER_PORT}`,
          env: {
            NEXT_DIST_DIR: ".next-fixture",
            ACTUALS_DIR: "e2e/fixtures/actuals",
            VILLAGES_DIR: "e2e/fixtures/villages",
          },
          url: `${ledgerURL}/`,
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: "ignore",
          stderr: "pipe",
        },
      ],
});
