// Whether two faces draw a word alike: the same outlines in the same order at the same places.
// Glyph ids differ between a face and its cut, so glyphs are compared by their outline.
import { shape } from "./font-glyphs.mjs";
import { outlineDistance } from "./outline-distance.mjs";

/** Font units two drawings may differ by: the cut re-encodes the weight axis's variation deltas. */
export const TOLERANCE = 2;

function outline(font, id, weight, cache) {
  const key = `${weight}:${id}`;
  if (!cache.has(key)) cache.set(key, font.glyphToPath(id));
  return cache.get(key);
}

/** The largest difference, in font units, between `word` as drawn by font `a` and by font `b`. */
export function wordDistance(a, b, word, weight, caches = [new Map(), new Map()]) {
  const [x, y] = [shape(a, word, weight), shape(b, word, weight)];
  if (x.length !== y.length) return Infinity;
  let most = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i].cluster !== y[i].cluster) return Infinity;
    for (const k of ["xAdvance", "yAdvance", "xOffset", "yOffset"]) {
      most = Math.max(most, Math.abs(x[i][k] - y[i][k]));
    }
    const drawn = outlineDistance(
      outline(a, x[i].id, weight, caches[0]),
      outline(b, y[i].id, weight, caches[1]),
    );
    most = Math.max(most, drawn);
  }
  return most;
}
