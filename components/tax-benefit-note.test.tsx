import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SummaryPanel } from "@/components/pages/investment/summary-panel";
import { TierDetails } from "@/components/pages/investment/tier-details";
import { ceilingValues, TaxConditions, type TaxCeiling } from "@/components/tax-benefit-note";
import { programmeContactOf } from "@/content/engagement/shared";
import { investmentTiers, type InvestmentTier } from "@/content/investment";
import { most80gSaving, taxCeiling, TOP_MARGINAL_RATE_PERCENT } from "@/content/investment/tax";
import { formatRupees } from "@/lib/format";
import { languages, localizePath } from "@/lib/i18n";
import { translator, type MessageKey } from "@/lib/messages";
import { getPilot } from "@/lib/programme";
import { setRequestLanguage } from "@/lib/request-language";
import { SITE_URL } from "@/lib/site";

const contact = programmeContactOf(getPilot().ledger);

/** What 80G can save at most on a tier's gift, as the investment page hands it down. */
function ceilingOf(tier: InvestmentTier): TaxCeiling {
  return {
    ratePercent: TOP_MARGINAL_RATE_PERCENT,
    deductiblePercents: taxCeiling.deductiblePercents,
    most: most80gSaving(tier.amount),
  };
}

const conditions: MessageKey[] = [
  "investment.tax.what",
  "investment.tax.indicative",
  "investment.tax.newRegime",
  "investment.tax.receipt",
];

function view(element: ReactElement) {
  const { document } = new JSDOM(`<main>${renderToStaticMarkup(element)}</main>`).window;
  return within(document.querySelector("main")!);
}

/** The row that holds the 80G figure: its label, the figure and what is written under it. */
function taxRow(screen: ReturnType<typeof view>, label: string): HTMLElement {
  return screen.getByText(label, { selector: "dt" }).parentElement!;
}

describe("the 80G figure and its conditions", () => {
  for (const lang of languages) {
    const t = translator(lang);
    for (const tier of investmentTiers) {
      const figure = formatRupees(tier.taxBenefit, lang);
      const places = {
        "tier card": <TierDetails tier={tier} taxCeiling={ceilingOf(tier)} />,
        "step 4 summary": (
          <SummaryPanel tier={tier} taxCeiling={ceilingOf(tier)} contact={contact} />
        ),
      };
      for (const [place, element] of Object.entries(places)) {
        it(`${lang}, ${tier.key}, ${place}: the conditions sit in the figure's row`, () => {
          setRequestLanguage(lang);
          const row = taxRow(view(element), t("investment.tier.tax"));
          const text = row.textContent ?? "";
          expect(row.querySelector("dd")?.textContent).toBe(figure);
          for (const key of conditions) expect(text).toContain(t(key, { amount: figure }));
          // The plan's 52% is above what 80G can give: the ceiling is said first, with its sums.
          const ceiling = t(
            "investment.tax.ceiling",
            ceilingValues(tier.taxBenefit, tier.amount, ceilingOf(tier), lang),
          );
          expect(within(row).getAllByRole("listitem")[0]!.textContent).toBe(ceiling);
          expect(within(row).getAllByRole("listitem")).toHaveLength(conditions.length + 1);
        });
      }
    }
  }

  it("says in English what 80G is, that it is no advice, the new regime and the missing number", () => {
    setRequestLanguage("en");
    const tier = investmentTiers[0]!;
    const card = <TierDetails tier={tier} taxCeiling={ceilingOf(tier)} />;
    const text = taxRow(view(card), "80G tax benefit").textContent;
    expect(text).toContain("₹13,000");
    expect(text).toContain("deducts a donation to a registered charity from your taxable income");
    expect(text).toContain("depends on your tax slab");
    expect(text).toContain("₹13,000 is the programme's indicative reading, not tax advice.");
    expect(text).toContain("The new income-tax regime, the default one, allows no 80G deduction.");
    expect(text).toContain("80G registration number has not been issued yet");
    expect(text).toContain(
      "₹13,000 (52% of the gift) is more than 80G can give: a deduction saves at most your marginal tax rate, about 42.7% at the top of the old regime with surcharge and cess, on the deductible part of the gift, which is 50% or 100% of it; so at most ₹10,686 on ₹25,000.",
    );
  });
});

describe("step 4's next step", () => {
  it.each(languages)("in %s shares the investment page by its absolute address", (lang) => {
    const t = translator(lang);
    setRequestLanguage(lang);
    const tier = investmentTiers[1]!;
    const screen = view(
      <SummaryPanel tier={tier} taxCeiling={ceilingOf(tier)} contact={contact} />,
    );
    const url = encodeURIComponent(`${SITE_URL}${localizePath("/investment", lang)}`);
    for (const name of [t("reach.share.whatsapp"), t("reach.share.email")]) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toContain(url);
    }
    expect(screen.getByRole("link", { name: t("feed.link") }).getAttribute("href")).toBe(
      localizePath("/feed.xml", lang),
    );
    // No way out of the journey leads to a page that only says there is no contact yet.
    expect(screen.queryByRole("link", { name: t("investment.button.contact") })).toBeNull();
  });

  it("names the 80G number once status.json publishes it, in the card, step 4 and without a level", () => {
    setRequestLanguage("en");
    const tier = investmentTiers[1]!;
    const number = "TEST-80G-0001";
    for (const element of [
      <TierDetails key="card" tier={tier} taxCeiling={ceilingOf(tier)} registration80G={number} />,
      <SummaryPanel
        key="step4"
        tier={tier}
        taxCeiling={ceilingOf(tier)}
        contact={contact}
        registration80G={number}
      />,
    ]) {
      const text = taxRow(view(element), "80G tax benefit").textContent;
      expect(text).toContain(`The programme's 80G registration number is ${number}`);
      expect(text).not.toContain("has not been issued yet");
    }
    const any = view(<TaxConditions registration80G={number} />).getAllByRole("listitem");
    expect(any.map((li) => li.textContent)).toEqual([
      translator("en")("investment.tax.what"),
      translator("en")("investment.tax.newRegime"),
      `The programme's 80G registration number is ${number}; your receipt carries it.`,
    ]);
  });
});
