import { numberLocale, type Lang } from "@/lib/i18n";

/** Indian units (spec §9 'Budget display format'). */
export const LAKH = 1_00_000;
export const CRORE = 1_00_00_000;

const unitWords: Record<Lang, { crore: string; lakh: string; thousand: string }> = {
  en: { crore: "Cr", lakh: "lakh", thousand: "K" },
  hi: { crore: "करोड़", lakh: "लाख", thousand: "हज़ार" },
  cg: { crore: "करोड़", lakh: "लाख", thousand: "हजार" },
};

/** Formatters are costly to make and cheap to reuse: one per language and digit count. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Lang, digits?: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale[lang], {
      minimumFractionDigits: digits ?? 0,
      maximumFractionDigits: digits ?? 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** A plain number with Indian grouping: 1,00,000. */
export function formatNumber(value: number, lang: Lang = "en", digits?: number): string {
  // A whole number below 1,000 has no grouping and the same Latin digits in all three languages,
  // so it needs no Intl: a page's first Intl formatter costs the browser 10-20 ms of ICU set-up,
  // and the quality dashboard, which formats only such numbers, then never pays it.
  if (!digits && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(lang, digits).format(value);
}

/** Rupees in full with Indian grouping: ₹1,00,000. */
export function formatRupees(value: number, lang: Lang = "en"): string {
  return `₹${formatNumber(Math.round(value), lang, 0)}`;
}

/** ₹ in crore with a fixed number of decimals: ₹1.63 Cr. */
export function formatCrore(value: number, lang: Lang = "en", digits = 1): string {
  return `₹${formatNumber(value / CRORE, lang, digits)} ${unitWords[lang].crore}`;
}

/** ₹ in lakh with a fixed number of decimals: the transparency budget list uses one, ₹45.0 lakh. */
export function formatLakh(value: number, lang: Lang = "en", digits = 1): string {
  return `₹${formatNumber(value / LAKH, lang, digits)} ${unitWords[lang].lakh}`;
}

/** ₹ in thousands, rounded (telemedicine savings): ₹180K. */
export function formatThousands(value: number, lang: Lang = "en"): string {
  const k = Math.round(value / 1000);
  return lang === "en"
    ? `₹${formatNumber(k, lang, 0)}K`
    : `₹${formatNumber(k, lang, 0)} ${unitWords[lang].thousand}`;
}

/**
 * The spec's budget format: at or above 1 crore, one decimal in crore; at or above 1 lakh,
 * whole lakh; otherwise the plain rupee number. A value that rounds up to 100 lakh is shown
 * in crore, so ₹99,99,999 reads ₹1.0 Cr rather than ₹100 lakh.
 */
export function formatBudget(value: number, lang: Lang = "en"): string {
  if (value >= CRORE) return formatCrore(value, lang, 1);
  const shown = budgetAsShown(value);
  if (value >= LAKH) {
    return shown >= 100 * LAKH ? formatCrore(shown, lang, 1) : formatLakh(shown, lang, 0);
  }
  return formatRupees(value, lang);
}

/**
 * The rupees a budget reads as under that format below a crore: whole lakh from 1 lakh up
 * (₹1,50,000 reads "₹2 lakh"). Figures that add up what the pages show use it.
 */
export function budgetAsShown(value: number): number {
  return value >= LAKH && value < CRORE ? Math.round(value / LAKH) * LAKH : value;
}

/** A percentage: 58%. */
export function formatPercent(value: number, lang: Lang = "en", digits = 0): string {
  return `${formatNumber(value, lang, digits)}%`;
}

/** Parts of the day, as Hindi and Chhattisgarhi say a time ("सुबह 9 बजे"), from the hour they begin. */
const dayParts: Record<Exclude<Lang, "en">, readonly (readonly [number, string])[]> = {
  hi: [
    [0, "रात"],
    [4, "सुबह"],
    [12, "दोपहर"],
    [16, "शाम"],
    [20, "रात"],
  ],
  cg: [
    [0, "रतिहा"],
    [4, "बिहनिया"],
    [12, "मंझनिया"],
    [16, "संझा"],
    [20, "रतिहा"],
  ],
};

/**
 * A time of day in the reader's time zone, without Intl (for the same reason as formatNumber's
 * whole numbers). English as Intl's medium time style writes it for en-IN ("4:35:12 pm"); Hindi
 * and Chhattisgarhi name the part of the day instead of "am"/"pm" ("शाम 4:35:12"), the way a
 * time is said and written in them.
 */
export function formatClockTime(date: Date, lang: Lang = "en"): string {
  const hours = date.getHours();
  const two = (n: number) => String(n).padStart(2, "0");
  const clock = `${hours % 12 || 12}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  if (lang === "en") return `${clock} ${hours < 12 ? "am" : "pm"}`;
  const part = dayParts[lang].findLast(([from]) => hours >= from)![1];
  return `${part} ${clock}`;
}

let scaleFormat: Intl.NumberFormat | undefined;

/**
 * National-scale counts of villages and people as the spec writes them in English, with
 * international grouping and millions (600,000; 800M); Hindi and Chhattisgarhi use Indian
 * grouping and crore (6,00,000; 80 करोड़). Ten million or more switches to the large unit.
 */
export function formatScaleCount(value: number, lang: Lang = "en"): string {
  if (lang === "en") {
    const intl = (scaleFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }));
    return value >= 10_000_000 ? `${intl.format(value / 1_000_000)}M` : intl.format(value);
  }
  return value >= CRORE
    ? `${formatNumber(value / CRORE, lang)} ${unitWords[lang].crore}`
    : formatNumber(value, lang);
}

/** A range in whole crore, as the partnership tiers show it: ₹10-50 Cr. */
export function formatCroreRange(min: number, max: number, lang: Lang = "en"): string {
  return `₹${formatNumber(min / CRORE, lang, 0)}-${formatNumber(max / CRORE, lang, 0)} ${unitWords[lang].crore}`;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Month names: English short en-US names (en-IN abbreviates September as "Sept", where the spec
 * and the rest of the site write "Sep"); Hindi and Chhattisgarhi whole names, which villagers read
 * more easily than abbreviations such as "अक्टू॰".
 */
function monthFormat(lang: Lang, withYear: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withYear}`;
  let format = monthFormats.get(key);
  if (!format) {
    const locale = lang === "en" ? "en-US" : numberLocale[lang];
    format = new Intl.DateTimeFormat(locale, {
      month: lang === "en" ? "short" : "long",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    monthFormats.set(key, format);
  }
  return format;
}

function monthDate(isoMonth: string): Date {
  const [year, month] = isoMonth.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 1));
}

/** "2025-09" → "Sep 2025" in English, "सितंबर 2025" in Hindi and Chhattisgarhi. */
export function formatMonth(isoMonth: string, lang: Lang = "en"): string {
  return monthFormat(lang, true).format(monthDate(isoMonth));
}

const dayFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "2028-08-15" → "15 August 2028" in English, "15 अगस्त 2028" in Hindi and Chhattisgarhi. */
export function formatDate(isoDate: string, lang: Lang = "en"): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(numberLocale[lang], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    dayFormats.set(lang, format);
  }
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A span of months as content holds it: ISO months, first and last. */
export interface MonthSpan {
  from: string;
  to: string;
}

/**
 * "Oct - Dec 2025" within a year, "Nov 2025 - Jan 2026" across years, "Dec 2027" for one month.
 * With `repeatYear` both ends carry their year ("Apr 2026 - Sep 2026"), as the phase periods read.
 */
export function formatMonthSpan(span: MonthSpan, lang: Lang = "en", repeatYear = false): string {
  if (span.from === span.to) return formatMonth(span.to, lang);
  const sameYear = span.from.slice(0, 4) === span.to.slice(0, 4);
  const first = monthFormat(lang, repeatYear || !sameYear).format(monthDate(span.from));
  return `${first} - ${formatMonth(span.to, lang)}`;
}

const quarterOrdinals: Record<Exclude<Lang, "en">, readonly string[]> = {
  hi: ["पहली", "दूसरी", "तीसरी", "चौथी"],
  cg: ["पहिली", "दूसर", "तीसर", "चौथा"],
};

/**
 * A quarter inside a sentence: "Q4 2025" in English, "2025 की चौथी तिमाही" in Hindi and
 * "2025 के चौथा तिमाही" in Chhattisgarhi, which villagers read where "Q4" means nothing.
 */
export function formatQuarter(quarter: string, lang: Lang = "en"): string {
  const match = /^Q([1-4]) (\d{4})$/.exec(quarter);
  if (!match || lang === "en") return quarter;
  const nth = quarterOrdinals[lang][Number(match[1]) - 1];
  return lang === "hi" ? `${match[2]} की ${nth} तिमाही` : `${match[2]} के ${nth} तिमाही`;
}
