import type { Check } from "./types";

export interface CategoryGroup {
  category: string;
  /** The rounded mean of the category's check scores (spec §4). */
  score: number;
  checks: Check[];
}

export function meanScore(checks: readonly Pick<Check, "score">[]): number {
  if (checks.length === 0) return 0;
  return Math.round(checks.reduce((sum, c) => sum + c.score, 0) / checks.length);
}

/** Checks grouped by category, in the order categories first appear. */
export function groupByCategory(checks: readonly Check[]): CategoryGroup[] {
  const groups = new Map<string, Check[]>();
  for (const check of checks) {
    const group = groups.get(check.category) ?? [];
    group.push(check);
    groups.set(check.category, group);
  }
  return [...groups].map(([category, list]) => ({
    category,
    score: meanScore(list),
    checks: list,
  }));
}
