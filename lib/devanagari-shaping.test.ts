import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import satori from "satori";
import subsetFont from "subset-font";
import { SUBSETS } from "@/lib/font-subsets.mjs";

// The site's Devanagari face keeps only the characters the text uses. This draws every Devanagari
// word of the site with it and with the whole-block face it was cut from, shaped by HarfBuzz as the
// share cards are (satori), and wants the same glyph outlines in the same places: a conjunct or
// matra form the cut lost would be drawn differently (or as a box). At weight 700 the cut's
// re-encoded variation deltas round a point by at most a tenth of a pixel either way here.

const devanagari = SUBSETS.find((s) => s.file.endsWith("devanagari.woff2"))!;
const WHOLE_BLOCK = String.fromCodePoint(...Array.from({ length: 0x80 }, (_, i) => 0x900 + i));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory()
      ? files(full)
      : /\.(json|ts|tsx|csv)$/.test(name)
        ? [full]
        : [];
  });
}

/** Every Devanagari word in the site's source, messages first. */
function siteWords() {
  const words = new Set<string>();
  for (const file of ["content", "components", "lib", "app"].flatMap(files)) {
    for (const [word] of readFileSync(file, "utf8").matchAll(/[\u0900-\u097f\u200c\u200d]+/g)) {
      words.add(word);
    }
  }
  return [...words].sort();
}

async function drawn(font: Buffer, words: string[], weight: 400 | 700) {
  const data = await subsetFont(font, WHOLE_BLOCK, {
    targetFormat: "sfnt",
    variationAxes: { wght: weight },
  });
  const rows = [];
  for (let i = 0; i < words.length; i += 12) {
    rows.push(
      createElement(
        "div",
        { key: i, style: { display: "flex" } },
        words.slice(i, i + 12).join(" "),
      ),
    );
  }
  const tree = createElement(
    "div",
    {
      style: {
        display: "flex",
        flexDirection: "column",
        fontFamily: "Deva",
        fontSize: 20,
        fontWeight: weight,
      },
    },
    rows,
  );
  return satori(tree, {
    width: 2000,
    height: 24 * rows.length + 24,
    fonts: [{ name: "Deva", data, weight, style: "normal" }],
  });
}

/** How far apart two drawings are: Infinity if they differ in anything but a coordinate. */
function distance(a: string, b: string) {
  const split = (svg: string) => svg.split(/(-?\d+(?:\.\d+)?)/);
  const [x, y] = [split(a), split(b)];
  if (x.length !== y.length) return Infinity;
  let most = 0;
  for (let i = 0; i < x.length; i++) {
    if (i % 2 === 0 && x[i] !== y[i]) return Infinity;
    if (i % 2 === 1) most = Math.max(most, Math.abs(Number(x[i]) - Number(y[i])));
  }
  return most;
}

describe("the Devanagari subset", () => {
  const words = siteWords();
  const whole = readFileSync(require.resolve(devanagari.source));
  const cut = readFileSync(devanagari.file);

  it("finds the site's Devanagari text", () => {
    expect(words.length).toBeGreaterThan(500);
  });

  it.each([400, 700] as const)(
    "shapes every word the site shows as the whole face does, at weight %i",
    async (weight) => {
      const [expected, actual] = await Promise.all([
        drawn(whole, words, weight),
        drawn(cut, words, weight),
      ]);
      expect(actual.length).toBeGreaterThan(10_000);
      expect(distance(actual, expected)).toBeLessThanOrEqual(0.2 + 1e-9);
    },
  );
});
