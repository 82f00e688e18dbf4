import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

const pages = ["/starlink-impact", "/ai-lab-impact", "/telemedicine-impact", "/solar-power-impact"];

async function open(page: Page, path: string, h1: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  return page.getByRole("main");
}

async function expectHeadings(page: Page, names: string[]) {
  for (const name of names)
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
}

async function expectTexts(page: Page, texts: string[]) {
  const main = page.getByRole("main");
  for (const text of texts)
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Every progress bar on the page has a name that carries its figures. */
async function expectNamedProgressBars(page: Page, atLeast: number) {
  const labels = await page
    .getByRole("main")
    .getByRole("progressbar")
    .evaluateAll((bars) => bars.map((b) => b.getAttribute("aria-label") ?? ""));
  expect(labels.length).toBeGreaterThanOrEqual(atLeast);
  for (const label of labels) expect(label).toMatch(/\d/);
}

async function expectIllustrativeStories(page: Page, badge = "Illustrative") {
  await expect(page.locator("#stories").getByText(badge, { exact: true })).toHaveCount(3);
}

test.describe("impact pages in English", () => {
  test("satellite internet: tiles, benefits, phases, specifications, links", async ({ page }) => {
    await open(page, "/starlink-impact", "Satellite Internet Impact");
    await expectHeadings(page, [
      "Tracked metrics",
      "What changes for the village",
      "Rollout in 4 phases",
      "Specifications",
      "Where to next",
    ]);
    await expectTexts(page, [
      "up to 100 Mbps",
      "50–100 Mbps",
      "10–20 Mbps",
      "20–40 ms",
      "99.9%",
      "8 hotspots",
    ]);
    await expectTexts(page, ["500+ people", "₹50 lakh", "₹20 lakh", "2.5 years", "50+ jobs"]);
    await expect(
      page.getByRole("progressbar", { name: /^Household coverage: Planning figure 25%/ }),
    ).toHaveAttribute("aria-valuenow", "25");
    await expect(
      page.getByRole("progressbar", { name: "Survey and planning: 60% complete" }),
    ).toBeVisible();
    await expect(page.locator("#rollout").getByText("In Progress", { exact: true })).toHaveCount(1);
    await expect(page.locator("#rollout").getByText("Planned", { exact: true })).toHaveCount(3);
    await expectNamedProgressBars(page, 8);
    await expect(page.getByRole("link", { name: "Invest in the plan" })).toHaveAttribute(
      "href",
      "/investment",
    );
    await expect(page.getByRole("link", { name: "See the budget" })).toHaveAttribute(
      "href",
      "/transparency",
    );
  });

  test("AI lab: metrics, programmes, facilities, stories, projections", async ({ page }) => {
    await open(page, "/ai-lab-impact", "AI Lab Impact");
    await expectHeadings(page, [
      "Tracked metrics",
      "Training programmes",
      "Facilities",
      "Success stories we are working towards",
      "Five-year projections",
    ]);
    for (const title of [
      "Digital Foundations",
      "AI Tutor Programme",
      "Coding and Robotics",
      "Digital Skills for Work",
    ])
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    await expectTexts(page, [
      "70%",
      "150 students",
      "8 courses",
      "40 students",
      "30 computers",
      "15 licences",
      "12 hours",
    ]);
    await expectTexts(page, ["25% → 80%", "40% → 95%", "5 → 20 projects", "15% → 50%"]);
    await expect(page.getByRole("progressbar", { name: /^Students enrolled:/ })).toHaveAttribute(
      "aria-valuenow",
      "30",
    );
    await expectIllustrativeStories(page);
    await expectNamedProgressBars(page, 11);
  });

  test("telemedicine: reverse metric, services, outcomes, savings in thousands with their total", async ({
    page,
  }) => {
    await open(page, "/telemedicine-impact", "Telemedicine Impact");
    await expectHeadings(page, [
      "Tracked metrics",
      "Services",
      "Health outcomes we aim for",
      "Savings for village families",
      "Patient stories",
    ]);
    const emergency = page.getByRole("progressbar", { name: /^Emergency response time:/ });
    await expect(emergency).toHaveAttribute("aria-valuenow", "0");
    await expect(emergency).toHaveAccessibleName(/0% of the way from 8 minutes to 2 minutes/);
    await expect(page.getByText("Lower is better")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: /^Consultations:/ })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    for (const title of [
      "24/7 Video Consultations",
      "Emergency Triage",
      "Chronic Care Monitoring",
      "Mother and Child Health",
    ])
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    const savings = page.locator("#savings");
    for (const amount of ["₹180K", "₹120K", "₹300K", "₹80K"])
      await expect(savings.getByText(amount)).toBeVisible();
    await expect(savings.getByText("₹680K", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "Total savings a year" }),
    ).toBeVisible();
    await expectIllustrativeStories(page);
    await expectNamedProgressBars(page, 4);
  });

  test("solar: tiles, components, gains, phases as stated, goals, stories", async ({ page }) => {
    await open(page, "/solar-power-impact", "Solar Power Impact");
    await expectHeadings(page, [
      "Tracked metrics",
      "System components",
      "Environmental gains",
      "Economic gains",
      "Preparation phases",
      "Sustainability goals",
      "Stories from a solar village",
    ]);
    await expectTexts(page, [
      "300 kW",
      "500 kW",
      "1.2 MWh",
      "22%",
      "25 years",
      "95%",
      "99.5%",
      "650 MWh a year",
      "6 years",
    ]);
    await expectTexts(page, ["300 tons a year", "₹32 lakh"]);
    const phases = page.locator("#phases");
    await expect(phases.getByText("Completed", { exact: true })).toHaveCount(1);
    await expect(phases.getByText("In Progress", { exact: true })).toHaveCount(2);
    await expect(phases.getByText("Planned", { exact: true })).toHaveCount(1);
    await expect(
      page.getByRole("progressbar", { name: "System design: 75% complete" }),
    ).toBeVisible();
    await expectIllustrativeStories(page);
    await expectNamedProgressBars(page, 8);
  });
});

