import { expect, test } from "@playwright/test";
import { routes } from "../lib/routes";

const prefixes = ["", "/hi", "/cg"] as const;
const htmlLangs = { "": "en", "/hi": "hi", "/cg": "hne" } as const;

for (const prefix of prefixes) {
  test.describe(`every route${prefix ? ` under ${prefix}` : " in English"}`, () => {
    for (const route of routes) {
      test(`${prefix}${route.path === "/" ? "" : route.path} and its aliases`, async ({ page }) => {
        const primary = `${prefix}${route.path === "/" ? "" : route.path}` || "/";
        // Everything checked here is in the server's HTML: no need to wait for fonts and scripts
        // (the sweep loads every page fully), which keeps CI under its time limit.
        const response = await page.goto(primary, { waitUntil: "domcontentloaded" });
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", htmlLangs[prefix]);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toHaveCount(1);
        const heading = (await h1.textContent())?.trim();
        expect(heading).toBeTruthy();
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(new URL(canonical!).pathname).toBe(primary);

        for (const alias of route.aliases) {
          const res = await page.goto(`${prefix}${alias}`, { waitUntil: "domcontentloaded" });
          expect(res?.status(), alias).toBe(200);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
          const aliasCanonical = await page.locator('link[rel="canonical"]').getAttribute("href");
          expect(new URL(aliasCanonical!).pathname, `${alias} names its primary as canonical`).toBe(
            primary,
          );
        }
      });
    }
  });
}

test.describe("unknown paths", () => {
  const cases = [
    ["/no-such-page", "404 Page Not Found", "en"],
    ["/en/transparency", "404 Page Not Found", "en"],
    ["/transparency/extra", "404 Page Not Found", "en"],
    ["/hi/no-such-page", "404 पेज नहीं मिला", "hi"],
    ["/cg/a/b", "404 पन्ना नइ मिलिस", "hne"],
  ] as const;
  for (const [path, title, lang] of cases) {
    test(`${path} answers 404 with the not-found screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("banner")).toBeVisible();
    });
  }
  test("the English 404 carries the spec's text and a way home", async ({ page }) => {
    await page.goto("/missing");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
