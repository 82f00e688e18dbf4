import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/"],
  // One scratch folder per run for the files tests write, removed at the end (lib/testing/jest-setup.mjs).
  globalSetup: "<rootDir>/lib/testing/jest-setup.mjs",
  globalTeardown: "<rootDir>/lib/testing/jest-teardown.mjs",
};

export default createJestConfig(config);
