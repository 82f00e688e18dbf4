// A face cut to the glyphs a list of words shapes to, rather than to characters: the subsetter's
// layout closure keeps every conjunct its characters could form (49 KB of Devanagari for the
// site's 60 letters), while the site's words use a few hundred glyphs. HarfBuzz shapes the words
// here as the browser does (Chromium shapes with HarfBuzz), then cuts with that closure off.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";

const require = createRequire(import.meta.url);
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (name) => [...name].reduce((a, c) => (a << 8) + c.charCodeAt(0), 0) >>> 0;

/** A HarfBuzz font of `bytes` (WOFF2, WOFF or TrueType), to shape with at any weight. */
export async function shaper(bytes) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(bytes, "truetype")));
  return new hb.Font(face);
}

/** The glyphs `word` shapes to at `weight`: id, outline, advance and offsets, in order. */
export function shape(font, word, weight) {
  font.setVariations([new hb.Variation("wght", weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const places = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map(({ codepoint: id, cluster }, i) => ({
    id,
    cluster,
    ...places[i],
  }));
}

/** Every glyph id the words shape to at any of the weights. */
export function glyphsOf(font, words, weights) {
  const ids = new Set([0]);
  for (const weight of weights) {
    for (const word of words) for (const { id } of shape(font, word, weight)) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

let subsetter;
function subsetWasm() {
  if (!subsetter) {
    const wasm = readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
    subsetter = new WebAssembly.Instance(new WebAssembly.Module(wasm), {}).exports;
    subsetter._initialize();
  }
  return subsetter;
}

/**
 * `bytes` cut to `glyphs` and the characters of `text` (so the cmap keeps them), every layout
 * feature kept but only the rules among those glyphs, the weight axis limited to `axes.wght`.
 * @returns {Promise<Buffer>} WOFF2
 */
export async function cutToGlyphs(bytes, glyphs, text, axes) {
  const hbs = subsetWasm();
  const ttf = await fontverter.convert(bytes, "truetype");
  const data = hbs.malloc(ttf.byteLength);
  new Uint8Array(hbs.memory.buffer).set(ttf, data);
  const blob = hbs.hb_blob_create(data, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hbs.hb_face_create(blob, 0);
  hbs.hb_blob_destroy(blob);
  const input = hbs.hb_subset_input_create_or_fail();
  const features = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hbs.hb_set_clear(features);
  hbs.hb_set_invert(features);
  const flags = hbs.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE;
  hbs.hb_subset_input_set_flags(input, flags);
  const unicodes = hbs.hb_subset_input_unicode_set(input);
  for (const c of text) hbs.hb_set_add(unicodes, c.codePointAt(0));
  const ids = hbs.hb_subset_input_glyph_set(input);
  for (const id of glyphs) hbs.hb_set_add(ids, id);
  const { min, max } = axes.wght;
  if (!hbs.hb_subset_input_set_axis_range(input, face, tag("wght"), min, max, NaN)) {
    throw new Error("cutToGlyphs: the font has no wght axis");
  }
  const cut = hbs.hb_subset_or_fail(face, input);
  hbs.hb_subset_input_destroy(input);
  if (!cut) throw new Error("cutToGlyphs: HarfBuzz could not subset the font");
  const out = hbs.hb_face_reference_blob(cut);
  const start = hbs.hb_blob_get_data(out, 0);
  const copy = Buffer.from(new Uint8Array(hbs.memory.buffer, start, hbs.hb_blob_get_length(out)));
  hbs.hb_blob_destroy(out);
  hbs.hb_face_destroy(cut);
  hbs.hb_face_destroy(face);
  hbs.free(data);
  return fontverter.convert(copy, "woff2", "truetype");
}
