import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { messageFile } from "@/content/i18n/files";
import { languages } from "@/lib/i18n";
import { routes } from "@/lib/routes";
import { copyUnderRoot, generatorCheck } from "@/lib/testing/generated";
import { registry } from "./messages-index.mjs";

describe("the messages registry comes from the folders", () => {
  it("content/i18n/index.ts is what the folders make (npm run messages:index)", () => {
    expect(generatorCheck("scripts/messages-index.mjs")).toEqual({ stdout: "", status: 0 });
  });

  it("a new page's messages file, in all three languages, is registered by being there", () => {
    const root = copyUnderRoot("content/i18n");
    for (const lang of ["en", "hi", "cg"]) {
      writeFileSync(join(root, "content/i18n", lang, "new-page.json"), '{ "newPage.title": "x" }');
    }
    const { source, problems } = registry(root);
    expect(problems).toEqual([]);
    expect(source).toContain('import hiNewPage from "./hi/new-page.json";');
    expect(source).toContain("  file(enNewPage, hiNewPage, cgNewPage),");
    rmSync(root, { recursive: true });
  });

  it("refuses an English file with no Hindi twin, and a key two files give", () => {
    const root = copyUnderRoot("content/i18n");
    writeFileSync(join(root, "content/i18n/en/new-page.json"), '{ "newPage.title": "x" }');
    writeFileSync(join(root, "content/i18n/cg/new-page.json"), '{ "newPage.title": "x" }');
    writeFileSync(join(root, "content/i18n/en/other.json"), '{ "newPage.title": "y" }');
    expect(registry(root).problems).toEqual(
      expect.arrayContaining([
        "content/i18n/hi/new-page.json: missing; every English file has a twin here.",
        'content/i18n/en/other.json: "newPage.title" is also a key of content/i18n/en/new-page.json; a key belongs to one file.',
      ]),
    );
    rmSync(root, { recursive: true });
  });

  it("keeps each page's title, summary, description and menu label in the page's own file", () => {
    for (const lang of languages) {
      for (const { id } of routes) {
        const own = Object.keys(messageFile(lang, id));
        const words = ["title", "summary", "description"].map((w) => `route.${id}.${w}`);
        expect({
          lang,
          id,
          missing: [...words, `nav.${id}`].filter((k) => !own.includes(k)),
        }).toEqual({ lang, id, missing: [] });
      }
    }
  });
});
