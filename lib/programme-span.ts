import { programme } from "@/content/budget";
import { formatMonth } from "@/lib/format";
import type { Lang } from "@/lib/i18n";

/** A plan's first and last month, ISO ("2025-10"); a type, so that it is a message's values. */
export type PlanSpan = { start: string; end: string };

/** A plan's first and last month as a sentence writes them: {start} "October 2025", {end}. */
export function spanWords(lang: Lang, span: PlanSpan): PlanSpan {
  return { start: formatMonth(span.start, lang), end: formatMonth(span.end, lang) };
}

/** The pilot's plan's span, for the route table's descriptions (lib/route-text.ts) and pages. */
export function programmeSpan(lang: Lang): PlanSpan {
  return spanWords(lang, programme);
}
