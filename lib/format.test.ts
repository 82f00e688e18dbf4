import { languages, numberLocale } from "@/lib/i18n";
import {
  formatBudget,
  formatClockTime,
  formatCrore,
  formatLakh,
  formatDate,
  formatMonth,
  formatMonthSpan,
  formatQuarter,
  formatNumber,
  formatPercent,
  formatRupees,
  formatThousands,
} from "@/lib/format";

describe("formatBudget (spec §9 budget display format)", () => {
  it("shows amounts under a lakh as the plain rupee number", () => {
    expect(formatBudget(99_999)).toBe("₹99,999");
    expect(formatBudget(0)).toBe("₹0");
  });
  it("shows amounts from a lakh in whole lakh", () => {
    expect(formatBudget(1_00_000)).toBe("₹1 lakh");
    expect(formatBudget(45_00_000)).toBe("₹45 lakh");
    expect(formatBudget(9_00_000)).toBe("₹9 lakh");
  });
  it("never shows 100 lakh: a value that rounds to a crore is shown in crore", () => {
    expect(formatBudget(99_99_999)).toBe("₹1.0 Cr");
    expect(formatBudget(99_40_000)).toBe("₹99 lakh");
  });
  it("shows amounts from a crore in crore with one decimal", () => {
    expect(formatBudget(1_00_00_000)).toBe("₹1.0 Cr");
    expect(formatBudget(1_63_00_000)).toBe("₹1.6 Cr");
  });
  it("uses Hindi unit words for hi and cg", () => {
    expect(formatBudget(45_00_000, "hi")).toBe("₹45 लाख");
    expect(formatBudget(1_63_00_000, "cg")).toBe("₹1.6 करोड़");
  });
});

describe("Indian digit grouping", () => {
  it("groups by lakh and crore", () => {
    expect(formatRupees(1_00_000)).toBe("₹1,00,000");
    expect(formatRupees(99_99_999)).toBe("₹99,99,999");
    expect(formatRupees(1_00_00_000)).toBe("₹1,00,00,000");
    expect(formatNumber(600_000)).toBe("6,00,000");
  });
  it("formats Chhattisgarhi as hi-IN", () => {
    expect(formatNumber(1_797, "cg")).toBe(formatNumber(1_797, "hi"));
    expect(formatNumber(16_300_000, "cg")).toBe("1,63,00,000");
  });
});

describe("fixed-unit formats", () => {
  it("formats crore and lakh with the decimals asked for", () => {
    expect(formatCrore(16_300_000, "en", 2)).toBe("₹1.63 Cr");
    expect(formatLakh(45_00_000)).toBe("₹45.0 lakh");
    expect(formatLakh(0)).toBe("₹0.0 lakh");
  });
  it("formats thousands rounded", () => {
    expect(formatThousands(1_80_000)).toBe("₹180K");
    expect(formatThousands(80_400)).toBe("₹80K");
  });
  it("formats percentages", () => {
    expect(formatPercent(58)).toBe("58%");
  });
});

describe("formatMonth", () => {
  it("formats a plan month in each language", () => {
    expect(formatMonth("2025-10", "en")).toBe("Oct 2025");
    expect(formatMonth("2027-12", "en")).toBe("Dec 2027");
    expect(formatMonth("2026-03", "hi")).toBe("मार्च 2026");
    expect(formatMonth("2025-10", "cg")).toBe("अक्टूबर 2025");
  });

  it("writes September as Sep in English, as the rest of the site does", () => {
    expect(formatMonth("2026-09", "en")).toBe("Sep 2026");
  });
});

describe("formatDate", () => {
  it("writes a day with the month in words, in each language", () => {
    expect(formatDate("2028-08-15", "en")).toBe("15 August 2028");
    expect(formatDate("2028-08-15", "hi")).toBe("15 अगस्त 2028");
    expect(formatDate("2026-01-26", "cg")).toBe("26 जनवरी 2026");
  });
});

