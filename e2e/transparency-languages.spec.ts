import { expect, test, type Page } from "@playwright/test";
import { transparency as cgTransparency } from "../content/i18n/cg/transparency";
import { transparencyDetails as enTransparency } from "../content/i18n/en/transparency/details";
import { transparency as hiTransparency } from "../content/i18n/hi/transparency";
import { investment as cgInvestment } from "../content/i18n/cg/investment";
import { familyMessages } from "../content/i18n/en/investment/families";
import { familyPlanMessages } from "../content/i18n/en/investment/family-plan";
import { tierMessages } from "../content/i18n/en/investment/tiers";
import { investment as hiInvestment } from "../content/i18n/hi/investment";
import { scaling as cgScaling } from "../content/i18n/cg/scaling";
import { scaling as enScaling } from "../content/i18n/en/scaling";
import { scaling as hiScaling } from "../content/i18n/hi/scaling";
import { investmentTiers, INITIAL_AMOUNT } from "../content/investment";
import { scalingPhases } from "../content/scaling";
import { CHILD_AGES } from "../content/transparency-impact";
import { village } from "../content/village";
import { formatMonthSpan, formatNumber, formatPercent } from "../lib/format";
import type { Lang } from "../lib/i18n";
import { interpolate } from "../lib/messages";
import { longestFixedPart, mainText } from "./support/text";

/**
 * The body copy of /transparency, /investment and /scaling moved out of content/ into the
 * dictionaries: on /hi and /cg it reads in the page's language and none of the English is left;
 * on the English pages it is still shown. One load per page and language.
 */

type TKey = keyof typeof enTransparency;
const transparency = { en: enTransparency, hi: hiTransparency, cg: cgTransparency };

/** Every moved transparency message, as the page shows it (figures filled in for the language). */
function transparencyShown(lang: Lang): { key: TKey; text: string }[] {
  const vars = {
    internet: formatPercent(village.infrastructure.internetPercent, lang),
    ageFrom: formatNumber(CHILD_AGES.from, lang),
    ageTo: formatNumber(CHILD_AGES.to, lang),
  };
  return (Object.keys(enTransparency) as TKey[]).map((key) => {
    const message = transparency[lang][key];
    // "After {date}": the date is a day and month, written per language.
    const text = key.endsWith("firstDue.after")
      ? longestFixedPart(message)
      : interpolate(message, vars);
    return { key, text };
  });
}

/** English sentences, long enough not to match a word that is English on purpose (CSV, KPI...). */
const isSentence = (text: string) => text.split(" ").length >= 3;

type IKey = keyof typeof tierMessages | keyof typeof familyMessages;
const investment = {
  en: { ...familyPlanMessages, ...tierMessages, ...familyMessages },
  hi: hiInvestment,
  cg: cgInvestment,
};
const tierKeys = Object.keys(tierMessages) as (keyof typeof tierMessages)[];
const initialTier = investmentTiers.find((t) => t.amount === INITIAL_AMOUNT)!;
/** The family keys of the tier step 2 opens with. */
const familyKeys = (Object.keys(familyMessages) as (keyof typeof familyMessages)[]).filter((key) =>
  initialTier.familyProfiles.slice(0, 3).some((p) => key.startsWith(`investment.family.${p.id}.`)),
);

type SKey = keyof typeof enScaling;
const scaling = { en: enScaling, hi: hiScaling, cg: cgScaling };
const scalingKeys = (Object.keys(enScaling) as SKey[]).filter((key) =>
  /^scaling\.(phase\.\w+\.focus|metric\.\w+\.measure)$/.test(key),
);

/** Each phase's duration as the page writes it. */
function durations(lang: Lang): string[] {
  return scalingPhases.map((p) => {
    const years = { from: formatNumber(p.years.from, lang), to: formatNumber(p.years.to, lang) };
    return p.dates
      ? interpolate(scaling[lang]["scaling.phase.yearsDates"], {
          ...years,
          dates: formatMonthSpan(p.dates, lang),
        })
      : interpolate(scaling[lang]["scaling.phase.years"], years);
  });
}

async function toFamilies(page: Page, lang: Lang): Promise<string> {
  const labels = investment[lang];
  const journey = page.locator("#journey");
  await journey.getByRole("button", { name: labels["investment.button.continue"] }).click();
  await expect(
    page.getByRole("heading", { level: 3, name: labels["investment.step2.title"] }),
  ).toBeVisible();
  return mainText(page);
}

