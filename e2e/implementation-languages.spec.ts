import { expect, test } from "@playwright/test";
import { implementationTimeline as cg } from "../content/i18n/cg/implementation-timeline";
import { implementationTimeline as en } from "../content/i18n/en/implementation-timeline";
import { implementationTimeline as hi } from "../content/i18n/hi/implementation-timeline";
import { activityIds, deliverableIds, focusIds, planFigures } from "../content/implementation";
import { formatNumber, formatPercent } from "../lib/format";
import type { Lang } from "../lib/i18n";
import { interpolate } from "../lib/messages";
import { mainText } from "./support/text";

type Key = keyof typeof en;

/**
 * The body copy that moved out of content/implementation/ into the page's dictionaries: the
 * monthly plan's activities, deliverables, risks and mitigation, the phase focus lists and the
 * Monitoring tab's texts.
 */
const movedKeys = (Object.keys(en) as Key[]).filter((key) =>
  /^implementation-timeline\.(plan\.\w+\.(title|risk|mitigation)|deliverable\.\w+\.\d|focus\.\w+|reporting\.\w+|monitoring\.\w+\.description)$/.test(
    key,
  ),
);

/** A moved message as the page shows it in one language, its figures filled in. */
function shown(key: Key, lang: Lang): string {
  const vars = {
    households: formatNumber(planFigures.households, lang),
    kits: formatNumber(planFigures.kits, lang),
    computers: formatNumber(planFigures.computers, lang),
    kw: formatNumber(planFigures.kw, lang),
    contingency: formatPercent(planFigures.contingency, lang),
  };
  return interpolate({ en, hi, cg }[lang][key], vars);
}

test.describe("implementation timeline in Hindi and Chhattisgarhi", () => {
  test("the moved body copy is every activity's, deliverable's, focus item's and review's", () => {
    // Three texts per activity, one per deliverable, twelve focus items, three reviews, four reports.
    expect(movedKeys).toHaveLength(
      activityIds.length * 3 + deliverableIds.length + focusIds.length + 3 + 4,
    );
  });

  for (const lang of ["hi", "cg"] as const) {
    test(`/${lang}/implementation-timeline reads in its own language, with no English body copy`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/implementation-timeline`);
      const text = await mainText(page);
      for (const key of movedKeys) {
        expect(text, key).toContain(shown(key, lang));
        expect(text, key).not.toContain(shown(key, "en"));
      }
      // A few sentences spelled out, so the test reads on its own.
      const sentences =
        lang === "hi"
          ? [
              "सभी 342 परिवारों का सर्वे",
              "15 kW ग्रिड से स्कूल, स्वास्थ्य केंद्र और लैब को बिजली",
              "10% आरक्षित कोष से पैसा सिर्फ़ कारण प्रकाशित करके ही लिया जाएगा",
              "गाँव की समिति को सौंपना",
              "महिलाओं के स्वयं सहायता समूह",
            ]
          : [
              "जम्मो 342 घर के सर्वे",
              "15 kW ग्रिड ले इस्कूल, अस्पताल केंद्र अउ लैब ला बिजली",
              "10% बचत कोस ले पइसा सिरिफ कारन छाप के ही ले जाही",
              "गाँव के समिति ला सौंपना",
              "माईलोगन मन के स्व-सहायता समूह",
            ];
      for (const sentence of sentences) expect(text).toContain(sentence);
      await expect(
        page.getByRole("main").getByText(shown("implementation-timeline.focus.connectivity", lang)),
      ).toBeVisible();
    });
  }

  test("/implementation-timeline still shows the English body copy", async ({ page }) => {
    await page.goto("/implementation-timeline");
    const text = await mainText(page);
    for (const key of movedKeys) expect(text, key).toContain(shown(key, "en"));
    expect(text).toContain("Drawn from the 10% contingency reserve only with a published reason");
    await expect(page.getByRole("main").getByText("Connectivity deployment")).toBeVisible();
  });
});
