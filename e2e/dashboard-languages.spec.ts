import { expect, test } from "@playwright/test";
import { dashboard as cg } from "../content/i18n/cg/dashboard";
import { dashboard as en } from "../content/i18n/en/dashboard";
import { dashboard as hi } from "../content/i18n/hi/dashboard";
import { qualityCheck as qualityEn } from "../content/i18n/en/quality-check";
import { PLAN_ITEMS } from "../content/implementation/plan-items";
import { formatNumber } from "../lib/format";
import type { Lang } from "../lib/i18n";
import { interpolate } from "../lib/messages";
import { longestFixedPart, mainText } from "./support/text";

type Key = keyof typeof en;

/**
 * The body copy that moved out of content/kpis-data.ts, content/dashboard.ts and content/village.ts
 * into the dashboard's dictionaries: what each KPI measures, its impact and method, the labels of
 * its baseline figures, the initiatives, the split's categories and the main occupation.
 */
const movedKeys = (Object.keys(en) as Key[]).filter((key) =>
  /^dashboard\.(kpi\.\w+\.(description|impact|methodology)|kpi\.data\.\w+|initiative\.\w+\.(name|description)|financial\.category\.\w+|baseline\.occupation\.\w+)$/.test(
    key,
  ),
);

/** A moved message as the page shows it in one language, its figures filled in. */
function shown(key: Key, lang: Lang): string {
  const vars = {
    kw: formatNumber(PLAN_ITEMS.solarKw, lang),
    artisans: formatNumber(PLAN_ITEMS.artisans, lang),
  };
  return interpolate({ en, hi, cg }[lang][key], vars);
}

test.describe("dashboard in Hindi and Chhattisgarhi", () => {
  test("the moved body copy is every KPI's, initiative's and category's", () => {
    // Eight KPIs with three texts each, sixteen baseline labels, thirteen initiatives with a name
    // and a description, eight categories, one occupation.
    expect(movedKeys).toHaveLength(8 * 3 + 16 + 13 * 2 + 8 + 1);
  });

  for (const lang of ["hi", "cg"] as const) {
    test(`/${lang}/dashboard reads in its own language, with no English body copy`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/dashboard`);
      const text = await mainText(page);
      for (const key of movedKeys) {
        expect(text, key).toContain(shown(key, lang));
        // A brand name (Starlink) reads the same in every language.
        if (shown(key, lang) !== shown(key, "en")) {
          expect(text, key).not.toContain(shown(key, "en"));
        }
      }
      // A few sentences spelled out, so the test reads on its own.
      const sentences =
        lang === "hi"
          ? [
              "तीन Starlink किट और गाँव के वाई-फ़ाई हॉटस्पॉट, ताकि हर घर ऑनलाइन हो सके।",
              "स्कूल, सेहत कक्ष और कौशल केंद्र के लिए 15 kW का सोलर ग्रिड।",
              "हर फ़सल के मौसम (खरीफ़ और रबी) में किसानों का सर्वे",
              "2026 की दूसरी तिमाही",
            ]
          : [
              "तीन Starlink किट अउ गाँव के वाई-फाई हॉटस्पॉट, ताकि हर घर ऑनलाइन हो सकय।",
              "इहाँ के 15 कारीगर मन बर डिज़ाइन, पैकेजिंग अउ ऑनलाइन बिक्री।",
              "हर फसल के सीजन (खरीफ अउ रबी) म किसान मन के सर्वे",
              "2026 के दूसर तिमाही",
            ];
      for (const sentence of sentences) expect(text).toContain(sentence);
      // The main occupation in the Baseline Data tab, and no quarter left as a code.
      expect(text).toContain(lang === "hi" ? "मुख्य पेशाखेती" : "मुख्य काम-धंधाखेती");
      expect(text).not.toMatch(/Q[1-4] 20\d\d/);
      // The open tab (Overview) lists the first initiatives by name.
      await expect(
        page
          .getByRole("tabpanel")
          .getByText(shown("dashboard.initiative.telemedicine.name", lang), { exact: true }),
      ).toBeVisible();
    });

    test(`/${lang}/quality-check shows none of the page's own English`, async ({ page }) => {
      await page.goto(`/${lang}/quality-check`);
      const text = await mainText(page);
      // The page's sentences; check names and details come from the API in English by design.
      for (const [key, value] of Object.entries(qualityEn)) {
        const fixed = longestFixedPart(value);
        if (fixed.split(" ").length >= 4) expect(text, key).not.toContain(fixed);
      }
    });
  }

  test("/dashboard still shows the English body copy", async ({ page }) => {
    await page.goto("/dashboard");
    const text = await mainText(page);
    for (const key of movedKeys) expect(text, key).toContain(shown(key, "en"));
    expect(text).toContain(
      "A 15 kW solar grid for the school, the health room and the skills hub.",
    );
    expect(text).toContain("Primary occupationAgriculture");
    await expect(
      page.getByRole("tabpanel").getByText("Basic telemedicine centre", { exact: true }),
    ).toBeVisible();
  });
});
