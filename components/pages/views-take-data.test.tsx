import type React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { TransparencyHero } from "@/components/pages/transparency/hero";
import { FinancialTab } from "@/components/pages/transparency/financial-tab";
import { OpenData } from "@/components/pages/transparency/open-data";
import { DashboardHero, MoneyStats } from "@/components/pages/dashboard/hero";
import { readActuals } from "@/content/ledger/read";
import {
  perPersonInvestment,
  phases,
  planTotalAndLength,
  programme,
  TOTAL_INVESTMENT,
} from "@/content/budget";
import { budgetCategoriesOf } from "@/content/budget-categories";
import { dashboardPhasesOf, shareOfBudget } from "@/content/dashboard";
import { executionPlansInCategories } from "@/content/figures/sums";
import { kpis } from "@/content/kpis";
import { RECEIPT_VERIFICATION_PERCENT } from "@/content/transparency";
import { village as pilotFacts } from "@/content/village";
import { formatCrore, formatDate, formatMonth, formatNumber, formatRupees } from "@/lib/format";
import { translator } from "@/lib/messages";
import { fileOf, getPilot, snapshotOf, type Ledger, type VillageSnapshot } from "@/lib/programme";
import { setRequestLanguage } from "@/lib/request-language";
import { stageText } from "@/lib/stage";
import { disagreementsOf } from "@/content/figures/disagreements";
import { formatReading } from "@/lib/figures";
import { stageArgs } from "@/lib/stage-args";
import { textOf as text } from "@/lib/testing/render-pages";

/**
 * Views show the village they are handed, not a ledger read at import: the same components,
 * rendered in one process with the pilot's snapshot and with a second village's (the e2e
 * fixture's files, eight months into Phase 1), each show that village's money and date.
 */
function fixtureVillage() {
  const { actuals, problems } = readActuals("e2e/fixtures/actuals");
  expect(problems).toEqual([]);
  return snapshotOf({
    slug: "fixture",
    village: fileOf(getPilot()),
    plan: getPilot().plan,
    actuals: actuals!,
  });
}

const t = translator("en");
setRequestLanguage("en");

// The parts as their pages render them: the plan's figures from content, beside the village's.
const heroPlan = {
  total: TOTAL_INVESTMENT,
  phases: phases.length,
  months: programme.months,
  perPerson: perPersonInvestment(),
  population: pilotFacts.population.total,
  receiptCommitment: RECEIPT_VERIFICATION_PERCENT,
  notes: planTotalAndLength,
};
const financialPlan = {
  total: TOTAL_INVESTMENT,
  phaseBudgets: phases.map((p) => p.budget),
  start: programme.start,
  end: programme.end,
  executionPlans: executionPlansInCategories,
};
const money = (ledger: Ledger) => ({
  total: TOTAL_INVESTMENT,
  raised: shareOfBudget(ledger.fundsRaised),
  spent: shareOfBudget(ledger.fundsSpent),
});
const hubHero = (ledger: Ledger) => <TransparencyHero ledger={ledger} plan={heroPlan} />;
const financialTab = ({ ledger, actuals }: VillageSnapshot) => (
  <FinancialTab
    ledger={ledger}
    actuals={actuals}
    plan={financialPlan}
    categories={budgetCategoriesOf(ledger)}
  />
);
const dashboardHero = (ledger: Ledger) => (
  <DashboardHero
    span={programme}
    ledger={ledger}
    money={money(ledger)}
    phases={dashboardPhasesOf(ledger)}
    kpis={kpis.length}
    households={pilotFacts.population.households}
  />
);

