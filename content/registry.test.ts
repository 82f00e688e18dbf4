import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { contentModules } from "@/content/registry";

describe("The content registry", () => {
  it("cover every content module in the tree (add new ones to content/registry.ts)", () => {
    // Schema-only modules, the home page's shared schemas and derived figures, and kpis-data.ts
    // (the raw input kpis.ts parses) hold no data of their own; registry.ts is this list.
    const skip = new Set([
      "content/registry.ts",
      "content/execution/schema.ts",
      // The initiatives content/dashboard.ts carries in its phases, walked there.
      "content/dashboard-initiatives.ts",
      // The figure walk and the lists it checks the content against: not content of their own.
      "content/figures/audit.ts",
      "content/figures/disagreements.ts",
      "content/figures/headline.ts",
      "content/figures/measures.ts",
      "content/figures/walk.ts",
      "content/figures/disagreement-schema.ts",
      "content/figures/listed/money.ts",
      "content/figures/listed/targets.ts",
      // The plan model's pure parts and its entries; its figures are walked in plan-model/index.ts.
      "content/figures/plan-model/entries.ts",
      "content/figures/plan-model/items.ts",
      "content/figures/plan-model/model.ts",
      "content/home/shared.ts",
      "content/impact-pages/schema.ts",
      "content/implementation/schema.ts",
      "content/journey-schema.ts",
      "content/kpi-schema.ts",
      "content/kpis-data.ts",
      // The comparison content/budget-vs-actual.ts publishes, from plain inputs.
      "content/plan-comparison.ts",
      "content/plan-months.ts",
      "content/ledger/checks.ts",
      "content/ledger/csv.ts",
      "content/ledger/ids.ts",
      "content/ledger/load.ts",
      "content/ledger/months.ts",
      "content/ledger/progress.ts",
      "content/ledger/money.ts",
      "content/ledger/read.ts",
      "content/ledger/records.ts",
      "content/ledger/status.ts",
      "content/ledger/table.ts",
      // The ledger's history (corrections, published files, digests) and payee names: readers of
      // the team's files and what is derived from them, like the modules above.
      "content/ledger/corrections.ts",
      "content/ledger/history.ts",
      "content/ledger/payees.ts",
      "content/ledger/public-history.ts",
      "content/ledger/published.ts",
      "content/ledger/rows.ts",
    ]);
    const root = process.cwd();
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? (e.name === "i18n" ? [] : walk(join(dir, e.name))) : [join(dir, e.name)],
      );
    const files = walk(join(root, "content"))
      .map((f) => relative(root, f))
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !skip.has(f))
      // The ledger's reading and checking modules hold no data: content/ledger/index.ts carries it.
      .filter((f) => !f.startsWith("content/ledger/") || f === "content/ledger/index.ts")
      // The page audit reads the built pages: what it declares is about them, not content.
      .filter((f) => !f.startsWith("content/figures/pages/"));
    expect(contentModules.map((m) => m.file).sort()).toEqual(files.sort());
  });
});
