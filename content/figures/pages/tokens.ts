/**
 * The numbers in a text as a visitor reads them: "₹1.63 Cr", "93 लाख", "36 months", "99.9%",
 * and Devanagari digits, read as Latin ones. Each number carries the range of values its
 * rounding could stand for, so "₹1.6 Cr" is a reading of ₹1,63,00,000.
 */
export type TokenUnit = "rupees" | "percent" | "plain";

export interface NumberToken {
  /** As written, e.g. "₹1.63 Cr". */
  raw: string;
  /** The value written, in rupees, percent or units: "₹93 lakh" is 93,00,000. */
  value: number;
  /** The values its rounding covers: [lo, hi]. */
  lo: number;
  hi: number;
  unit: TokenUnit;
  /** Where in the text it starts and ends. */
  start: number;
  end: number;
}

/** U+0966 DEVANAGARI DIGIT ZERO (written as a code, so the source adds no glyph to the fonts). */
const devanagariZero = 0x0966;

/** Devanagari digits as Latin ones: the site may write digits either way. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - devanagariZero));
}

/** Multipliers of the words the site writes after a number (lib/format.ts, three languages). */
const scales: Record<string, number> = {
  cr: 1e7,
  crore: 1e7,
  करोड़: 1e7,
  lakh: 1e5,
  l: 1e5,
  लाख: 1e5,
  k: 1e3,
  हज़ार: 1e3,
  हजार: 1e3,
  m: 1e6,
};

const pattern =
  /(₹\s?)?(\d{1,3}(?:,\d{2,3})+|\d+)(\.\d+)?(?:\s?(%)|\s?(Cr|crore|lakh|करोड़|लाख|हज़ार|हजार)(?![\p{L}\p{M}])|(L|K|M)(?![\p{L}\p{M}\d]))?/giu;

/** Every number in `text`, in order. */
export function numbersIn(text: string): NumberToken[] {
  const latin = latinDigits(text);
  const tokens: NumberToken[] = [];
  for (const m of latin.matchAll(pattern)) {
    const [raw, rupee, whole, fraction = "", percent, word, letter] = m;
    const before = latin[m.index - 1] ?? "";
    // Part of a word or an identifier ("v2", "x86"), not a number a visitor reads as a figure.
    if (/[\p{L}_]/u.test(before) && !rupee) continue;
    const scaleWord = (word ?? letter)?.toLowerCase();
    const scale = scaleWord ? (scales[scaleWord] ?? 1) : 1;
    const digits = Number(`${whole!.replace(/,/g, "")}${fraction}`);
    const step = (fraction ? 10 ** -(fraction.length - 1) : 1) * scale;
    // 1.63 × 1e7 is 16299999.999…: round away the float error, not the figure.
    const value = Math.round(digits * scale * 1e6) / 1e6;
    tokens.push({
      raw: raw.trim(),
      value,
      lo: scale > 1 || fraction ? value - step / 2 : value,
      hi: scale > 1 || fraction ? value + step / 2 : value,
      unit: rupee ? "rupees" : percent ? "percent" : "plain",
      start: m.index,
      end: m.index + raw.length,
    });
  }
  return tokens;
}

/** Does the token's rounding cover `value`? */
export function covers(token: NumberToken, value: number): boolean {
  if (token.lo === token.hi) return value === token.value;
  return value >= token.lo && value < token.hi;
}
