import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import satori from "satori";
import subsetFont from "subset-font";
import { routeCard } from "@/components/og-card";
import { programme, TOTAL_INVESTMENT } from "@/content/budget";
import { village } from "@/content/village";
import { SUBSETS } from "@/lib/font-subsets.mjs";
import { prefixedLanguages } from "@/lib/i18n";
import { outlineDistance } from "@/lib/outline-distance.mjs";
import { routes } from "@/lib/routes";
import { devanagariWords, siteDevanagariWords } from "@/lib/site-devanagari.mjs";

// The site's Devanagari face keeps only the characters the text uses. This draws every Devanagari
// word of the site with it and with the whole-block face it was cut from, shaped by HarfBuzz as the
// share cards are (satori), and wants the same glyph outlines in the same places: a conjunct or
// matra form the cut lost would be drawn differently (or as a box). At weight 700 the cut's
// re-encoded variation deltas round a point by at most a tenth of a pixel either way here.

const devanagari = SUBSETS.find((s) => s.file.endsWith("devanagari.woff2"))!;
const WHOLE_BLOCK = String.fromCodePoint(...Array.from({ length: 0x80 }, (_, i) => 0x900 + i));

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

type Drawing = { same: boolean; boxes: number; virama: boolean };
type Shaping = {
  words: number;
  differing: { word: string; weight: number }[];
  largest: number;
  fallback: { word: string; committed: Drawing; recut: Drawing }[];
};

// HarfBuzz, as Chromium shapes a page: every word at each weight the pages use, glyph by glyph
// (outline, advance, offsets), in a child process since harfbuzzjs is an ES module with a wasm.
describe("the Devanagari face as a browser shapes it", () => {
  let shaping: Shaping;
  beforeAll(() => {
    const out = execFileSync(process.execPath, ["scripts/font-shaping.mjs"], { encoding: "utf8" });
    shaping = JSON.parse(out) as Shaping;
  }, 60_000);

  it("draws every word the site shows as the full face does, at weights 400 to 700", () => {
    expect(shaping.words).toBeGreaterThan(500);
    // A word here needs glyphs the committed face lacks: run `npm run fonts` and commit the face.
    expect(shaping.differing).toEqual([]);
  });

  it("draws a word the site does not use yet as the full face does once the build cuts the face again", () => {
    // The committed face has only the site's conjuncts: a new one shows the virama (or a half
    // form), with every letter drawn. `npm run build` cuts the face again for the text it builds
    // (scripts/fonts.mjs --build), so the pages deployed with a new name draw it whole.
    const [lajja, udghatan] = shaping.fallback;
    expect(lajja).toMatchObject({ word: "लज्जा", committed: { same: false, boxes: 0 } });
    expect(udghatan).toMatchObject({
      word: "उद्घाटन",
      committed: { same: false, boxes: 0, virama: true },
    });
    for (const word of shaping.fallback) {
      expect(word.recut).toEqual({ same: true, boxes: 0, virama: false });
    }
  });
});

// The share cards shape with satori's own shaper and draw with the same file: every Devanagari word
// a card draws (its title, its figure line, the programme's facts), in Hindi and Chhattisgarhi.
describe("the Devanagari subset on the share cards", () => {
  // The programme's key figures, as the cards' route reads them.
  const facts = {
    budget: TOTAL_INVESTMENT,
    population: village.population.total,
    months: programme.months,
  };
  const words = [
    ...new Set(
      prefixedLanguages.flatMap((lang) =>
        routes.flatMap((route) =>
          devanagariWords(renderToStaticMarkup(routeCard(lang, route.id, facts))),
        ),
      ),
    ),
  ].sort();
  const whole = readFileSync(require.resolve(devanagari.source));
  const cut = readFileSync(devanagari.file);

  it("finds the cards' Devanagari text, all of it among the site's words", () => {
    expect(words.length).toBeGreaterThan(100);
    const site = new Set(siteDevanagariWords());
    expect(words.filter((word) => !site.has(word))).toEqual([]);
  });

  it.each([400, 700] as const)(
    "shapes every word a card draws as the whole face does, at weight %i",
    async (weight) => {
      const [expected, actual] = await Promise.all([
        drawn(whole, words, weight),
        drawn(cut, words, weight),
      ]);
      expect(actual.length).toBeGreaterThan(10_000);
      expect(outlineDistance(actual, expected)).toBeLessThanOrEqual(0.2 + 1e-9);
    },
  );
});
