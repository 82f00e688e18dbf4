import { expect, test } from "@playwright/test";
import { advisorySeats, appointmentSteps, boardDuties } from "../content/advisory";
import { programme } from "../content/budget";
import { expertAdvisory as cg } from "../content/i18n/cg/expert-advisory";
import { expertAdvisory as en } from "../content/i18n/en/expert-advisory";
import { expertAdvisory as hi } from "../content/i18n/hi/expert-advisory";
import { formatQuarter } from "../lib/format";
import { mainText } from "./support/text";

/** The body copy that moved out of content/advisory.ts into the page's dictionaries. */
const movedKeys = (Object.keys(en) as (keyof typeof en)[]).filter((key) =>
  /^expert-advisory\.(seat\.[a-z]+\.(review\.\d|lookingFor)|process\.step\.[a-z]+\.text|duty\.)/.test(
    key,
  ),
);

/** The text of `main`, whitespace collapsed (textContent: sections below the fold count too). */
test.describe("expert advisory board in Hindi and Chhattisgarhi", () => {
  test("the moved body copy is in every key's group", () => {
    const reviews = advisorySeats.reduce((sum, seat) => sum + seat.reviews.length, 0);
    expect(movedKeys).toHaveLength(
      reviews + advisorySeats.length + appointmentSteps.length + boardDuties.length,
    );
  });

  for (const lang of ["hi", "cg"] as const) {
    test(`/${lang}/expert-advisory reads in its own language, with no English body copy`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/expert-advisory`);
      const text = await mainText(page);
      const messages = { hi, cg }[lang];
      for (const key of movedKeys) {
        expect(text, key).toContain(messages[key]);
        expect(text, key).not.toContain(en[key]);
      }
      // A few sentences spelled out, so the test reads on its own.
      const sentences =
        lang === "hi"
          ? [
              "मरीज़ों के रिकॉर्ड पर उनकी सहमति और उनकी गोपनीयता",
              "हर उम्मीदवार ग्राम पंचायत से मिलता है, जो नियुक्ति से पहले सवाल पूछ सकती है और आपत्ति उठा सकती है।",
              "जो भी जोखिम दिखे, उसे जोखिम प्रबंधन तालिका में दर्ज कराना",
              "2025 की चौथी तिमाही",
            ]
          : [
              "मरीज मन के रिकॉर्ड बर ओमन के मरजी, अउ ओला गुपत रखना",
              "हर उम्मीदवार ग्राम पंचायत ले मिलथे, जेन ह नियुक्ति ले पहिली सवाल पूछ सकथे अउ आपत्ति कर सकथे।",
              "जेन भी जोखिम दिखय, ओला जोखिम सँभाले के तालिका म दरज कराना",
              "2025 के चौथा तिमाही",
            ];
      for (const sentence of sentences) expect(text).toContain(sentence);
      expect(text).not.toContain(programme.launch);
      // Each seat's list has its review items, in its language.
      const card = page.locator("#seats li", {
        has: page.getByRole("heading", {
          level: 3,
          name: messages["expert-advisory.seat.finance"],
        }),
      });
      await expect(card.locator("ul li")).toHaveText([
        messages["expert-advisory.seat.finance.review.1"],
        messages["expert-advisory.seat.finance.review.2"],
        messages["expert-advisory.seat.finance.review.3"],
      ]);
    });
  }

  test("/expert-advisory still shows the English body copy", async ({ page }) => {
    await page.goto("/expert-advisory");
    const text = await mainText(page);
    for (const key of movedKeys) expect(text, key).toContain(en[key]);
    expect(text).toContain(
      "Each candidate meets the village council, which can ask questions and raise objections before appointment.",
    );
    expect(text).toContain(formatQuarter(programme.launch, "en"));
  });
});
