import { expect, test } from "@playwright/test";
import { evidence as cg } from "../content/i18n/cg/evidence";
import { evidence as en } from "../content/i18n/en/evidence";
import { evidence as hi } from "../content/i18n/hi/evidence";
import { HEALTHCARE_KM_HOME, village } from "../content/village";
import { formatNumber, formatPercent } from "../lib/format";
import type { Lang } from "../lib/i18n";
import { mainText } from "./support/text";
import { interpolate } from "../lib/messages";

type Key = keyof typeof en;

/** The body copy that moved out of content/evidence.ts into the page's dictionaries. */
const movedKeys = (Object.keys(en) as Key[]).filter((key) =>
  /^evidence\.(baseline\.\w+\.detail|age\.\w+\.focus|sources\.(\w+\.method|cover\.\w+|caveat))$/.test(
    key,
  ),
);

/** The figures the page fills into the moved sentences, formatted for the language. */
function vars(lang: Lang): Record<string, string> {
  const { literacy, economic } = village;
  return {
    male: formatPercent(literacy.male, lang),
    female: formatPercent(literacy.female, lang),
    occupation: economic.primaryOccupation,
    min: formatNumber(HEALTHCARE_KM_HOME.min, lang),
    max: formatNumber(HEALTHCARE_KM_HOME.max, lang),
    farmers: formatNumber(economic.farmers, lang),
  };
}

/** A moved message as the page shows it in one language, its figures filled in. */
function shown(key: Key, lang: Lang): string {
  const { economic, population } = village;
  const households = key.startsWith("evidence.baseline.agriculture")
    ? economic.farmingHouseholds
    : population.households;
  const all: Record<string, string> = { ...vars(lang), households: formatNumber(households, lang) };
  return interpolate({ en, hi, cg }[lang][key], all);
}

test.describe("evidence page in Hindi and Chhattisgarhi", () => {
  test("the moved body copy is every card's, group's and source's", () => {
    // Ten baseline details, three age groups, four methods, eleven covered items, one caveat.
    expect(movedKeys).toHaveLength(10 + 3 + 4 + 11 + 1);
  });

  for (const lang of ["hi", "cg"] as const) {
    test(`/${lang}/evidence reads in its own language, with no English body copy`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/evidence`);
      const text = await mainText(page);
      for (const key of movedKeys) {
        expect(text, key).toContain(shown(key, lang));
        expect(text, key).not.toContain(shown(key, "en"));
      }
      // A few sentences spelled out, so the test reads on its own.
      const sentences =
        lang === "hi"
          ? [
              "पुरुष 67%, महिलाएँ 49%",
              "खेती करने वाले 200 परिवार, 270 किसान",
              "तीन भाषाओं में एआई की मदद से पढ़ाई",
              "गाँव के 342 परिवारों के घर-घर के आँकड़े",
              "अभी तक किसी बाहरी संस्था ने इनकी जाँच नहीं की है",
            ]
          : [
              "आदमी 67%, माईलोगन 49%",
              "खेती करइया 200 परिवार, 270 किसान",
              "तीन भाखा म एआई के मदद ले पढ़ई",
              "गाँव के 342 परिवार के घर-घर के आँकड़ा",
              "अभी तक कोनो बाहिर के संस्था एकर जाँच नइ करे हे",
            ];
      for (const sentence of sentences) expect(text).toContain(sentence);
      await expect(
        page.getByRole("main").getByText(shown("evidence.baseline.literacy.detail", lang)),
      ).toBeVisible();
    });
  }

  test("/evidence still shows the English body copy", async ({ page }) => {
    await page.goto("/evidence");
    const text = await mainText(page);
    for (const key of movedKeys) expect(text, key).toContain(shown(key, "en"));
    expect(text).toContain(
      "Distance to healthcare in the baseline data. The home page gives 3-5 km to the nearest facility.",
    );
    await expect(page.getByRole("main").getByText("Men 67%, women 49%")).toBeVisible();
  });
});
