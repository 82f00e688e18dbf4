import type React from "react";
import { DashboardView } from "@/components/pages/dashboard";
import { TransparencyView } from "@/components/pages/transparency";
import { readActuals } from "@/content/ledger/read";
import { TOTAL_INVESTMENT } from "@/content/budget";
import { formatCrore, formatDate, formatMonth, formatNumber, formatRupees } from "@/lib/format";
import { translator } from "@/lib/messages";
import { fileOf, getPilot, snapshotOf, type VillageSnapshot } from "@/lib/programme";
import { setRequestLanguage } from "@/lib/request-language";
import { stageText } from "@/lib/stage";
import { disagreementsOf } from "@/content/figures/disagreements";
import { formatReading } from "@/lib/figures";
import { stageArgs } from "@/lib/stage-args";
import { markup, textOf as text } from "@/lib/testing/render-pages";

/**
 * Views show the village they are handed, not a ledger read at import: the hub's and the
 * dashboard's views, as their pages render them, in one process with the pilot's snapshot and
 * with a second village's (the e2e fixture's files, eight months into Phase 1), each show that
 * village's money and date.
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

/** A page as its view renders it for a village, and the part of it between two markers. */
const pageOf = (
  View: (props: { village: VillageSnapshot }) => React.ReactNode,
  v: VillageSnapshot,
) => markup(<>{View({ village: v })}</>);
function between(html: string, from: string, to: string): string {
  const start = html.indexOf(from);
  const end = html.indexOf(to, start + from.length);
  if (start < 0 || end < 0) throw new Error(`the page no longer has ${from} … ${to}`);
  return html.slice(start, end);
}
/** The hub's hero (before its tabs) and its Financial tab's panel. */
async function hub(v: VillageSnapshot) {
  const html = await pageOf(TransparencyView, v);
  return {
    html,
    hero: html.slice(0, html.indexOf('role="tablist"')),
    financial: between(
      html,
      html.match(/role="tabpanel" id="[^"]*-panel-financial"/)?.[0] ?? "-",
      'role="tabpanel"',
    ),
  };
}
/** The dashboard's hero, before its tabs. */
async function dashboardHero(v: VillageSnapshot) {
  const html = await pageOf(DashboardView, v);
  return html.slice(0, html.indexOf('role="tablist"'));
}

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
    it(`the hub's hero, Financial tab and the dashboard's money show ${name}'s money`, async () => {
      const raised = formatRupees(village.ledger.fundsRaised, "en");
      const spent = formatRupees(village.ledger.fundsSpent, "en");
      const parts = await hub(village);
      const hero = text(parts.hero);
      const financial = text(parts.financial);
      const stats = text(await dashboardHero(village));
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

    it(`the dashboard's launch badge words ${name}'s stage`, async () => {
      const html = await dashboardHero(village);
      const badges = [...html.matchAll(/<span class="ui-badge[^"]*">([^<]*)<\/span>/g)].map(
        (m) => m[1],
      );
      expect(badges).toContain(t("dashboard.hero.launch", stageArgs("en", village.ledger)));
    });

    it(`the families note beside ${name}'s money lists the other readings of its own count`, async () => {
      const html = (await hub(village)).financial;
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

    it(`the hub's stage badge and "Figures as of" line are ${name}'s`, async () => {
      const html = (await hub(village)).hero;
      expect(html).toContain(`data-as-of="${village.ledger.asOf}"`);
      expect(text(html)).toContain(
        t("ledger.asOf", { date: formatDate(village.ledger.asOf, "en") }),
      );
      const badges = [...html.matchAll(/<span class="ui-badge[^"]*">([^<]*)<\/span>/g)].map(
        (m) => m[1],
      );
      expect(badges).toContain(stageText("en", "label", village.ledger));
    });

    it(`the hub's monthly table and receipts are ${name}'s`, async () => {
      const financial = (await hub(village)).financial;
      // One row per month of the village's ledger, the last its as-of month.
      const months = village.ledger.months;
      expect(text(financial)).toContain(formatMonth(months.at(-1)!.month, "en"));
      const receipts = formatNumber(village.ledger.totalTally.receipts, "en");
      expect(text(financial)).toContain(receipts);
    });

    it(`the open-data section dates ${name}'s files and sums its expenses`, async () => {
      const html = between((await hub(village)).html, 'id="open-data"', "</section>");
      expect(html).toContain(`data-as-of="${village.ledger.asOf}"`);
      expect(text(html)).toContain(formatDate(village.ledger.asOf, "en"));
      // The line under the team's expenses file adds up the village's own rows.
      const expenses = /data-file-total="expenses">([^<]*)</.exec(html)?.[1] ?? "";
      expect(expenses).toContain(formatRupees(village.ledger.fundsSpent, "en"));
    });
  }
});
