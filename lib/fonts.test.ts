import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { SUBSETS, SYSTEM_DRAWN, unicodeRange } from "@/lib/font-subsets.mjs";

const declarations = (file: string) => readFileSync(file, "utf8").replace(/\s+/g, " ");
const fontsModule = declarations("lib/fonts.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

describe("font subsets", () => {
  it("assets/fonts holds what lib/font-subsets.mjs and the site's text make (run npm run fonts)", () => {
    const check = spawnSync(process.execPath, ["scripts/fonts.mjs", "--check"], {
      encoding: "utf8",
    });
    expect(check.stdout).toBe("");
    expect(check.status).toBe(0);
  }, 60_000);

  const named = (end: string) => SUBSETS.find((s) => s.file.endsWith(end))!;
  const devanagari = named("devanagari.woff2");

  it.each([named("latin.woff2"), named("rupee.woff2")])(
    "lib/fonts.ts declares the range of $file",
    (subset) => {
      expect(fontsModule).toContain(`src: "../${subset.file}"`);
      expect(fontsModule).toContain(`"${unicodeRange(subset.text)}"`);
    },
  );

  it("app/fonts-devanagari.css declares the Devanagari file and its range in each of its faces", () => {
    const faces = declarations("app/fonts-devanagari.css").match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(4);
    for (const face of faces) {
      expect(face).toContain(`url("../${devanagari.file}") format("woff2")`);
      // (Prettier writes the range with a space after each comma.)
      expect(face.replace(/, (?=U\+)/g, ",")).toContain(
        `unicode-range: ${unicodeRange(devanagari.text)};`,
      );
    }
  });

  it("draws every character the site's pages can show", () => {
    const drawn = new Set([...SUBSETS.flatMap((s) => [...s.text]), ...SYSTEM_DRAWN, "\n", "\t"]);
    const missing = new Map<string, string>();
    for (const file of ["app", "components", "content", "lib"].flatMap(sourceFiles)) {
      for (const char of readFileSync(file, "utf8")) {
        if (!drawn.has(char) && !missing.has(char)) missing.set(char, file);
      }
    }
    // A character here needs adding to a subset in lib/font-subsets.mjs, then `npm run fonts`.
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
