import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { fixtureCsv } from "./support/csv";
import { fixtureStatus as status } from "./support/fixture-ledger";
import { settle } from "./support/watch";

/**
 * The pages built from the fixture set of the programme team's files (e2e/fixtures/actuals: eight
 * months into Phase 1), served by the ledger project. The expected figures are worked out here
 * from the files themselves, with the ledger specs' own parser (e2e/support/csv.ts), not through
 * content/ledger: a mistake in the site's reading of the files cannot pass by being repeated in
 * the test.
 */

/** Rupees as the sheet writes them: "34,480", "₹ 34480", "34480". */
const rupees = (text: string) => Number(text.replace(/[₹,\s]/g, ""));
const sum = (rows: Record<string, string>[]) => rows.reduce((s, r) => s + rupees(r.amount!), 0);

const raised = sum(fixtureCsv("funds.csv"));
const spent = sum(fixtureCsv("expenses.csv"));
const achieved = new Map(fixtureCsv("milestones.csv").map((r) => [r.milestone!, r.achieved!]));

const PHASE_1 = ["installInternet", "commissionPumps", "openTelemedicine", "startDigitalClasses"];
const phase1Done = PHASE_1.filter((id) => achieved.has(id)).length;
const phase1Completion = Math.round((phase1Done / PHASE_1.length) * 100);