describe("formatMonthSpan", () => {
  it("writes the year once within a year, on both ends across years", () => {
    expect(formatMonthSpan({ from: "2025-10", to: "2025-12" }, "en")).toBe("Oct - Dec 2025");
    expect(formatMonthSpan({ from: "2025-11", to: "2026-01" }, "en")).toBe("Nov 2025 - Jan 2026");
    expect(formatMonthSpan({ from: "2027-12", to: "2027-12" }, "en")).toBe("Dec 2027");
  });

  it("repeats the year on request, as the phase periods read", () => {
    expect(formatMonthSpan({ from: "2026-04", to: "2026-09" }, "en", true)).toBe(
      "Apr 2026 - Sep 2026",
    );
  });

  it("names whole months in Hindi and Chhattisgarhi", () => {
    expect(formatMonthSpan({ from: "2025-10", to: "2025-12" }, "hi")).toBe("अक्टूबर - दिसंबर 2025");
    expect(formatMonthSpan({ from: "2026-04", to: "2026-09" }, "cg", true)).toBe(
      "अप्रैल 2026 - सितंबर 2026",
    );
  });
});

describe("formatQuarter", () => {
  it("keeps the quarter code in English and says it in words in Hindi and Chhattisgarhi", () => {
    expect(formatQuarter("Q4 2025", "en")).toBe("Q4 2025");
    expect(formatQuarter("Q4 2025", "hi")).toBe("2025 की चौथी तिमाही");
    expect(formatQuarter("Q1 2026", "cg")).toBe("2026 के पहिली तिमाही");
  });
});

describe("formatting without Intl (its first formatter costs the browser 10-20 ms)", () => {
  it("writes whole numbers below 1,000 exactly as Intl does, in every language", () => {
    for (const lang of languages) {
      const intl = new Intl.NumberFormat(numberLocale[lang], { maximumFractionDigits: 2 });
      const differ = Array.from({ length: 1000 }, (_, n) => n).filter(
        (n) =>
          formatNumber(n, lang) !== intl.format(n) || formatNumber(n, lang, 0) !== intl.format(n),
      );
      expect(differ).toEqual([]);
    }
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(96.5)).toBe("96.5");
    expect(formatNumber(-5)).toBe("-5");
    expect(formatPercent(96, "hi", 1)).toBe("96.0%");
  });

  it("writes an English time of day exactly as Intl's medium time style does for en-IN", () => {
    const times = Array.from(
      { length: 24 * 4 },
      (_, i) => new Date(2026, 10, 22, i >> 2, (i % 4) * 15 + 7, i % 60),
    );
    const intl = new Intl.DateTimeFormat(numberLocale.en, { timeStyle: "medium" });
    expect(times.filter((t) => formatClockTime(t, "en") !== intl.format(t))).toEqual([]);
    expect(formatClockTime(new Date(2026, 0, 1, 0, 5, 9))).toBe("12:05:09 am");
    expect(formatClockTime(new Date(2026, 0, 1, 16, 35, 12))).toBe("4:35:12 pm");
  });

  it("names the part of the day in Hindi and Chhattisgarhi instead of am and pm", () => {
    const at = (h: number) => new Date(2026, 0, 1, h, 5, 9);
    expect(formatClockTime(at(2), "hi")).toBe("रात 2:05:09");
    expect(formatClockTime(at(9), "hi")).toBe("सुबह 9:05:09");
    expect(formatClockTime(at(12), "hi")).toBe("दोपहर 12:05:09");
    expect(formatClockTime(at(16), "hi")).toBe("शाम 4:05:09");
    expect(formatClockTime(at(21), "hi")).toBe("रात 9:05:09");
    expect(formatClockTime(at(9), "cg")).toBe("बिहनिया 9:05:09");
    expect(formatClockTime(at(13), "cg")).toBe("मंझनिया 1:05:09");
    expect(formatClockTime(at(18), "cg")).toBe("संझा 6:05:09");
    expect(formatClockTime(at(23), "cg")).toBe("रतिहा 11:05:09");
  });
});
