import { expect, test } from "@playwright/test";
import { DISTRICT_PHASE_VILLAGES, partnerRoles, partnershipTiers } from "../content/partnerships";
import { partnershipEcosystem as cg } from "../content/i18n/cg/partnership-ecosystem";
import { partnershipEcosystem as en } from "../content/i18n/en/partnership-ecosystem";
import { partnershipEcosystem as hi } from "../content/i18n/hi/partnership-ecosystem";
import { formatNumber } from "../lib/format";
import type { Lang } from "../lib/i18n";
import { mainText } from "./support/text";
import { interpolate } from "../lib/messages";

/** The body copy that moved out of content/partnerships.ts into the page's dictionaries. */
const movedKeys = (Object.keys(en) as (keyof typeof en)[]).filter((key) =>
  /^partnership-ecosystem\.(tier\.[a-z]+\.(suitedTo|supports)|receive\.|role\.[a-z]+\.(who|part)|contribution\.)/.test(
    key,
  ),
);

/** The tier texts the scaling page shows too (its cards are compact: no "what partners receive"). */
const tierKeys = movedKeys.filter((key) => /\.tier\./.test(key));

/** A moved message as the page shows it in one language, its figure filled in. */
function shown(key: keyof typeof en, lang: Lang): string {
  return interpolate({ en, hi, cg }[lang][key], {
    villages: formatNumber(DISTRICT_PHASE_VILLAGES, lang),
  });
}

test.describe("partnership ecosystem in Hindi and Chhattisgarhi", () => {
  test("every tier and role has its moved copy", () => {
    const contributions = partnerRoles.reduce((n, r) => n + r.contributes.length, 0);
    const receives = new Set(partnershipTiers.flatMap((t) => t.receives)).size;
    expect(movedKeys).toHaveLength(
      partnershipTiers.length * 2 + receives + partnerRoles.length * 2 + contributions,
    );
  });

  for (const lang of ["hi", "cg"] as const) {
    test(`/${lang}/partnership-ecosystem reads in its own language, with no English body copy`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/partnership-ecosystem`);
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
              "50 गाँवों वाला ज़िला चरण, या उसका बड़ा हिस्सा।",
              "कार्यक्रम को सरकारी सेवाओं का हिस्सा बनाती है, ताकि यह टिके और बढ़े।",
              "हर गाँव का खुला डेटा",
            ]
          : [
              "50 गाँव वाले जिला के चरन, या ओकर बड़का हिस्सा।",
              "कार्यक्रम ला सरकारी सेवा के हिस्सा बनाथे, ताकि एहा टिके अउ बाढ़य।",
              "हर गाँव के खुला डेटा",
            ];
      for (const sentence of sentences) {
        await expect(main.getByText(sentence, { exact: true })).toBeVisible();
      }
    });

    test(`/${lang}/scaling shows the tiers' copy in its own language`, async ({ page }) => {
      await page.goto(`/${lang}/scaling`);
      const text = await mainText(page);
      for (const key of tierKeys) {
        expect(text, key).toContain(shown(key, lang));
        expect(text, key).not.toContain(shown(key, "en"));
      }
    });
  }

  test("/partnership-ecosystem and /scaling still show the English body copy", async ({ page }) => {
    await page.goto("/partnership-ecosystem");
    const main = page.getByRole("main");
    await expect(
      main.getByText("The 50-village district phase, or a large share of it.", { exact: true }),
    ).toBeVisible();
    await expect(main.getByText(en["partnership-ecosystem.role.academic.part"])).toBeVisible();
    const text = await mainText(page);
    for (const key of movedKeys) expect(text, key).toContain(shown(key, "en"));

    await page.goto("/scaling");
    const scaling = await mainText(page);
    for (const key of tierKeys) expect(scaling, key).toContain(shown(key, "en"));
  });
});
