import type { Page } from "@playwright/test";
import type axe from "axe-core";
import axeCore from "axe-core";
import type { NodeResult, Result } from "axe-core";
import { readFileSync } from "node:fs";

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

/** axe-core's minified build: half the size of `axe.source`, and parsed in half the time. */
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Puts axe-core into the page once per document. (AxeBuilder sends and parses its 550 KB script
 * twice on every run, which cost about as much as a run itself.)
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object")) return;
  await page.evaluate(axeSource);
  // As AxeBuilder's legacy mode configures it: no frames to message beyond this origin.
  await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.configure({
      allowedOrigins: ["<same_origin>"],
      branding: { application: "playwright" },
    }),
  );
}

/** What axe-core keeps of each rule, and of each check's messages (its internal audit, in Node). */
interface AxeAudit {
  rules: { id: string; impact?: string; any: unknown[]; all: unknown[]; none: unknown[] }[];
  data: { checks: Record<string, { impact?: string }> };
}

/**
 * axe's rules that can never report a serious or critical violation. A rule that names an impact
 * gives every finding that impact; any other finding's impact is the highest of its failing
 * checks'. These rules' findings would all be dropped (BLOCKING), so they are not run at all:
 * `region` and the landmark rules are among axe's slowest. Read from axe's own metadata, so that a
 * new version's rules are sorted the same way; a check with no impact keeps its rule running.
 */
export const neverBlockingRules: string[] = (() => {
  const audit = (axeCore as unknown as { _audit?: AxeAudit })._audit;
  if (!audit?.rules?.length || !audit.data?.checks) {
    throw new Error(
      "axe-core no longer keeps its rules' impacts in _audit: e2e/support/axe.ts needs another way to tell which rules cannot be serious",
    );
  }
  const idOf = (c: unknown) => (typeof c === "string" ? c : (c as { id: string }).id);
  const blocking = (impact: string | undefined) => impact === undefined || BLOCKING.has(impact);
  return audit.rules
    .filter((rule) =>
      rule.impact
        ? !blocking(rule.impact)
        : [...rule.any, ...rule.all, ...rule.none].every(
            (c) => !blocking(audit.data.checks[idOf(c)]?.impact),
          ),
    )
    .map((rule) => rule.id);
})();

/**
 * Which of axe's rules run: all of them (the default), `only` these, or all `except` these; on the
 * whole page (the default) or only `within` the elements a CSS selector names (a test about one
 * block, whose page the sweep checks whole).
 */
export interface AxeRules {
  only?: string[];
  except?: string[];
  within?: string;
}

/**
 * Runs axe-core on the page and returns its serious and critical violations, described with their
 * targets.
 */
export async function seriousAxeViolations(page: Page, rules: AxeRules = {}): Promise<string[]> {
  await injectAxe(page);
  // axe.run in the page in one call, as AxeBuilder's legacy mode does (the site has no iframes);
  // only the violations come back.
  const violations = await page.evaluate(
    async ({ only, except, within }) => {
      if (within && !document.querySelector(within))
        throw new Error(`axe: nothing matches ${within}`);
      const context = within ? { include: [within] } : document;
      const results = await (window as unknown as { axe: typeof axe }).axe.run(context, {
        resultTypes: ["violations"],
        ...(only ? { runOnly: { type: "rule", values: only } } : {}),
        rules: Object.fromEntries(except.map((id) => [id, { enabled: false }])),
      });
      return results.violations;
    },
    {
      only: rules.only?.filter((id) => !neverBlockingRules.includes(id)),
      except: [...(rules.except ?? []), ...neverBlockingRules],
      within: rules.within,
    },
  );
  return violations.filter((v) => BLOCKING.has(v.impact ?? "")).map(describe);
}
