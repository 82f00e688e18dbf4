import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentModules } from "@/content/registry";
import { copyUnderRoot, generatorCheck } from "@/lib/testing/generated";
import { MARKER, registry } from "@/scripts/content-index.mjs";

describe("the content registry comes from the folder", () => {
  it("content/modules.ts is what the folder makes (npm run content:index)", () => {
    expect(generatorCheck("scripts/content-index.mjs")).toEqual({ stdout: "", status: 0 });
    expect(contentModules.map((m) => m.file)).toEqual(registry().files);
  });

  it("holds the page content and the ledger's figures, not schemas or the ledger's readers", () => {
    const files = contentModules.map((m) => m.file);
    expect(files).toEqual(
      expect.arrayContaining(["content/budget.ts", "content/ledger/index.ts", "content/kpis.ts"]),
    );
    for (const out of [
      "content/kpi-schema.ts",
      "content/figures/measures.ts",
      "content/ledger/read.ts",
      "content/registry.ts",
      "content/modules.ts",
    ]) {
      expect(files).not.toContain(out);
    }
    // Every module's exports are there to walk.
    expect(contentModules.find((m) => m.file === "content/budget.ts")!.namespace).toHaveProperty(
      "TOTAL_INVESTMENT",
    );
  });

  it("registers a new module by its being there, and leaves out one that says why it is not one", () => {
    const root = copyUnderRoot("content");
    writeFileSync(join(root, "content/water.ts"), "export const wells = 4;\n");
    writeFileSync(
      join(root, "content/water-schema.ts"),
      `${MARKER} schemas only.\nexport const schema = 1;\n`,
    );
    // A marker with no reason does not count: the module stays in.
    writeFileSync(join(root, "content/water-data.ts"), `${MARKER}\nexport const raw = 2;\n`);
    const { files, source } = registry(root);
    expect(files).toContain("content/water.ts");
    expect(files).toContain("content/water-data.ts");
    expect(files).not.toContain("content/water-schema.ts");
    expect(source).toMatch(/import \* as m\d+ from "@\/content\/water";/);
    rmSync(root, { recursive: true });
  });
});
