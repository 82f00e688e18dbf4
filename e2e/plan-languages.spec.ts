import { expect, test, type Page } from "@playwright/test";
import { ourPlan as en } from "../content/i18n/en/our-plan";

/**
 * The framework page's body copy (content/framework.ts ids, words in the our-plan dictionaries)
 * reads in Hindi and Chhattisgarhi, and the English page keeps its sentences.
 */

const moved =
  /^our-plan\.(problem|solution|outcome|timeline|focus)\.|^our-plan\.systemic\.\w+\.body$/;

/** The fixed words of each moved English message: its longest stretch between placeholders. */
const englishBody = Object.entries(en)
  .filter(([key]) => moved.test(key))
  .map(
    ([, text]) =>
      text
        .split(/\{\w+\}/)
        .map((part) => part.trim())
        .sort((a, b) => b.length - a.length)[0]!,
  )
  .filter((part) => part.length >= 10);

const translated = {
  hi: [
    "हिंदी, छत्तीसगढ़ी और अंग्रेज़ी में एआई की मदद से हर एक के हिसाब से पढ़ाई।",
    "इंटरनेट नहीं है, इसलिए ऑनलाइन डॉक्टर या सरकारी सेवा तक पहुँचने का कोई रास्ता नहीं।",
    "घर के पास साफ़ पानी और सेहत की जाँच।",
    "लक्ष्य: 3-18 साल के 540 विद्यार्थियों में 100% साक्षरता।",
    "25 कंप्यूटरों वाली एआई लर्निंग लैब, सैटेलाइट इंटरनेट से जुड़ी।",
    "बुनियादी टेलीमेडिसिन और सौर पंप चरण 1 में (अक्टूबर 2025 - मार्च 2026)।",
    "3 Starlink किट से 100 Mbps तक का सैटेलाइट इंटरनेट, जो घरों, स्कूल और क्लिनिक में बँटेगा।",
    "बुनियादी टेलीमेडिसिन",
  ],
  cg: [
    "हिंदी, छत्तीसगढ़ी अउ अंगरेजी म एआई के मदद ले हर एक के हिसाब ले पढ़ई।",
    "इंटरनेट नइ हे, त ऑनलाइन डाक्टर या सरकारी सेवा तक पहुँचे के कोनो रद्दा नइ हे।",
    "घर के लकठा म साफ पानी अउ सेहत के जाँच।",
    "लक्ष्य: 3-18 बछर के 540 पढ़इया मन बर 100% पढ़ई-लिखई।",
    "15 kW सोलर बिजली अउ सोलर पानी पंप, बिजली, उजियार अउ साफ पानी बर।",
    "सुरुआती टेलीमेडिसिन अउ सोलर पंप चरन 1 म (अक्टूबर 2025 - मार्च 2026)।",
    "सुरुआती टेलीमेडिसिन",
  ],
} as const;

async function openMain(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.getByRole("main");
}

for (const lang of ["hi", "cg"] as const) {
  test(`our-plan: body copy in ${lang}, no English sentences left`, async ({ page }) => {
    const main = await openMain(page, `/${lang}/our-plan`);
    for (const sentence of translated[lang]) {
      await expect(main.getByText(sentence, { exact: true }).first()).toBeVisible();
    }
    const text = await main.innerText();
    expect(englishBody.length).toBeGreaterThan(40);
    for (const english of englishBody) expect(text, english).not.toContain(english);
  });
}

test("our-plan: the English page still shows the moved sentences", async ({ page }) => {
  const main = await openMain(page, "/our-plan");
  await expect(
    main.getByText("Target: 100% literacy for the 540 students aged 3-18.", { exact: true }),
  ).toBeVisible();
  await expect(
    main.getByText(
      "Satellite internet of up to 100 Mbps from 3 Starlink kits, shared across homes, school and clinic.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(main.getByText(en["our-plan.outcome.online"], { exact: true })).toBeVisible();
});
