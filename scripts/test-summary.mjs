// Prints one plain line, "N passed, N failed", from the Jest and Playwright result files.
import { existsSync, readFileSync } from "node:fs";

function read(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;

const jest = read("test-results/jest.json");
if (jest) {
  passed += jest.numPassedTests ?? 0;
  failed += (jest.numFailedTests ?? 0) + (jest.numRuntimeErrorTestSuites ?? 0);
  skipped += (jest.numPendingTests ?? 0) + (jest.numTodoTests ?? 0);
}

const e2e = read("test-results/e2e.json");
if (e2e?.stats) {
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
  skipped += e2e.stats.skipped ?? 0;
}

// A stage that failed before any test could report (lint, types, build) still counts as a failure.
const exitCode = Number(process.argv[2] ?? 0);
if (exitCode !== 0 && failed === 0) failed = 1;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
