import { expect, test } from "./support/test";
import { riskText } from "../components/risk/risk-text";
import { riskFigures, risks } from "../content/risks";
import { translator } from "../lib/messages";

/** A risk's English text, figures filled in as the page fills them. */
const en = (r: (typeof risks)[number], field: "risk" | "mitigation" | "contingency") =>
  riskText(translator("en"), "en", r.id, field, riskFigures);

test("risk management matrix: figures, 3 × 3 grid, full register and link back", async ({
  page,
}) => {
  const response = await page.goto("/risk-management");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Risk Management Matrix" }),
  ).toBeVisible();
  await expect(page.getByText("Risks identified")).toBeVisible();
  await expect(page.getByText(String(risks.length), { exact: true }).first()).toBeVisible();

  const matrix = page.getByRole("table", { name: "Probability × impact matrix" });
  await expect(matrix.getByRole("row")).toHaveCount(5); // two header rows, three probability rows
  await expect(matrix.getByRole("cell")).toHaveCount(9 + 1); // nine cells and the empty corner
  for (const r of risks)
    await expect(matrix.getByRole("link", { name: `${r.id}: ${en(r, "risk")}` })).toBeVisible();

  const register = page.getByRole("table", { name: "Risk register" });
  for (const r of risks) {
    const row = register.getByRole("row").filter({ hasText: en(r, "risk") });
    await expect(row).toContainText(en(r, "mitigation"));
    await expect(row).toContainText(en(r, "contingency"));
  }
  for (const level of ["Low", "Medium", "High"]) {
    await expect(register.getByText(level, { exact: true }).first()).toBeVisible();
  }

  await matrix.getByRole("link", { name: new RegExp(`^${risks[0]!.id}:`) }).click();
  await expect(page).toHaveURL(/#risk-r1$/);

  await expect(
    page
      .getByRole("region", { name: "See it in the plan" })
      .getByRole("link", { name: "Implementation Timeline" }),
  ).toHaveAttribute("href", "/implementation-timeline");
});

test("risk management in Hindi and Chhattisgarhi", async ({ page }) => {
  await page.goto("/hi/risk-management");
  await expect(page.getByRole("heading", { level: 1, name: "जोखिम प्रबंधन तालिका" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "जोखिमों की सूची" })).toBeVisible();
  for (const level of ["कम", "मध्यम", "ज़्यादा"]) {
    await expect(page.getByRole("rowheader", { name: level, exact: true })).toBeVisible();
  }
  await expect(
    page
      .getByRole("region", { name: "योजना में देखें" })
      .getByRole("link", { name: "काम लागू करने की समय-रेखा" }),
  ).toHaveAttribute("href", "/hi/implementation-timeline");

  await page.goto("/cg/risk-management");
  await expect(page.getByRole("heading", { level: 1, name: "जोखिम सँभाले के तालिका" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "जोखिम मन के सूची" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "मंझोला", exact: true })).toBeVisible();
});
