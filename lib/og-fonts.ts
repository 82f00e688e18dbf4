import { readFile } from "node:fs/promises";
import { join } from "node:path";

const dir = join(process.cwd(), "node_modules/@fontsource/noto-sans/files");

/** next/og reads .woff (not .woff2); the files come from npm, so the build makes no network call. */
export async function ogFonts() {
  const files = [
    ["Noto Sans", "latin", 400],
    ["Noto Sans", "latin", 700],
    // ₹ lives in the latin-ext subset; each subset needs its own family name in satori.
    ["Noto Sans Ext", "latin-ext", 400],
    ["Noto Sans Ext", "latin-ext", 700],
  ] as const;
  return Promise.all(
    files.map(async ([name, subset, weight]) => ({
      name,
      data: await readFile(join(dir, `noto-sans-${subset}-${weight}-normal.woff`)),
      weight,
      style: "normal" as const,
    })),
  );
}
