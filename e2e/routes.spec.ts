import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { routes } from "../lib/routes";

const prefixes = ["", "/hi", "/cg"] as const;
const htmlLangs = { "": "en", "/hi": "hi", "/cg": "hne" } as const;

/** What a crawler reads first: the server's HTML, fetched without a browser (fast, and exact). */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const text = (s: string) =>
    s
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return {
    status: response.status(),
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    h1s: [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((m) => text(m[0])),
    header: /<header[\s>]/.test(html),
    footer: /<footer[\s>]/.test(html),
    canonical: /<link[^>]*\srel="canonical"[^>]*\shref="([^"]*)"/.exec(html)?.[1],
    main: text(
      (/<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? "").replace(
        /<script[\s\S]*?<\/script>/g,
        "",
      ),
    ),
  };
}

for (const prefix of prefixes) {
  test.describe(`every route${prefix ? ` under ${prefix}` : " in English"}`, () => {
    for (const route of routes) {
      test(`${prefix}${route.path === "/" ? "" : route.path} and its aliases`, async ({
        request,
      }) => {
        // Everything checked here is in the server's HTML; the sweep loads every page in a
        // browser (console, hydration, layout, axe) and the no-JavaScript spec checks that it reads.
        const primary = `${prefix}${route.path === "/" ? "" : route.path}` || "/";
        const page = await serverHtml(request, primary);
        expect(page.status).toBe(200);
        expect(page.lang).toBe(htmlLangs[prefix]);
        expect(page.h1s).toHaveLength(1);
        expect(page.h1s[0]).toBeTruthy();
        expect(page.header, "a <header> (banner)").toBe(true);
        expect(page.footer, "a <footer> (contentinfo)").toBe(true);
        expect(new URL(page.canonical!).pathname).toBe(primary);
        if (prefix) {
          // Hindi and Chhattisgarhi readers get quarters in words ("2025 की चौथी तिमाही").
          expect(page.main).toBeTruthy();
          expect(page.main).not.toMatch(/\bQ[1-4] \d{4}\b/);
        }

        for (const alias of route.aliases) {
          const aliasPage = await serverHtml(request, `${prefix}${alias}`);
          expect(aliasPage.status, alias).toBe(200);
          expect(aliasPage.h1s, alias).toEqual(page.h1s);
          expect(
            new URL(aliasPage.canonical!).pathname,
            `${alias} names its primary as canonical`,
          ).toBe(primary);
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
