import type { NumberToken } from "./tokens";

/**
 * What a number on a page is, besides a reading of a listed figure: a date or an identifier
 * (2027, 1 Oct, Phase 2, 6:30, 24/7), a figure the content gives (measured by
 * content/figures/measures.ts, or local to its page), or a figure derived from others.
 */
export type NumberClass =
  | { class: "date" }
  | { class: "identifier"; what: string }
  | { class: "measure"; measure: string }
  | { class: "local"; where: string }
  | { class: "derived"; from: string };

/** A figure the content exports (the figure walk's leaves), with what it measures. */
export interface KnownFigure {
  value: number;
  /** What it measures, or null: shown in one place only. */
  measure: string | null;
  /** "content/kpis.ts: kpis[0].target", to say where a local figure comes from. */
  where: string;
}

const months =
  /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर/i;
/** Words after which a number names a step, not an amount: Phase 2, Step 3, Month 4. */
const labelBefore =
  /(?:phase|step|month|year|quarter|level|stage|week|day|no\.|#|चरण|चरन|कदम|महीना|वर्ष|साल|तिमाही|स्तर|दिन|हफ्ता|सप्ताह)\s?$/i;

export function dateOrIdentifier(token: NumberToken, text: string): NumberClass | undefined {
  if (token.unit !== "plain") return undefined;
  const raw = token.raw;
  const before = text.slice(Math.max(0, token.start - 12), token.start);
  const after = text.slice(token.end, token.end + 12);
  if (/^\d{4}$/.test(raw) && token.value >= 1900 && token.value <= 2100) return { class: "date" };
  if (months.test(before) || months.test(after)) return { class: "date" };
  if (/[:/]$/.test(before) || /^[:/]\d/.test(after)) return { class: "identifier", what: "time" };
  if (/\d{4}[-–]$/.test(before)) return { class: "date" };
  // A code of a standard: SHA-256, ISO 639, HTTP 404, an OECD DAC purpose code (DAC 22040).
  if (/(?:SHA-|ISO |HTTP |gets |DAC )$/i.test(before))
    return { class: "identifier", what: "standard" };
  if (labelBefore.test(before)) return { class: "identifier", what: "label" };
  return undefined;
}

/** A figure the content gives that the token's rounding covers: measured first, then local. */
export function fromContent(
  token: NumberToken,
  known: readonly KnownFigure[],
  covers: (token: NumberToken, value: number) => boolean,
): NumberClass | undefined {
  const hits = known.filter((k) => covers(token, k.value));
  const measured = hits.find((k) => k.measure !== null);
  if (measured) return { class: "measure", measure: measured.measure! };
  if (hits[0]) return { class: "local", where: hits[0].where };
  return undefined;
}
