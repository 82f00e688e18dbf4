import { expect, test } from "@playwright/test";
import { activities, leaders, testimonials } from "../content/community";
import { community as cg } from "../content/i18n/cg/community";
import { community as en } from "../content/i18n/en/community";
import { community as hi } from "../content/i18n/hi/community";
import { formatNumber } from "../lib/format";
import type { Lang } from "../lib/i18n";
import { mainText } from "./support/text";

/** The body copy that moved out of content/community.ts into the page's dictionaries. */
const movedKeys = (Object.keys(en) as (keyof typeof en)[]).filter((key) =>
  /^community\.(leader|testimonial|activity|frequency)\./.test(key),
);

/** The figure each activity's `{n}` stands for, by its participation key. */
const figures = new Map<string, number>(
  activities.flatMap((a) =>
    a.participants === undefined
      ? []
      : [[`community.activity.${a.id}.participation`, a.participants] as const],
  ),
);

/** A moved message as the page shows it in one language, its figure filled in. */
function shown(key: keyof typeof en, lang: Lang): string {
  const text = { en, hi, cg }[lang][key];
  const n = figures.get(key);
  return n === undefined ? text : text.replace("{n}", formatNumber(n, lang));
}

test.describe("community voice in Hindi and Chhattisgarhi", () => {
  test("the moved body copy is in every key's group", () => {
    // Four leaders × 5, four testimonials × 3, five activities × 4, four frequencies.
    expect(movedKeys).toHaveLength(leaders.length * 5 + testimonials.length * 3 + 5 * 4 + 4);
  });

  for (const lang of ["hi", "cg"] as const) {
    test(`/${lang}/community reads in its own language, with no English body copy`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/community`);
      const main = page.getByRole("main");
      const text = await mainText(page);
      for (const key of movedKeys) {
        expect(text, key).toContain(shown(key, lang));
        expect(text, key).not.toContain(shown(key, "en"));
      }
      // A few sentences spelled out, so the test reads on its own.
      const sentences =
        lang === "hi"
          ? [
              "गाँव के सभी 1,077 वयस्कों के लिए खुली",
              "महिलाओं को कौशल केंद्र और कृषि-प्रसंस्करण केंद्र से जोड़ेंगी।",
              "सफ़र किए बिना इलाज",
            ]
          : [
              "गाँव के सबो 1,077 बड़े मन बर खुल्ला",
              "माईलोगन मन ला कौशल केंद्र अउ खेती-उपज प्रसंस्करण केंद्र ले जोड़हीं।",
              "आए-जाए बिना इलाज",
            ];
      for (const sentence of sentences) {
        await expect(main.getByText(sentence, { exact: false }).first()).toBeVisible();
      }
      await expect(
        main.getByRole("heading", {
          level: 3,
          name: shown("community.leader.shg-leader.name", lang),
        }),
      ).toBeVisible();
      // Each leader's quote and each testimonial is still marked illustrative.
      await expect(
        main.getByText(lang === "hi" ? "उदाहरण" : "उदाहरन", { exact: true }),
      ).toHaveCount(leaders.length + testimonials.length);
    });
  }

  test("/community still shows the English body copy", async ({ page }) => {
    await page.goto("/community");
    const main = page.getByRole("main");
    await expect(main.getByText(en["community.leader.asha.support"])).toBeVisible();
    await expect(main.getByText("Open to all 1,077 adult villagers")).toBeVisible();
    const text = await mainText(page);
    for (const key of movedKeys) expect(text, key).toContain(shown(key, "en"));
  });
});
