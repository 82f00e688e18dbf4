import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { settle } from "./support/watch";

const sections = [
  "Day in the village, 15 August 2028",
  "Why We Will Succeed",
  "Join the Transformation",
];

async function expectVisionPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "The Village Vision" })).toBeVisible();
  for (const name of sections)
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  for (const time of ["6:30 AM", "2:00 PM", "6:00 PM", "9:00 PM"]) {
    await expect(page.getByText(time, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole("heading", { level: 3 }).filter({ hasText: "Invest" }).first(),
  ).toBeVisible();
}

test.describe("vision page", () => {
  test("renders at /initiatives and /v1 with its sections and figures", async ({ page }) => {
    for (const path of ["/initiatives", "/v1"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectVisionPage(page);
    }
    const main = page.getByRole("main");
    await expect(main.getByText("₹1.63 Cr over 36 months")).toBeVisible();
    await expect(main.getByText("All 342 households are connected.")).toBeVisible();
    await expect(main.getByRole("link", { name: "See Execution Plan" })).toHaveAttribute(
      "href",
      "/our-plan",
    );
    await expect(main.getByRole("link", { name: "Invest Now" })).toHaveAttribute(
      "href",
      "/investment",
    );
    await expect(main.getByRole("link", { name: "Join Our Community" })).toHaveAttribute(
      "href",
      "/engagement",
    );
    await expect(main.getByRole("link", { name: "Watch Live Progress" })).toHaveAttribute(
      "href",
      "/progress",
    );
  });

  test("'Watch the Vision Unfold' scrolls to the story", async ({ page }) => {
    await page.goto("/initiatives");
    await page.getByRole("link", { name: "Watch the Vision Unfold" }).click();
    await expect(page).toHaveURL(/#day-in-the-village$/);
    await expect(
      page.getByRole("heading", { name: "Day in the village, 15 August 2028" }),
    ).toBeInViewport();
  });

  test("'Watch the Vision Unfold' works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/initiatives");
    await page.getByRole("link", { name: "Watch the Vision Unfold" }).click();
    await expect(
      page.getByRole("heading", { name: "Day in the village, 15 August 2028" }),
    ).toBeInViewport();
    await context.close();
  });

  test("every link on the page leads somewhere real", async ({ page, request }) => {
    // A development server compiles each linked page on first request.
    test.setTimeout(300_000);
    await page.goto("/initiatives");
    const hrefs = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of new Set(hrefs)) {
      if (href.startsWith("#")) {
        await expect(page.locator(href), href).toHaveCount(1);
        continue;
      }
      const [path, hash] = href.split("#");
      const response = await request.get(path!);
      expect(response.status(), href).toBe(200);
      if (hash) expect(await response.text(), href).toContain(`id="${hash}"`);
    }
  });

  test("every button on the page answers with a toast", async ({ page }) => {
    await page.goto("/initiatives");
    // "Visit Today" is a link to where its message points until the page hydrates.
    await settle(page);
    const buttons = page.getByRole("main").getByRole("button");
    const names = await buttons.allTextContents();
    expect(names).toEqual(expect.arrayContaining(["Visit Today", "Advocate"]));
    const toasts = page.locator("[data-sonner-toast]");
    for (const name of names) {
      const before = await toasts.count();
      // Retried: a click that lands before the island hydrates does nothing.
      await expect(async () => {
        await page.getByRole("main").getByRole("button", { name, exact: true }).click();
        await expect(toasts).not.toHaveCount(before, { timeout: 1_000 });
      }, name).toPass();
      await expect(toasts.last(), name).toBeVisible();
    }
    const visit = toasts.filter({ hasText: "Visits open after the launch" }).last();
    await expect(visit).toContainText("Work starts in Q4 2025. Tell us through the Engagement Hub");
  });

  test("reads in Hindi and Chhattisgarhi", async ({ page }) => {
    await page.goto("/hi/initiatives");
    await expect(page.getByRole("heading", { level: 1, name: "गाँव का सपना" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "गाँव में एक दिन, 15 अगस्त 2028" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "हम सफल क्यों होंगे" })).toBeVisible();
    await expect(page.getByRole("link", { name: "अभी निवेश करें" })).toHaveAttribute(
      "href",
      "/hi/investment",
    );

    await page.goto("/cg/v1");
    await expect(page.getByRole("heading", { level: 1, name: "गाँव के सपना" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "गाँव म एक दिन, 15 अगस्त 2028" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "बदलाव ले जुड़व" })).toBeVisible();
    await expect(page.getByRole("link", { name: "हमर समाज ले जुड़व" })).toHaveAttribute(
      "href",
      "/cg/engagement",
    );
  });
});
