import { expect, test } from "./support/test";
import { testimonials } from "../content/community";

test.describe("community voice", () => {
  test("shows leaders, illustrative testimonials with readable ratings, activities and links", async ({
    page,
  }) => {
    const response = await page.goto("/community");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Community Voice" })).toBeVisible();
    for (const name of ["Village leaders", "Voices from the village", "Community engagement"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(
      page.getByText("The programme has not started yet.", { exact: false }).first(),
    ).toBeVisible();
    // Four leader quotes and four testimonials, each marked illustrative.
    await expect(page.getByText("Illustrative", { exact: true })).toHaveCount(8);
    await expect(page.getByText("Rated 5 out of 5")).toHaveCount(2);
    await expect(page.getByText("Rated 4 out of 5")).toHaveCount(1);
    await expect(page.getByText("Rated 3 out of 5")).toHaveCount(1);
    await expect(page.getByText("Open to all 1,077 adult villagers")).toBeVisible();
    await expect(page.getByRole("link", { name: "Invest in the Village" })).toHaveAttribute(
      "href",
      "/investment",
    );
    await expect(page.getByRole("link", { name: "See the Transparency Hub" })).toHaveAttribute(
      "href",
      "/transparency-hub-v2",
    );
  });

  test("an avatar whose image fails shows the first two characters of the name", async ({
    page,
  }) => {
    await page.route("**/avatars/sarpanch.svg", (route) => route.abort());
    await page.route("**/avatars/teacher.svg", (route) =>
      route.fulfill({ status: 404, body: "Not found" }),
    );
    await page.goto("/community");
    const card = (name: string) =>
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

    const failed = card("Sarpanch").locator("[data-avatar]");
    await expect(failed).toHaveAttribute("data-avatar", "fallback");
    await expect(failed).toHaveText("Sa");
    await expect(failed.locator("img")).toHaveCount(0);

    // A 404 falls back the same way, and so does the leader who has no image at all.
    await expect(card("Head Teacher").locator("[data-avatar]")).toHaveText("He");
    await expect(card("Head Teacher").locator("[data-avatar] img")).toHaveCount(0);
    await expect(card("Self-Help Group Leader").locator("[data-avatar]")).toHaveText("Se");

    // An image that loads is shown.
    const loaded = card("ASHA Worker").locator("[data-avatar] img");
    await expect(loaded).toBeVisible();
    expect(await loaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("reads in Hindi and Chhattisgarhi", async ({ page }) => {
    await page.goto("/hi/community");
    await expect(page.getByRole("heading", { level: 1, name: "समुदाय की आवाज़" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "गाँव के अगुआ" })).toBeVisible();
    await expect(page.getByText("5 में से 4 रेटिंग")).toHaveCount(1);
    // Hindi readers get the villagers' words in Hindi, not in English.
    const voices = page.locator("#testimonials");
    for (const item of testimonials) {
      await expect(voices.getByText(item.translationHi, { exact: false })).toBeVisible();
      await expect(voices.getByText(item.translation, { exact: false })).toHaveCount(0);
    }
    await page.goto("/cg/community");
    await expect(page.getByRole("heading", { level: 1, name: "गाँव के आवाज" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "गाँव के अगुवा" })).toBeVisible();
    // The originals are Chhattisgarhi already: no translation beside them.
    await expect(page.locator("#testimonials blockquote")).toHaveCount(testimonials.length);
  });
});

test.describe("education", () => {
  test("renders at /education and /education-programs with its figures", async ({ page }) => {
    for (const path of ["/education", "/education-programs"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(
        page.getByRole("heading", { level: 1, name: "Education Programs" }),
      ).toBeVisible();
    }
    const main = page.getByRole("main");
    await expect(main.getByText("540", { exact: true })).toBeVisible();
    await expect(main.getByText("Aged 3-18")).toBeVisible();
    await expect(main.getByText("100%", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("₹35 lakh", { exact: true })).toBeVisible();
    for (const [students, literacy] of [
      ["180", "45%"],
      ["240", "62%"],
      ["120", "78%"],
    ] as const) {
      await expect(main.getByText(`${students} students`)).toBeVisible();
      await expect(main.getByText(literacy, { exact: true })).toBeVisible();
    }
    for (const name of [
      "Early learners",
      "Middle school",
      "Young adults",
      "AI-personalised learning",
      "Mother tongue first",
      "Learning by doing",
      "Parents and elders as teachers",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(main.getByRole("heading", { level: 3, name: /^Phase [123]:/ })).toHaveCount(3);
    await expect(main.getByText("Upcoming", { exact: true })).toHaveCount(3);
    await expect(main.getByRole("link", { name: "Support Education" })).toHaveAttribute(
      "href",
      "/investment",
    );
    await expect(main.getByRole("link", { name: "Track Progress" })).toHaveAttribute(
      "href",
      "/dashboard-v2",
    );
  });

  test("reads in Hindi and Chhattisgarhi", async ({ page }) => {
    await page.goto("/hi/education-programs");
    await expect(page.getByRole("heading", { level: 1, name: "शिक्षा कार्यक्रम" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "बच्चे कैसे सीखेंगे" })).toBeVisible();
    await expect(page.getByRole("link", { name: "शिक्षा का साथ दें" })).toHaveAttribute(
      "href",
      "/hi/investment",
    );
    await page.goto("/cg/education");
    await expect(page.getByRole("heading", { level: 1, name: "पढ़ई-लिखई कार्यक्रम" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "लइका मन कइसे सीखहीं" })).toBeVisible();
  });
});

test.describe("timeline", () => {
  test("shows metrics, four quarters and three upcoming phases with their budgets", async ({
    page,
  }) => {
    const response = await page.goto("/timeline");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Timeline" })).toBeVisible();
    const main = page.getByRole("main");
    for (const value of ["36 months", "₹1.63 Cr", "1,797", "0 of 3"]) {
      await expect(main.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(main.getByText("₹9,071 per person")).toBeVisible();
    for (const quarter of ["Q4 2025", "Q1 2026", "Q2 2026", "Q3 2026"]) {
      await expect(main.getByRole("heading", { level: 3, name: quarter })).toBeVisible();
    }
    for (const name of ["Phase 1: Foundation", "Phase 2: Expansion", "Phase 3: Completion"]) {
      await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(main.getByText("Upcoming", { exact: true })).toHaveCount(7);
    await expect(main.getByText("₹93 lakh", { exact: true })).toHaveCount(1);
    await expect(main.getByText("₹35 lakh", { exact: true })).toHaveCount(2);
    await expect(main.getByRole("progressbar", { name: /0% complete/ })).toHaveCount(3);
    await expect(main.getByRole("heading", { level: 2, name: "Educational focus" })).toBeVisible();
    await expect(main.getByRole("link", { name: "See the Month-by-Month Plan" })).toHaveAttribute(
      "href",
      "/implementation-timeline",
    );
    await expect(
      main.getByRole("link", { name: "See the Transformation Framework" }),
    ).toHaveAttribute("href", "/transformation-framework");
  });

  test("reads in Hindi and Chhattisgarhi", async ({ page }) => {
    await page.goto("/hi/timeline");
    await expect(page.getByRole("heading", { level: 2, name: "हर तिमाही के पड़ाव" })).toBeVisible();
    await expect(page.getByText("आने वाला", { exact: true })).toHaveCount(7);
    await page.goto("/cg/timeline");
    await expect(page.getByRole("heading", { level: 2, name: "बछर-बछर के चरन" })).toBeVisible();
    await expect(page.getByText("आवइया", { exact: true })).toHaveCount(7);
  });
});
