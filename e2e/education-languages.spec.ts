import { expect, test } from "@playwright/test";
import { education as en } from "../content/i18n/en/education";
import { longestFixedPart } from "./support/text";

/** The body copy moved out of content/education.ts: programmes, outcomes, methods, roadmap items. */
const moved = Object.entries(en)
  .filter(([key]) =>
    /^education\.(groups\.(program|outcome)\.|methods\.\w+\.description$|roadmap\.(activity|milestone)\.)/.test(
      key,
    ),
  )
  .map(([, text]) => text);

/** The longest stretch of a sentence without a `{placeholder}`: what a page must not show. */
const translated = {
  hi: [
    "छत्तीसगढ़ी और हिंदी में खेल-खेल में पढ़ना",
    "8 साल की उम्र तक अपनी मातृभाषा में आसान वाक्य पढ़ लेते हैं",
    "हर बच्चा अपने स्तर और अपनी रफ़्तार से अभ्यास करता है; शिक्षक देखते हैं कि कौन अटका है और मदद करते हैं।",
    "एआई शिक्षा लैब तैयार करना",
    "100% के लक्ष्य के मुक़ाबले साक्षरता की जाँच",
  ],
  cg: [
    "छत्तीसगढ़ी अउ हिंदी म खेल-खेल म पढ़ई",
    "8 बछर के उमर तक अपन महतारी भाखा म सरल वाक्य पढ़ लेथें",
    "हर लइका अपन स्तर अउ अपन रफ्तार ले अभ्यास करथे; गुरुजी मन देखथें के कोन अटके हे अउ ओला मदद करथें।",
    "एआई पढ़ई लैब तियार करना",
    "100% के लक्ष्य के हिसाब ले पढ़े-लिखे के जाँच",
  ],
} as const;

test.describe("education in three languages", () => {
  test("moved the expected English sentences", () => {
    // 9 programmes, 6 outcomes, 4 method descriptions, 9 activities, 6 milestones.
    expect(moved).toHaveLength(34);
  });

  for (const lang of ["hi", "cg"] as const) {
    test(`/${lang}/education reads in its language, with no English body copy`, async ({
      page,
    }) => {
      const response = await page.goto(`/${lang}/education`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      for (const sentence of translated[lang]) {
        await expect(main.getByText(sentence, { exact: true })).toBeVisible();
      }
      const text = await main.innerText();
      for (const sentence of moved)
        expect(text, sentence).not.toContain(longestFixedPart(sentence));
    });
  }

  test("/education still shows the English sentences, figures filled in", async ({ page }) => {
    await page.goto("/education");
    const main = page.getByRole("main");
    await expect(
      main.getByText("Reads simple sentences in the mother tongue by age 8", { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByText("Literacy check against the 100% target", { exact: true }),
    ).toBeVisible();
    await expect(main.getByText(en["education.methods.projects.description"])).toBeVisible();
  });
});
