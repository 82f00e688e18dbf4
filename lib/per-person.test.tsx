import { perPersonFigure } from "@/content/figures/headline";
import { renderToStaticMarkup } from "react-dom/server";
import { OverviewTab } from "@/components/pages/dashboard/overview-tab";
import { TimelineHero } from "@/components/pages/implementation-timeline/hero";
import {
  OVERVIEW_CARD_TOTAL,
  perPersonInvestment,
  phases,
  programme,
  TOTAL_INVESTMENT,
} from "@/content/budget";
import { dashboardPhasesOf } from "@/content/dashboard";
import { monthlyTimeline } from "@/content/implementation";
import { kpisOf } from "@/content/kpis";
import { village } from "@/content/village";
import { translator } from "@/lib/messages";
import { setRequestLanguage } from "@/lib/request-language";
import { getPilot } from "@/lib/programme";
import { textOf as text } from "@/lib/testing/render-pages";

/** The dashboard's overview tab, with the figures its page hands it. */
function overviewTab() {
  const { ledger } = getPilot();
  return (
    <OverviewTab
      ledger={ledger}
      phases={dashboardPhasesOf(ledger)}
      kpis={kpisOf(ledger)}
      budget={{ card: OVERVIEW_CARD_TOTAL, total: TOTAL_INVESTMENT }}
      perPersonFigure={perPersonFigure}
    />
  );
}

describe("₹9,071 per person on the dashboard and the implementation timeline", () => {
  it("is the total over the village's people, computed", () => {
    expect(perPersonInvestment()).toBe(Math.round(TOTAL_INVESTMENT / village.population.total));
    expect(perPersonInvestment()).toBe(9_071);
  });

  for (const lang of ["en", "hi", "cg"] as const) {
    it(`shows it with its derivation in ${lang}`, () => {
      const t = translator(lang);
      setRequestLanguage(lang);
      const words = [
        t("figures.per-person.name"),
        "₹9,071",
        `${t("figures.derived")}: ${t("figures.per-person.derived", { total: "₹1,63,00,000", people: "1,797" })}`,
      ].join(" ");
      // The figure's name, ₹9,071 and its derivation, as /figures writes them.
      if (lang === "en") {
        expect(words).toBe(
          "Investment per villager ₹9,071 How it is derived: ₹1,63,00,000 ÷ 1,797 villagers",
        );
      }
      expect(text(renderToStaticMarkup(overviewTab()))).toContain(words);
      const hero = (
        <TimelineHero
          ledger={getPilot().ledger}
          months={programme.months}
          phases={phases.length}
          total={TOTAL_INVESTMENT}
          first={monthlyTimeline[0]!.month}
          last={monthlyTimeline.at(-1)!.month}
          perPersonFigure={perPersonFigure}
        />
      );
      expect(text(renderToStaticMarkup(hero))).toContain(words);
    });
  }
});
