import { expect, test } from "@playwright/test";
import { riskText } from "../components/risk/risk-text";
import { riskIds, riskTextFields } from "../content/risks";
import type { Lang } from "../lib/i18n";
import { translator } from "../lib/messages";
import { mainText } from "./support/text";

/** Every risk sentence of the register in one language, figures filled in as the page fills them. */
function sentences(lang: Lang): string[] {
  const t = translator(lang);
  return riskIds.flatMap((id) => riskTextFields.map((field) => riskText(t, lang, id, field)));
}
const english = sentences("en");

const cases = [
  {
    lang: "hi",
    shown: [
      "पैसा देर से आए या ₹1.63 करोड़ की योजना से कम पड़ जाए",
      "पैसा चरण-दर-चरण जुटाया और जारी किया जाता है, और बजट में 10% का आकस्मिक कोष रखा जाता है।",
      "बिजली सबसे पहले टेलीमेडिसिन केंद्र के लिए, फिर स्कूल की लैब के लिए बचाकर रखी जाती है।",
      "गाँव की समिति बीच-बचाव करती है और फ़ैसला सबके सामने दर्ज किया जाता है।",
    ],
  },
  {
    lang: "cg",
    shown: [
      "पइसा देरी ले आय या ₹1.63 करोड़ के योजना ले कम पर जाय",
      "पइसा चरन-चरन म जुटाय अउ दे जाथे, अउ बजट म 10% के आपात कोस राखे जाथे।",
      "बिजली सबले पहिली टेलीमेडिसिन केंद्र बर, फेर इसकूल के लैब बर बचा के राखे जाथे।",
      "गाँव के समिति ह बीच-बचाव करथे अउ फैसला ला सबके आगू लिखे जाथे।",
    ],
  },
] as const;

for (const { lang, shown } of cases) {
  test(`risk register reads in ${lang} on /${lang}/risk-management`, async ({ page }) => {
    await page.goto(`/${lang}/risk-management`);
    const main = page.getByRole("main");
    for (const text of shown) await expect(main.getByText(text, { exact: true })).toBeVisible();

    // Every risk, in the table and as the matrix link's name and title, in this language.
    const register = main.getByRole("table", {
      name: translator(lang)("risk-management.table.title"),
    });
    const matrix = main.getByRole("table", {
      name: translator(lang)("risk-management.matrix.title"),
    });
    const t = translator(lang);
    for (const id of riskIds) {
      const risk = riskText(t, lang, id, "risk");
      const row = register.getByRole("row").filter({ hasText: risk });
      await expect(row).toContainText(riskText(t, lang, id, "mitigation"));
      await expect(row).toContainText(riskText(t, lang, id, "contingency"));
      const link = matrix.getByRole("link", { name: `${id}: ${risk}`, exact: true });
      await expect(link).toHaveAttribute("title", risk);
    }

    const text = await mainText(page);
    for (const sentence of english) expect(text).not.toContain(sentence);
    const labels = await matrix
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((a) => `${a.getAttribute("title")} ${a.getAttribute("aria-label")}`),
      );
    for (const sentence of english)
      for (const label of labels) expect(label).not.toContain(sentence);
  });

  test(`timeline's risk tab reads in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/implementation-timeline`);
    const text = await mainText(page);
    for (const sentence of shown) expect(text).toContain(sentence);
    for (const sentence of english) expect(text).not.toContain(sentence);
  });
}

test("the English register keeps its English text", async ({ page }) => {
  await page.goto("/risk-management");
  const main = page.getByRole("main");
  await expect(
    main.getByText("Funding arrives late or falls short of the ₹1.63 Cr plan", { exact: true }),
  ).toBeVisible();
  await expect(
    main.getByRole("link", {
      name: "R1: Funding arrives late or falls short of the ₹1.63 Cr plan",
      exact: true,
    }),
  ).toBeVisible();
  const text = await mainText(page);
  for (const sentence of english) expect(text).toContain(sentence);
});