test.describe("transparency, investment and scaling in Hindi and Chhattisgarhi", () => {
  test("the moved body copy is all of it", () => {
    // 12 budget lines and areas, 8 ROI, 12 social, 10 steps, 5 checks + 4 frequencies + 1, 6 contacts.
    expect(Object.keys(enTransparency)).toHaveLength(12 + 8 + 12 + 10 + 10 + 6);
    // 3 impact lines and 11 outcomes; 9 families with 6 messages each.
    expect(tierKeys).toHaveLength(3 + 11);
    expect(Object.keys(familyMessages)).toHaveLength(9 * 6);
    expect(familyKeys).toHaveLength(3 * 6);
    expect(scalingKeys).toHaveLength(4 + 5);
  });

  for (const lang of ["hi", "cg"] as const) {
    test(`/${lang}/transparency reads in its own language`, async ({ page }) => {
      await page.goto(`/${lang}/transparency`);
      const text = await mainText(page);
      const english = transparencyShown("en");
      for (const { key, text: shown } of transparencyShown(lang)) {
        expect(text, key).toContain(shown);
      }
      for (const { key, text: shown } of english.filter((e) => isSentence(e.text))) {
        expect(text, key).not.toContain(shown);
      }
      for (const word of ["Starlink Infrastructure", "Monthly", "Quarterly", "Pre-launch baseline"])
        expect(text).not.toContain(word);
      const sentences =
        lang === "hi"
          ? [
              "हर भुगतान दर्ज करना",
              "हर घर सैटेलाइट नेटवर्क पर, जबकि आज 0% घर जुड़े हैं।",
              "3-18 साल के बच्चे हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में पढ़ेंगे।",
              "31 मार्च 2026 के बाद",
              "नवंबर 2025",
              "2025 की चौथी तिमाही",
              "काम शुरू होने से पहले के आँकड़े",
            ]
          : [
              "हर भुगतान ला लिखना",
              "हर घर सैटेलाइट नेटवर्क म, जबकि आज 0% घर जुड़े हवय।",
              "3-18 बछर के लइका मन हिंदी, छत्तीसगढ़ी अउ अंगरेजी म पढ़हीं।",
              "31 मार्च 2026 के बाद",
              "नवंबर 2025",
              "2025 के चौथा तिमाही",
            ];
      for (const sentence of sentences) expect(text).toContain(sentence);
    });

    test(`/${lang}/investment reads in its own language, families included`, async ({ page }) => {
      await page.goto(`/${lang}/investment`);
      const text = await mainText(page);
      for (const key of tierKeys) {
        expect(text, key).toContain(investment[lang][key]);
        expect(text, key).not.toContain(investment.en[key]);
      }
      expect(text).toContain(
        lang === "hi"
          ? "सौर ग्रिड, कौशल केंद्र और टेलीमेडिसिन केंद्र"
          : "सोलर ग्रिड, हुनर केंद्र अउ टेलीमेडिसिन केंद्र",
      );
      // Step 2, on the same load: the families of the tier selected at the start.
      const families = await toFamilies(page, lang);
      for (const key of familyKeys as IKey[]) {
        expect(families, key).toContain(investment[lang][key]);
        expect(families, key).not.toContain(investment.en[key]);
      }
      expect(families).toContain(lang === "hi" ? "दूसरों के खेतों में मज़दूरी" : "दूसर के खेत म बनी-भूती");
      // Step 3: the phases the money is released in, by their names in the language.
      const labels = investment[lang];
      await page
        .locator("#journey")
        .getByRole("button", { name: labels["investment.button.proceed"] })
        .click();
      await expect(
        page.getByRole("heading", { level: 3, name: labels["investment.step3.title"] }),
      ).toBeVisible();
      const setup = await mainText(page);
      for (const phase of ["phase1", "phase2", "phase3"] as const) {
        expect(setup).toContain(labels[`investment.setup.phase.${phase}`]);
        expect(setup).not.toContain(investment.en[`investment.setup.phase.${phase}`]);
      }
    });

    test(`/${lang}/scaling reads in its own language`, async ({ page }) => {
      await page.goto(`/${lang}/scaling`);
      const text = await mainText(page);
      for (const key of scalingKeys) {
        expect(text, key).toContain(scaling[lang][key]);
        expect(text, key).not.toContain(scaling.en[key]);
      }
      for (const duration of durations(lang)) expect(text).toContain(duration);
      for (const duration of durations("en")) expect(text).not.toContain(duration);
      expect(text).not.toContain("Years ");
      expect(text).toContain(
        lang === "hi" ? "साल 1-3 (अक्टूबर 2025 - दिसंबर 2027)" : "बछर 1-3 (अक्टूबर 2025 - दिसंबर 2027)",
      );
    });
  }

  test("/transparency still shows the moved copy in English", async ({ page }) => {
    await page.goto("/transparency");
    const text = await mainText(page);
    for (const { key, text: shown } of transparencyShown("en")) expect(text, key).toContain(shown);
    expect(text).toContain("Every household on the satellite network, from today's 0%.");
    expect(text).toContain("After 31 Mar 2026");
  });

  test("/investment still shows the moved copy in English", async ({ page }) => {
    await page.goto("/investment");
    const text = await mainText(page);
    for (const key of tierKeys) expect(text, key).toContain(investment.en[key]);
    const families = await toFamilies(page, "en");
    for (const key of familyKeys) expect(families, key).toContain(investment.en[key]);
  });

  test("/scaling still shows the moved copy in English", async ({ page }) => {
    await page.goto("/scaling");
    const text = await mainText(page);
    for (const key of scalingKeys) expect(text, key).toContain(scaling.en[key]);
    expect(text).toContain("Years 1-3 (Oct 2025 - Dec 2027)");
  });
});
