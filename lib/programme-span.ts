import { programme } from "@/content/budget";
import { formatMonth } from "@/lib/format";
import type { Lang } from "@/lib/i18n";

/** The plan's first and last month as a sentence writes them: {start} "October 2025", {end}. */
export function programmeSpan(lang: Lang): { start: string; end: string } {
  return { start: formatMonth(programme.start, lang), end: formatMonth(programme.end, lang) };
}