describe("views take their village's figures from the page", () => {
  const pilot = getPilot();
  const fixture = fixtureVillage();

  it("the two villages differ, so the test can tell them apart", () => {
    expect(fixture.ledger.fundsRaised).toBeGreaterThan(0);
    expect(fixture.ledger.fundsRaised).not.toBe(pilot.ledger.fundsRaised);
    expect(fixture.ledger.fundsSpent).not.toBe(pilot.ledger.fundsSpent);
    expect(fixture.ledger.asOf).not.toBe(pilot.ledger.asOf);
  });

  for (const [name, village] of [
    ["the pilot", pilot],
    ["the fixture village", fixture],
  ] as const) {
    it(`the hub's hero, Financial tab and the dashboard's money show ${name}'s money`, () => {
      const raised = formatRupees(village.ledger.fundsRaised, "en");
      const spent = formatRupees(village.ledger.fundsSpent, "en");
      const shown = (part: React.ReactElement) => text(renderToStaticMarkup(part));
      const hero = shown(hubHero(village.ledger));
      const financial = shown(financialTab(village));
      const stats = shown(<MoneyStats ledger={village.ledger} money={money(village.ledger)} />);
      for (const part of [hero, financial, stats]) expect(part).toContain(spent);
      expect(stats).toContain(raised);
      // The sentences around the figures choose their words by the same village's state: the
      // hero's description says what was received and spent once anything is recorded.
      const recorded = village.ledger.fundsSpent > 0 || village.ledger.fundsRaised > 0;
      const description = t("transparency.hero.description", {
        recorded: recorded ? "some" : "none",
        total: formatCrore(TOTAL_INVESTMENT, "en", 2),
        raised,
        spent,
      });
      expect(hero).toContain(text(description).trim());
      if (recorded) expect(financial).toContain(raised);
    });

    it(`the dashboard's launch badge words ${name}'s stage`, () => {
      const html = renderToStaticMarkup(dashboardHero(village.ledger));
      const badges = [...html.matchAll(/<span class="ui-badge[^"]*">([^<]*)<\/span>/g)].map(
        (m) => m[1],
      );
      expect(badges).toContain(t("dashboard.hero.launch", stageArgs("en", village.ledger)));
    });

    it(`the families note beside ${name}'s money lists the other readings of its own count`, () => {
      const html = renderToStaticMarkup(financialTab(village));
      const entry = disagreementsOf(village.ledger).find((d) => d.measure === "funds.families")!;
      const others = entry.readings
        .filter((r) => r.value !== village.ledger.fundsGifts)
        .map((r) => formatReading(r, entry.unit, "en", t));
      const note = t("figures.note", {
        name: t(`figures.${entry.id}.name`),
        readings: others.join(", "),
      });
      expect(text(html)).toContain(text(note).trim());
    });

    it(`the hub's stage badge and "Figures as of" line are ${name}'s`, () => {
      const html = renderToStaticMarkup(hubHero(village.ledger));
      expect(html).toContain(`data-as-of="${village.ledger.asOf}"`);
      expect(text(html)).toContain(
        t("ledger.asOf", { date: formatDate(village.ledger.asOf, "en") }),
      );
      const badges = [...html.matchAll(/<span class="ui-badge[^"]*">([^<]*)<\/span>/g)].map(
        (m) => m[1],
      );
      expect(badges).toContain(stageText("en", "label", village.ledger));
    });

    it(`the hub's monthly table and receipts are ${name}'s`, () => {
      const financial = renderToStaticMarkup(financialTab(village));
      // One row per month of the village's ledger, the last its as-of month.
      const months = village.ledger.months;
      expect(text(financial)).toContain(formatMonth(months.at(-1)!.month, "en"));
      const receipts = formatNumber(village.ledger.totalTally.receipts, "en");
      expect(text(financial)).toContain(receipts);
    });

    it(`the open-data section dates ${name}'s files and sums its expenses`, () => {
      const html = renderToStaticMarkup(<OpenData village={village} total={TOTAL_INVESTMENT} />);
      expect(html).toContain(`data-as-of="${village.ledger.asOf}"`);
      expect(text(html)).toContain(formatDate(village.ledger.asOf, "en"));
      // The line under the team's expenses file adds up the village's own rows.
      const expenses = /data-file-total="expenses">([^<]*)</.exec(html)?.[1] ?? "";
      expect(expenses).toContain(formatRupees(village.ledger.fundsSpent, "en"));
    });
  }
});