interface LocalCase {
  path: string;
  h1: string;
  h2: string[];
  /** Extra checks: translated badges, amounts in the language's thousands, localized links. */
  check?: (page: Page) => Promise<void>;
}

const localCases: Record<"hi" | "cg", LocalCase[]> = {
  hi: [
    {
      path: "/starlink-impact",
      h1: "सैटेलाइट इंटरनेट का असर",
      h2: ["जिन आँकड़ों पर नज़र रखी जाएगी", "गाँव में क्या बदलेगा", "तकनीकी जानकारी", "आगे क्या करें"],
      check: async (page) => {
        await expect(page.getByRole("link", { name: "योजना में निवेश करें" })).toHaveAttribute(
          "href",
          "/hi/investment",
        );
        await expect(page.locator("#rollout").getByText("जारी है", { exact: true })).toHaveCount(1);
      },
    },
    {
      path: "/ai-lab-impact",
      h1: "एआई लैब का असर",
      h2: ["प्रशिक्षण कार्यक्रम", "सुविधाएँ", "पाँच साल का अनुमान"],
      check: (page) => expectIllustrativeStories(page, "काल्पनिक उदाहरण"),
    },
    {
      path: "/telemedicine-impact",
      h1: "टेलीमेडिसिन का असर",
      h2: ["सेवाएँ", "गाँव के परिवारों की बचत", "मरीज़ों की कहानियाँ"],
      check: async (page) => {
        await expect(
          page.getByRole("heading", { level: 3, name: "24/7 वीडियो परामर्श" }),
        ).toBeVisible();
        await expect(
          page.locator("#savings").getByText("₹680 हज़ार", { exact: true }),
        ).toBeVisible();
      },
    },
    {
      path: "/solar-power-impact",
      h1: "सोलर बिजली का असर",
      h2: ["सिस्टम के हिस्से", "तैयारी के चरण", "टिकाऊपन के लक्ष्य"],
      check: (page) =>
        expect(page.locator("#phases").getByText("पूरा हुआ", { exact: true })).toHaveCount(1),
    },
  ],
  cg: [
    {
      path: "/starlink-impact",
      h1: "सैटेलाइट इंटरनेट के असर",
      h2: ["जेन आँकड़ा ऊपर नजर रखे जाही", "गाँव म का बदलही", "4 चरन म सुरुआत"],
      check: async (page) => {
        await expect(page.locator("html")).toHaveAttribute("lang", "hne");
        await expect(page.getByRole("link", { name: "बजट देखव" })).toHaveAttribute(
          "href",
          "/cg/transparency",
        );
      },
    },
    {
      path: "/ai-lab-impact",
      h1: "एआई लैब के असर",
      h2: ["सिखई के कार्यक्रम", "सुविधा मन", "पाँच बछर के अनुमान"],
    },
    {
      path: "/telemedicine-impact",
      h1: "टेलीमेडिसिन के असर",
      h2: ["सेवा मन", "गाँव के परिवार मन के बचत", "मरीज मन के कहानी"],
      check: async (page) => {
        await expect(
          page.locator("#savings").getByText("₹680 हजार", { exact: true }),
        ).toBeVisible();
        await expectIllustrativeStories(page, "कल्पना के उदाहरन");
      },
    },
    {
      path: "/solar-power-impact",
      h1: "सोलर बिजली के असर",
      h2: ["सिस्टम के हिस्सा मन", "तियारी के चरन", "टिकाऊपन के लक्ष्य"],
    },
  ],
};

for (const [lang, cases] of Object.entries(localCases)) {
  test.describe(`impact pages in ${lang}`, () => {
    for (const c of cases) {
      test(`/${lang}${c.path} has translated headings`, async ({ page }) => {
        await open(page, `/${lang}${c.path}`, c.h1);
        await expectHeadings(page, c.h2);
        await c.check?.(page);
      });
    }
  });
}

test.describe("impact pages on a phone", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("no horizontal scroll at 360 px", async ({ page }) => {
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
