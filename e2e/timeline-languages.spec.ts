import { expect, test } from "@playwright/test";
import { timeline as en } from "../content/i18n/en/timeline";
import { longestFixedPart } from "./support/text";

/** The body copy moved out of content/timeline.ts: quarter items, phase descriptions, goals, milestones, focus. */
const moved = Object.entries(en)
  .filter(([key]) =>
    /^timeline\.(quarters\.item\.|phases\.(phase\d\.description$|goal\.|milestone\.)|focus\.\w+\.description$)/.test(
      key,
    ),
  )
  .map(([, text]) => text);

/** The longest stretch of a sentence without a `{placeholder}`: what a page must not show. */
const translated = {
  hi: [
    "टेलीमेडिसिन केंद्र खुलेगा",
    "सभी 342 घरों का शुरुआती सर्वे",
    "इंटरनेट, सौर पानी पंप, बुनियादी टेलीमेडिसिन और डिजिटल साक्षरता: वह ढाँचा जिस पर बाकी सब कुछ टिका है।",
    "साफ़ पानी के लिए सौर पंप",
    "किसानों के साथ कृषि-प्रसंस्करण की योजनाएँ",
    "540 बच्चे एआई लैब में छत्तीसगढ़ी, हिंदी और अंग्रेज़ी में अपनी रफ़्तार से सीखेंगे।",
  ],
  cg: [
    "टेलीमेडिसिन केंद्र खुलही",
    "जम्मो 342 घर के सुरुआती सर्वे",
    "इंटरनेट, सोलर पानी पंप, सुरुआती टेलीमेडिसिन अउ डिजिटल पढ़ई: ओ ढाँचा जेकर ऊपर बाकी सब टिके हवय।",
    "साफ पानी बर सोलर पंप",
    "किसान मन संग खेती-उपज प्रसंस्करण के योजना",
    "540 लइका मन एआई लैब म छत्तीसगढ़ी, हिंदी अउ अंगरेजी म अपन चाल ले सीखहीं।",
  ],
} as const;

/** Milestone tasks: their items also hold a screen-reader status, so they are matched within the text. */
const milestones = {
  hi: "हुनर केंद्र के पहले बैच को प्रशिक्षण देना",
  cg: "हुनर केंद्र के पहिली बैच ला सिखोना",
} as const;

test.describe("timeline in three languages", () => {
  test("moved the expected English sentences", () => {
    // 13 quarter items, 3 phase descriptions, 10 goals, 10 milestones, 3 focus descriptions.
    expect(moved).toHaveLength(39);
  });

  for (const lang of ["hi", "cg"] as const) {
    test(`/${lang}/timeline reads in its language, with no English body copy`, async ({ page }) => {
      const response = await page.goto(`/${lang}/timeline`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      for (const sentence of translated[lang]) {
        await expect(main.getByText(sentence, { exact: true })).toBeVisible();
      }
      // textContent, not innerText: sections below the first screen skip rendering.
      const text = (await main.textContent()) ?? "";
      expect(text).toContain(milestones[lang]);
      for (const sentence of moved)
        expect(text, sentence).not.toContain(longestFixedPart(sentence));
    });
  }

  test("/timeline still shows the English sentences, figures filled in", async ({ page }) => {
    await page.goto("/timeline");
    const main = page.getByRole("main");
    await expect(
      main.getByText("Baseline survey of all 342 households", { exact: true }),
    ).toBeVisible();
    await expect(main.getByText(en["timeline.phases.phase1.description"])).toBeVisible();
    await expect(
      main.getByText(
        "The 540 children learn at their own pace in Chhattisgarhi, Hindi and English in the AI lab.",
        { exact: true },
      ),
    ).toBeVisible();
  });
});
