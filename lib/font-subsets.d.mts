export const SUBSETS: {
  file: string;
  source: string;
  text: string;
  axes: { wght: { min: number; max: number } };
  /** Cut to the glyphs the site's words shape to at these weights (lib/font-glyphs.mjs). */
  glyphsAt?: number[];
}[];
export const SYSTEM_DRAWN: string;
export function unicodeRange(text: string): string;
