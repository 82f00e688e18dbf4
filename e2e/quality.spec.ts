import { type Page, type Route } from "@playwright/test";
import { expect, test } from "./support/test";

/** The quality page and its API (spec §2, §4, §7, §8). The dashboard's fetches are intercepted. */

type Status = "pass" | "warning" | "fail";
const check = (
  category: string,
  test: string,
  status: Status,
  score: number,
  critical = false,
) => ({
  category,
  test,
  status,
  score,
  details: `${test}: details`,
  critical,
  timestamp: "2026-01-01T08:00:00.000Z",
});

const readyReport = {
  overall_score: 95,
  deployment_ready: true,
  passed: 3,
  total_tests: 4,
  critical_issues: 0,
  recommendations: ["Reconcile the two totals."],
  checks: [
    check("Ledger", "Spending adds up", "pass", 100, true),
    check("Figures", "Phase budgets add up", "pass", 100, true),
    check("Figures", "Total vs about 1.2 Cr", "warning", 80),
    check("Links", "Links resolve", "pass", 100, true),
  ],
};

const blockedReport = {
  overall_score: 78,
  deployment_ready: false,
  passed: 2,
  total_tests: 3,
  critical_issues: 1,
  recommendations: ["Record the missing receipts in expenses.csv."],
  checks: [
    check("Ledger", "Spending adds up", "fail", 33, true),
    check("Ledger", "Receipts add up", "pass", 100, true),
    check("Links", "Links resolve", "pass", 100, true),
  ],
};

/** Holds every report request until `release()` is called, then answers it with `report`. */
async function serveHeld(page: Page, report: object) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await serve(page, async (route) => {
    await held;
    await route.fulfill({ json: report });
  });
  return release;
}

