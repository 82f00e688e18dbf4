import { expect } from "@playwright/test";

/** Fails with every problem listed once (a deep-equality diff would print them all twice). */
export function expectNoProblems(problems: readonly string[], subject: string): void {
  const list = problems.map((p) => `  - ${p.replace(/\n/g, "\n    ")}`).join("\n");
  expect(problems.length, `${subject}: ${problems.length} problem(s)\n${list}`).toBe(0);
}
