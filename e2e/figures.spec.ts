import { expect, test } from "./support/test";

// /figures: every headline figure with the pages that show it, and each figure the plan gives
// more than one way, with its readings and their difference; complete without JavaScript.
test.describe("Figures and sources", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the plan's length with both readings and the gap between them", async ({ page }) => {
    await page.goto("/figures#plan-length");
    const card = page.locator("#plan-length");
    await expect(card.getByRole("heading", { name: "Length of the plan" })).toBeVisible();
    await expect(card.getByText("36 months").first()).toBeVisible();
    await expect(card.getByText("27 months")).toBeVisible();
    await expect(card.getByText("9 months less than the first reading (25%)")).toBeVisible();
    await expect(
      card.getByRole("link", { name: "Implementation Timeline" }).first(),
    ).toHaveAttribute("href", "/implementation-timeline");
  });

  test("shows how the per-person figure is derived", async ({ page }) => {
    await page.goto("/figures");
    await expect(page.locator("#per-person")).toContainText(
      "₹9,071 = ₹1,63,00,000 ÷ 1,797 villagers",
    );
  });

  test("is linked from the footer, the transparency hub and the quality page", async ({ page }) => {
    for (const path of ["/transparency", "/quality-check"]) {
      await page.goto(path);
      await expect(
        page.locator("main").getByRole("link", { name: "Figures and sources", exact: true }),
      ).toHaveAttribute("href", "/figures");
      await expect(
        page.locator("footer").getByRole("link", { name: "Figures and sources", exact: true }),
      ).toBeVisible();
    }
  });

  test("reads in Hindi and Chhattisgarhi, with links that stay in the language", async ({
    page,
  }) => {
    await page.goto("/hi/figures");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("#children a[href^='/hi/']").first()).toBeVisible();
    await page.goto("/cg/figures");
    await expect(page.locator("#children a[href^='/cg/']").first()).toBeVisible();
  });
});

test.describe("Notes beside figures given more than one way", () => {
  // Where notes must be is decided by the walk of the built pages (e2e/figures-walk.spec.ts):
  // every listed reading it finds, on any page in any language, has its note in its section.
  test("a note names the other readings in the page's language", async ({ page }) => {
    await page.goto("/implementation-timeline");
    const note = page.locator('[data-also-given="plan-length"]').first();
    await expect(note).toContainText("Length of the plan is also given as 27 months.");
    await note.getByRole("link").click();
    await expect(page).toHaveURL(/\/figures#plan-length$/);
    await page.goto("/hi");
    await expect(page.locator('[data-also-given="children"]').first()).toContainText("540");
  });
});
