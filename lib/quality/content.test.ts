import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";
import * as budget from "@/content/budget";
import { contentModuleCheck, contentChecks } from "@/lib/quality/content";
import { contentModules, type ContentModule } from "@/content/registry";

const budgetModule = contentModules.find((m) => m.file === "content/budget.ts")!;

describe("Content checks", () => {
  it("pass for every registered module of the site", () => {
    const checks = contentChecks();
    expect(checks).toHaveLength(contentModules.length);
    for (const check of checks) {
      expect(check).toMatchObject({
        category: "Content",
        status: "pass",
        score: 100,
        critical: true,
      });
    }
  });

  it("fail, critically, on a module whose data breaks its schema", () => {
    const broken: ContentModule = {
      ...budgetModule,
      namespace: {
        ...budget,
        phases: budget.phases.map((p, i) => (i === 0 ? { ...p, budget: -1 } : p)),
      },
    };
    const check = contentModuleCheck(broken);
    expect(check).toMatchObject({ status: "fail", critical: true });
    // Its one registered export (phases) is broken.
    expect(check.score).toBe(0);
    expect(check.details).toContain("phases at 0.budget");
    expect(check.fix).toContain("content/budget.ts");
  });

  it("fail when a registered export is missing", () => {
    const check = contentModuleCheck({
      file: "content/x.ts",
      namespace: {},
      schemas: { rows: z.array(z.string()) },
    });
    expect(check.status).toBe("fail");
    expect(check.details).toContain("rows: not exported");
    expect(check.score).toBe(0);
  });

  it("cover every content module in the tree (add new ones to content/registry.ts)", () => {
    // Schema-only modules, the home page's shared schemas and derived figures, and kpis-data.ts
    // (the raw input kpis.ts parses) hold no data of their own; registry.ts is this list.
    const skip = new Set([
      "content/registry.ts",
      "content/execution/schema.ts",
      "content/home/shared.ts",
      "content/impact-pages/schema.ts",
      "content/implementation/schema.ts",
      "content/journey-schema.ts",
      "content/kpis-data.ts",
      "content/ledger/csv.ts",
      "content/ledger/ids.ts",
      "content/ledger/read.ts",
    ]);
    const root = process.cwd();
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? (e.name === "i18n" ? [] : walk(join(dir, e.name))) : [join(dir, e.name)],
      );
    const files = walk(join(root, "content"))
      .map((f) => relative(root, f))
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !skip.has(f));
    expect(contentModules.map((m) => m.file).sort()).toEqual(files.sort());
  });
});
