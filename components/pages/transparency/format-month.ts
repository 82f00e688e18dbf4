import { numberLocale, type Lang } from "@/lib/i18n";

/** "2025-01" → "Jan 2025" (en), "जन॰ 2025" (hi, cg). */
export function formatMonth(isoMonth: string, lang: Lang): string {
  const [year, month] = isoMonth.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
  return new Intl.DateTimeFormat(numberLocale[lang], {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
