// Jest's global teardown: removes the run's scratch folder (lib/testing/jest-setup.mjs).
import { rmSync } from "node:fs";

export default async function teardown() {
  const dir = process.env.JEST_RUN_TMP;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