const MONTHS = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  hi: [
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्तूबर",
    "नवंबर",
    "दिसंबर",
  ],
};
/** "2026-05-31" → "31 May 2026"; Hindi and Chhattisgarhi use the Hindi month names. */
function day(iso: string, lang: "en" | "hi"): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${d} ${MONTHS[lang][m - 1]} ${y}`;
}

/** The figure shown under a stat's label. */
function statValue(scope: Locator, label: string): Locator {
  return scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .first()
    .locator("dd")
    .first();
}
const digits = async (locator: Locator) => Number((await locator.innerText()).replace(/\D/g, ""));

test.beforeAll(() => {
  // The fixture is what these expectations describe: work has started, money is in and out.
  expect(status.stage).toBe("Implementation");
  expect(raised).toBeGreaterThan(0);
  expect(spent).toBeGreaterThan(0);
  expect(phase1Done).toBe(3);
  expect(status.familiesHelped).toBeGreaterThan(0);
});

test("dashboard: Total Raised and Funds Deployed are the sums of funds.csv and expenses.csv", async ({
  page,
}) => {
  await page.goto("/dashboard");
  const hero = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .first();
  expect(await digits(statValue(hero, "Total Raised"))).toBe(raised);
  expect(await digits(statValue(hero, "Funds Deployed"))).toBe(spent);
  expect(await digits(statValue(hero, "Families Helped"))).toBe(status.familiesHelped);
  // The hints no longer speak of the time before launch.
  await expect(hero).not.toContainText("Nothing spent before launch");
  await expect(hero).not.toContainText("Fundraising opens with the launch");
  await expect(hero).toContainText(`Figures as of ${day(status.asOf, "en")}`);

  // The Financial tab shows the same sums (every panel is in the page; the tab reveals it).
  await settle(page);
  await page.getByRole("tab", { name: "Financial" }).click();
  const financial = page.getByRole("tabpanel", { name: "Financial" });
  expect(await digits(statValue(financial, "Total Raised"))).toBe(raised);
  expect(await digits(statValue(financial, "Funds Deployed"))).toBe(spent);
});

test("dashboard: the stage has moved, Phase 1 is active and its completion comes from its milestones", async ({
  page,
}) => {
  await page.goto("/dashboard");
  const main = page.getByRole("main");
  await expect(main.getByText("Pre-Implementation", { exact: true })).toHaveCount(0);
  await expect(main.getByText("Implementation", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("Launched Q4 2025")).toBeVisible();

  await settle(page);
  await page.getByRole("tab", { name: "Phase Timeline" }).click();
  const phases = page.getByRole("tabpanel", { name: "Phase Timeline" });
  await expect(
    phases.getByRole("progressbar", { name: `Phase 1: Foundation: ${phase1Completion}% complete` }),
  ).toBeVisible();
  await expect(phases.locator("[data-status=active]").first()).toHaveText("Active");

  await page.getByRole("tab", { name: "8 Core KPIs" }).click();
  const kpis = page.getByRole("tabpanel", { name: "8 Core KPIs" });
  const measured = fixtureCsv("measurements.csv").find((m) => m.kpi === "digital")!;
  await expect(
    kpis.getByRole("progressbar", { name: `Digital fluency: ${measured.value}% of 100% target` }),
  ).toBeVisible();
  await expect(kpis.getByText(`Measured ${day(measured.date!, "en")}`)).toBeVisible();
});

test("timeline: Phase 1 in progress, achieved milestones ticked with their dates", async ({
  page,
}) => {
  await page.goto("/timeline");
  const main = page.getByRole("main");
  await expect(main.getByText(/Pre-implementation/)).toHaveCount(0);
  await expect(main.getByText("Under way since Q4 2025").first()).toBeVisible();
  await expect(
    main.getByRole("progressbar", { name: `Phase 1: Foundation: ${phase1Completion}% complete` }),
  ).toBeVisible();
  for (const id of PHASE_1) {
    const item = main.locator(`[data-milestone=${id}]`);
    if (achieved.has(id)) {
      await expect(item).toHaveAttribute("data-completed", "true");
      await expect(item).toContainText(`Achieved ${day(achieved.get(id)!, "en")}`);
      await expect(item).toContainText("(Done)");
    } else {
      await expect(item).toHaveAttribute("data-completed", "false");
    }
  }
  await expect(main.locator("[data-as-of]").first()).toHaveText(
    `Figures as of ${day(status.asOf, "en")}`,
  );
});

test("the stage badges and the footer say the work is under way", async ({ page }) => {
  for (const path of ["/", "/community", "/education", "/our-plan", "/starlink-impact"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByText("Under way since Q4 2025").first()).toBeVisible();
    await expect(page.getByRole("main").getByText(/Pre-implementation · launch/)).toHaveCount(0);
  }
  await expect(page.getByRole("contentinfo")).toContainText(
    "Implementation. Under way since Q4 2025.",
  );
});

test("an execution plan and an impact page move with the recorded milestones", async ({ page }) => {
  // The satellite link's installation is the hub's connection to it: 1 of the first quarter's 5 lines.
  expect(achieved.has("installInternet")).toBe(true);
  await page.goto("/digital-services-execution");
  const plan = page.locator("#quarterly-plan");
  await expect(plan.getByText("In Progress", { exact: true })).toHaveCount(1);
  await expect(plan.getByText("Planned", { exact: true })).toHaveCount(5);
  await expect(page.getByText("Under way: 1 of 6 quarters In Progress")).toBeVisible();

  await page.goto("/starlink-impact");
  const rollout = page.locator("#rollout");
  await expect(rollout.getByText("Completed", { exact: true })).toHaveCount(3);
  await expect(rollout.getByText("Planned", { exact: true })).toHaveCount(1);
});

async function expectAsOf(page: Page, path: string, text: string) {
  await page.goto(path);
  const line = page.locator(`[data-as-of="${status.asOf}"]`).first();
  await expect(line).toBeVisible();
  await expect(line).toHaveText(text);
}

test("'Figures as of' shows the date in all three languages", async ({ page }) => {
  await expectAsOf(page, "/dashboard", `Figures as of ${day(status.asOf, "en")}`);
  await expectAsOf(page, "/hi/dashboard", `${day(status.asOf, "hi")} तक के आँकड़े`);
  await expectAsOf(page, "/cg/dashboard", `${day(status.asOf, "hi")} तक के आँकड़ा`);
  await expectAsOf(page, "/hi/timeline", `${day(status.asOf, "hi")} तक के आँकड़े`);
});