/** Answers every report request with `answer`, counting them. */
async function serve(page: Page, answer: (route: Route) => Promise<void>) {
  const calls = { count: 0 };
  await page.route(/\/api\/quality-check(\?|$)/, async (route) => {
    calls.count += 1;
    await answer(route);
  });
  return calls;
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

const dashboard = (page: Page) => page.locator("#dashboard");
const loading = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Loading quality report..." });
/** The 'Deployment readiness' figure: "--" and "Checking..." until a report arrives. */
const readinessFigure = (page: Page) =>
  dashboard(page)
    .locator("div", { has: page.getByText("Deployment readiness") })
    .last();

test.describe("quality page", () => {
  test("both paths and languages render the page's sections", async ({ page }) => {
    for (const path of ["/quality-check", "/quality"]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Quality Check" })).toBeVisible();
      for (const name of [
        "Live quality dashboard",
        "What the check covers",
        "Deployment standards",
        "API information",
        "Schedule",
        "How this site is deployed",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      }
    }
    const standards = page.locator("#standards");
    for (const value of ["95%+", "0", "Under 300 ms", "Over 80%"]) {
      await expect(standards.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(
      page.locator("#api").getByText("/api/quality-check/health", { exact: true }),
    ).toBeVisible();
    await expect(page.locator("#schedule").getByText("Every 1 min")).toBeVisible();
    await expect(page.locator("#schedule").getByText("Every 5 min")).toBeVisible();

    expect((await page.goto("/hi/quality-check"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "गुणवत्ता जाँच" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "रिलीज़ के मानक" })).toBeVisible();
    await expect(page.getByRole("button", { name: "जाँच चलाएँ" })).toBeVisible();

    expect((await page.goto("/cg/quality"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "गुनवत्ता जाँच" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "हर 30 सेकंड म अपने-आप नवा करव" })).toBeVisible();
  });

  test("the real report loads from the site's API", async ({ page }) => {
    await page.goto("/quality-check");
    await expect(
      dashboard(page).getByText(/^(Platform Ready for Deployment|Deployment Blocked)$/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      dashboard(page).getByText("Phase budgets add up to the total investment"),
    ).toBeAttached();
    // English is the report's own language: no note that some of it is English.
    await expect(dashboard(page).getByText("read in English")).toHaveCount(0);
  });

  for (const { lang, banner, title, note, disagreement } of [
    {
      lang: "hi",
      banner: /^(प्लेटफ़ॉर्म रिलीज़ के लिए तैयार है|रिलीज़ रुकी हुई है)$/,
      title: "चरणों के बजट का जोड़ कुल निवेश के बराबर है",
      note: "कुछ जाँचों का अनुवाद अभी नहीं हुआ है, वे अंग्रेज़ी में हैं।",
      disagreement: "एक से ज़्यादा तरह से बताया गया आँकड़ा: योजना कितने समय की है",
    },
    {
      lang: "cg",
      banner: /^(प्लेटफॉर्म रिलीज बर तियार हवय|रिलीज रुके हवय)$/,
      title: "चरन मन के बजट के जोड़ कुल निवेश के बरोबर हे",
      note: "कुछ जाँच मन के अनुवाद अभी नइ होय हे, ओ मन अंगरेजी म हें।",
      disagreement: "एक ले जादा ढंग ले बताय गे आँकड़ा: योजना कतका समय के हवय",
    },
  ]) {
    test(`/${lang}: the real report's checks read in the page's language`, async ({ page }) => {
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/quality-check");
      await page.goto(`/${lang}/quality-check`);
      expect(new URL((await asked).url()).search).toBe(`?lang=${lang}`);
      await expect(dashboard(page).getByText(banner)).toBeVisible({ timeout: 30_000 });
      await expect(dashboard(page).getByText(title, { exact: true })).toBeAttached();
      await expect(
        dashboard(page).getByText("Phase budgets add up to the total investment"),
      ).toHaveCount(0);
      // The Service check on this answer: its words and figures in the language.
      await expect(dashboard(page).getByText(/^रिपोर्ट फ़?ोन तक 300 मिलीसेकंड/)).toBeAttached();
      // Every check reads in the language, the disagreement list's too: nothing is left marked
      // as English, and the page has no note saying some of it is.
      await expect(dashboard(page).getByText(disagreement).first()).toBeAttached();
      await expect(dashboard(page).locator('[lang="en"]')).toHaveCount(0);
      await expect(dashboard(page).getByText(note)).toHaveCount(0);
      // With scripts on, a <noscript> holds its markup as text: the link asks in the language.
      expect(await dashboard(page).locator("noscript").textContent()).toContain(
        `href="/api/quality-check?lang=${lang}"`,
      );
    });
  }

  test("shows the loading state while the report is on its way, then the report", async ({
    page,
  }) => {
    const release = await serveHeld(page, readyReport);
    await page.goto("/quality-check");
    await expect(loading(page)).toBeVisible();
    const readiness = readinessFigure(page);
    await expect(readiness).toContainText("--");
    await expect(readiness).toContainText("Checking...");

    release();
    await expect(dashboard(page).getByText("Platform Ready for Deployment")).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
    await expect(readiness).toContainText("Ready");
    await expect(dashboard(page).getByText("95%", { exact: true })).toBeVisible();
    await expect(dashboard(page).getByText("3/4", { exact: true })).toBeVisible();
    await expect(
      dashboard(page).getByRole("listitem").filter({ hasText: "Reconcile the two totals." }),
    ).toBeVisible();
    // Figures: (100 + 80) / 2 = 90.
    await expect(page.getByRole("progressbar", { name: "Figures: 90%" })).toBeAttached();

    const deploy = dashboard(page).getByRole("link", { name: "Deploy Now" });
    await expect(deploy).toHaveAttribute("href", "#deployment");
    await deploy.click();
    await expect(page).toHaveURL(/#deployment$/);
    await expect(page.getByRole("heading", { name: "How this site is deployed" })).toBeInViewport();
  });

  for (const path of ["/quality-check", "/hi/quality-check", "/cg/quality-check"]) {
    test(`${path}: on a phone, the figures keep their place when a blocked report lands`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const release = await serveHeld(page, blockedReport);
      // The fonts land with the report, as on a slow phone: neither may move the figures.
      let releaseFonts!: () => void;
      const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
      await page.route(/\.woff2$/, async (route) => {
        await fontsHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const figures = dashboard(page).locator("dl").first();
      const before = await figures.boundingBox();
      release();
      releaseFonts();
      await page.evaluate(() => document.fonts.ready);
      await expect(loading(page)).toHaveCount(0);
      expect(await figures.boundingBox()).toEqual(before);
    });
  }

  test("a blocked report shows the cross, the banner and no Deploy Now", async ({ page }) => {
    await serve(page, (route) => route.fulfill({ json: blockedReport }));
    await page.goto("/quality-check");
    await expect(dashboard(page).getByText("Deployment Blocked")).toBeVisible();
    await expect(dashboard(page).getByText("Not Ready")).toBeVisible();
    await expect(dashboard(page).getByText("2/3", { exact: true })).toBeVisible();
    await expect(dashboard(page).getByRole("link", { name: "Deploy Now" })).toHaveCount(0);
    // Accounts: (33 + 100) / 2 = 66.5, shown rounded.
    await expect(page.getByRole("progressbar", { name: "Accounts: 67%" })).toBeAttached();
    await expect(
      dashboard(page).getByText("Record the missing receipts in expenses.csv."),
    ).toBeVisible();
  });

  test("Run Check fetches the report again", async ({ page }) => {
    const calls = await serve(page, (route) => route.fulfill({ json: readyReport }));
    await page.goto("/quality-check");
    await expect(dashboard(page).getByText("Platform Ready for Deployment")).toBeVisible();
    expect(calls.count).toBe(1);
    await page.getByRole("button", { name: "Run Check" }).click();
    await expect.poll(() => calls.count).toBe(2);
    await expect(page.getByRole("button", { name: "Run Check" })).toBeEnabled();
    await page.getByRole("button", { name: "Run Check" }).click();
    await expect.poll(() => calls.count).toBe(3);
  });

  test("auto-refresh is off by default and re-fetches every 30 s while on", async ({ page }) => {
    await page.clock.install();
    const calls = await serve(page, (route) => route.fulfill({ json: readyReport }));
    await page.goto("/quality-check");
    await expect(dashboard(page).getByText("Platform Ready for Deployment")).toBeVisible();
    expect(calls.count).toBe(1);

    const toggle = page.getByRole("switch", { name: "Auto-refresh every 30 s" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await page.clock.fastForward("00:31");
    expect(calls.count).toBe(1);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await page.clock.fastForward("00:30");
    await expect.poll(() => calls.count).toBe(2);
    await page.clock.fastForward("00:30");
    await expect.poll(() => calls.count).toBe(3);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await page.clock.fastForward("01:00");
    expect(calls.count).toBe(3);
  });

  test("a non-OK answer logs 'Failed to fetch quality report' and keeps loading; Run Check retries", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    let ok = false;
    await serve(page, (route) =>
      ok ? route.fulfill({ json: readyReport }) : route.fulfill({ status: 500, body: "down" }),
    );
    await page.goto("/quality-check");
    await expect.poll(() => errors).toContain("Failed to fetch quality report");
    await expect(loading(page)).toBeVisible();
    await expect(readinessFigure(page)).toContainText("Checking...");

    ok = true;
    await page.getByRole("button", { name: "Run Check" }).click();
    await expect(dashboard(page).getByText("Platform Ready for Deployment")).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
  });

  test("a network error logs 'Error fetching quality report:' and keeps loading", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await serve(page, (route) => route.abort());
    await page.goto("/quality-check");
    await expect
      .poll(() => errors.some((e) => e.startsWith("Error fetching quality report:")))
      .toBe(true);
    await expect(loading(page)).toBeVisible();
    await expect(readinessFigure(page)).toContainText("Checking...");
  });

  test("a shown report stays shown when a later fetch fails", async ({ page }) => {
    const errors = consoleErrors(page);
    let fail = false;
    await serve(page, (route) =>
      fail ? route.fulfill({ status: 503, body: "" }) : route.fulfill({ json: readyReport }),
    );
    await page.goto("/quality-check");
    await expect(dashboard(page).getByText("Platform Ready for Deployment")).toBeVisible();
    fail = true;
    await page.getByRole("button", { name: "Run Check" }).click();
    await expect.poll(() => errors).toContain("Failed to fetch quality report");
    await expect(dashboard(page).getByText("Platform Ready for Deployment")).toBeVisible();
  });
});

test.describe("quality API", () => {
  test("GET answers the report, kept by a shared cache no longer than an audit lasts, whatever the query string", async ({
    request,
  }) => {
    const res = await request.get("/api/quality-check?deployment_ready=false");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=300");
    const body = await res.json();
    expect(body.total_tests).toBe(body.checks.length);
    expect(typeof body.deployment_ready).toBe("boolean");
  });

  test("?lang=hi and ?lang=cg answer in that language; an unknown lang gets 400", async ({
    request,
  }) => {
    const title = async (query: string) =>
      (
        (await (await request.get(`/api/quality-check${query}`)).json()) as {
          checks: { test: string }[];
        }
      ).checks[0]!.test;
    expect(await title("")).toBe("Phase budgets add up to the total investment");
    expect(await title("?lang=en")).toBe("Phase budgets add up to the total investment");
    expect(await title("?lang=hi")).toBe("चरणों के बजट का जोड़ कुल निवेश के बराबर है");
    expect(await title("?lang=cg")).toBe("चरन मन के बजट के जोड़ कुल निवेश के बरोबर हे");
    const unknown = await request.get("/api/quality-check?lang=fr");
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "Bad Request" });
  });

  test("other methods get 405 with Allow; health answers ok", async ({ request }) => {
    for (const path of ["/api/quality-check", "/api/quality-check/health"]) {
      const res = await request.post(path);
      expect(res.status()).toBe(405);
      expect(res.headers()["allow"]).toBe("GET, HEAD");
      expect((await request.head(path)).status()).toBe(200);
    }
    const unknown = await request.get("/api/quality-check/nope");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "Not Found" });
    const health = await (await request.get("/api/quality-check/health")).json();
    expect(health).toMatchObject({ status: "ok", version: expect.any(String) });
    expect(Number.isNaN(Date.parse(health.time))).toBe(false);
  });
});
