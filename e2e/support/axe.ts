import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axe, { type NodeResult, type Result } from "axe-core";

const BLOCKING = new Set(["serious", "critical"]);

function describeNode(node: NodeResult): string {
  const target = node.target.map(String).join(" ");
  const contrast = node.any.find((check) => check.id === "color-contrast")?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  const detail = contrast?.contrastRatio
    ? ` (${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}, needs ${contrast.expectedContrastRatio})`
    : "";
  return `      ${target}${detail}\n        ${node.html.slice(0, 160)}`;
}

function describe(violation: Result): string {
  const nodes = violation.nodes.slice(0, 8).map(describeNode);
  if (violation.nodes.length > 8) nodes.push(`      … and ${violation.nodes.length - 8} more`);
  return `  ${violation.id} [${violation.impact}] ${violation.help}\n${nodes.join("\n")}`;
}

/** The rules whose outcome depends on the colour theme. */
export const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe-core's script, run only where the document does not have it yet. AxeBuilder evaluates its
 * script twice on every run; on a site page that is two more starts of a 550 KB library, which
 * cost more than a second check of the same page (the sweep checks each page at two widths).
 */
const axeOncePerDocument = `if (typeof window.axe !== "object") {\n${axe.source}\n}`;

/**
 * Runs axe-core on the page (all rules, or only `rules`) and returns its serious and critical
 * violations, described with their targets.
 */
export async function seriousAxeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Legacy mode runs axe in the page in one call instead of finishing the run in a second blank
  // page; the site has no iframes, so nothing is lost and each run takes about half the time.
  let builder = new AxeBuilder({ page, axeSource: axeOncePerDocument }).setLegacyMode(true);
  if (rules) builder = builder.withRules(rules);
  const results = await builder.options({ resultTypes: ["violations"] }).analyze();
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? "")).map(describe);
}
