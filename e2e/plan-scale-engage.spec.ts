import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

async function open(page: Page, path: string, h1: string | RegExp) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  return page.getByRole("main");
}

async function expectLinks(page: Page, links: Record<string, string>) {
  const main = page.getByRole("main");
  for (const [name, href] of Object.entries(links)) {
    await expect(main.getByRole("link", { name, exact: true }).first()).toHaveAttribute(
      "href",
      href,
    );
  }
}

const tierRanges = ["₹10-50 Cr", "₹25-100 Cr", "₹50-200 Cr", "₹100-500 Cr"];

test("framework: age-group plans, investments, phases and calls to action, at both paths", async ({
  page,
}) => {
  for (const path of ["/our-plan", "/transformation-framework"]) {
    const main = await open(page, path, "Transformation Framework");
    for (const group of ["Children", "Adults", "Seniors"]) {
      await expect(main.getByRole("heading", { level: 3, name: group })).toBeVisible();
    }
    for (const people of ["540 people", "1,077 people", "180 people"])
      await expect(main.getByText(people)).toBeVisible();
    const groups = main.getByRole("region", { name: "Age-group plans" });
    for (const lakh of ["₹35 lakh", "₹95 lakh", "₹13 lakh"])
      await expect(groups.getByText(lakh, { exact: true })).toBeVisible();
    await expect(groups.getByText(/add up to ₹143 lakh/)).toBeVisible();
    for (const phase of ["Foundation", "Expansion", "Completion"]) {
      await expect(main.getByRole("heading", { level: 3, name: phase })).toBeVisible();
    }
    for (const item of [
      "Connectivity deployment",
      "Solar pump installation",
      "Basic telemedicine",
      "Digital literacy programmes",
    ]) {
      await expect(main.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(
      main.getByRole("progressbar", { name: "Foundation: 57% of the budget" }),
    ).toBeVisible();
  }
  await expectLinks(page, {
    "Invest in the plan": "/investment",
    "Track progress": "/dashboard-v2",
  });
});

test("scaling: national figures, roadmap with statuses, chart table, tiers and links", async ({
  page,
}) => {
  const main = await open(page, "/scaling", "National Scaling Framework");
  for (const figure of ["600,000+", "800M+", "₹668", "10 years"])
    await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
  await expect(
    main.getByText(/pilot is the active phase, but it is still in pre-implementation/),
  ).toBeVisible();

  const table = main.getByRole("table", { name: "Scaling phases" });
  const rows = [
    ["Pilot village", "1", "Active"],
    ["District cluster", "50", "Planned"],
    ["State programme", "5,000", "Vision"],
    ["National scale", "600,000+", "Vision"],
  ];
  for (const [phase, villages, status] of rows) {
    const row = table.getByRole("row", { name: new RegExp(`^${phase}`) });
    await expect(row.getByRole("cell").first()).toHaveText(villages!);
    await expect(row).toContainText(status!);
  }
  await expect(main.getByText("Villages per phase (logarithmic scale)")).toBeVisible();
  for (const metric of ["Villages reached", "Cost per person", "Literacy"]) {
    await expect(main.getByRole("heading", { level: 3, name: metric })).toBeVisible();
  }
  await expect(main.getByText("13.6 times lower than in the pilot")).toBeVisible();
  for (const range of tierRanges)
    await expect(main.getByText(range, { exact: true })).toBeVisible();
  await expectLinks(page, {
    "Invest in the pilot": "/investment",
    "See the budget": "/transparency-hub",
    "See the evidence": "/evidence",
    "Partner roles and how to join": "/partnership-ecosystem",
  });
});

test("engagement hub: honest metrics, the five anchored ways to take part, journey and links", async ({
  page,
  context,
}) => {
  await open(page, "/engagement-hub", "Engagement Hub");
  const main = await open(page, "/engagement", "Engagement Hub");
  await expect(main.getByText("₹0", { exact: true })).toBeVisible();
  const supporters = main.getByRole("listitem").filter({ hasText: "Supporters counted so far" });
  await expect(supporters.getByText("0", { exact: true })).toBeVisible();
  await expect(
    main.getByText(/247 families have invested\. That is a marketing claim, not a record/),
  ).toBeVisible();

  const ways = {
    volunteer: "Volunteer",
    "share-expertise": "Share expertise",
    advocate: "Advocate",
    visit: "Visit",
    invest: "Invest",
  };
  for (const [id, name] of Object.entries(ways)) {
    const region = page.locator(`#${id}`);
    await expect(region).toHaveCount(1);
    await expect(page.getByRole("region", { name, exact: true })).toHaveAttribute("id", id);
    await expect(region.getByText("What you can do now")).toBeVisible();
  }
  await main
    .getByRole("navigation", { name: "Ways to take part" })
    .getByRole("link", { name: "Visit" })
    .click();
  await expect(page).toHaveURL(/#visit$/);
  await expect(page.locator("#visit")).toBeInViewport();

  for (const step of ["Discover", "Verify", "Choose", "Commit", "Follow"]) {
    await expect(main.getByRole("heading", { level: 3, name: step, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("progressbar", { name: "Commit: 80% of the journey" })).toBeVisible();
  for (const level of ["Very High", "High", "Medium"])
    await expect(main.getByText(level, { exact: true }).first()).toBeVisible();
  await expect(main.locator("#contact")).toContainText(
    "No public contact address has been published yet",
  );

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Clicked again only while no toast exists: a click that lands before hydration does nothing.
  const copied = page.getByText("Link copied. Thank you for sharing.");
  await expect(async () => {
    if ((await copied.count()) === 0) {
      await main.getByRole("button", { name: "Copy link to this page" }).click();
    }
    await expect(copied.first()).toBeAttached({ timeout: 5000 });
  }).toPass({ timeout: 40_000 });
  await expect(copied.filter({ visible: true }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/engagement$/);

  await expectLinks(page, {
    "Community voice": "/community",
    "Investment opportunity": "/investment",
  });
  await expect(
    page.locator("#advocate").getByRole("link", { name: "National scaling plan" }),
  ).toHaveAttribute("href", "/scaling");
});

test("engagement anchors are reachable from another page's link", async ({ page }) => {
  await page.goto("/partnership-ecosystem");
  await page.getByRole("main").getByRole("link", { name: "Share expertise", exact: true }).click();
  // The first visit compiles the page on a development server, hence the longer wait.
  await expect(page).toHaveURL(/\/engagement#share-expertise$/, { timeout: 30_000 });
  await expect(page.locator("#share-expertise")).toBeInViewport();
});

test("partnership ecosystem: tiers, six roles without named partners, how to join", async ({
  page,
}) => {
  const main = await open(page, "/partnership-ecosystem", "Partnership Ecosystem");
  await expect(main.getByText("No partnerships signed yet")).toBeVisible();
  for (const range of tierRanges)
    await expect(main.getByText(range, { exact: true })).toBeVisible();
  for (const role of [
    "Government",
    "CSR and foundations",
    "Technology",
    "Healthcare",
    "Academic and research",
    "Community",
  ]) {
    await expect(main.getByRole("heading", { level: 3, name: role })).toBeVisible();
  }
  await expectLinks(page, {
    "Share expertise": "/engagement#share-expertise",
    "Ways to fund the work": "/engagement#invest",
    "See the scaling roadmap": "/scaling",
    "Investment opportunity": "/investment",
  });
});

test.describe("Hindi and Chhattisgarhi: translated headings, Indian units and localized links", () => {
  test("framework", async ({ page }) => {
    let main = await open(page, "/hi/our-plan", "बदलाव की रूपरेखा");
    await expect(
      main.getByRole("heading", { level: 2, name: "उम्र के हिसाब से योजनाएँ" }),
    ).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "नींव" })).toBeVisible();
    await expect(
      main
        .getByRole("region", { name: "उम्र के हिसाब से योजनाएँ" })
        .getByText("₹35 लाख", { exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "योजना में निवेश करें" })).toHaveAttribute(
      "href",
      "/hi/investment",
    );
    await expect(main.getByRole("link", { name: "प्रगति देखें" })).toHaveAttribute(
      "href",
      "/hi/dashboard-v2",
    );

    main = await open(page, "/cg/transformation-framework", "बदलाव के रूपरेखा");
    await expect(main.getByRole("heading", { level: 2, name: "3 चरन के रद्दा" })).toBeVisible();
  });

  test("scaling", async ({ page }) => {
    const main = await open(page, "/hi/scaling", "राष्ट्रीय विस्तार की रूपरेखा");
    await expect(main.getByText("6,00,000+", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("80 करोड़+", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("₹10-50 करोड़", { exact: true })).toBeVisible();
    await expect(main.getByText("मौजूदा चरण", { exact: true }).first()).toBeVisible();
    await expect(main.getByRole("link", { name: "प्रमाण देखें" })).toHaveAttribute(
      "href",
      "/hi/evidence",
    );
  });

  test("engagement", async ({ page }) => {
    const main = await open(page, "/cg/engagement-hub", "भागीदारी केंद्र");
    await expect(main.getByRole("heading", { level: 2, name: "जुड़े के रद्दा" })).toBeVisible();
    await expect(main.getByText("बहुते जादा", { exact: true }).first()).toBeVisible();
    await expect(
      main.locator("#volunteer").getByRole("heading", { name: "सेवा करव" }),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "गाँव के आवाज" }).last()).toHaveAttribute(
      "href",
      "/cg/community",
    );
  });

  test("partnership ecosystem", async ({ page }) => {
    const main = await open(page, "/hi/partnership-ecosystem", "साझेदारी तंत्र");
    await expect(main.getByRole("heading", { level: 2, name: "साझेदारों की भूमिका" })).toBeVisible();
    await expect(main.getByRole("link", { name: "अपना अनुभव साझा करें" })).toHaveAttribute(
      "href",
      "/hi/engagement#share-expertise",
    );
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the four pages fit 360 px without horizontal scroll", async ({ page }) => {
    for (const path of ["/our-plan", "/scaling", "/engagement", "/partnership-ecosystem"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
