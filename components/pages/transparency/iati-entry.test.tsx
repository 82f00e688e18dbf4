import { renderToStaticMarkup } from "react-dom/server";
import { IatiEntry } from "@/components/pages/transparency/iati-entry";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { getPilot, type VillageSnapshot } from "@/lib/programme";
import { setRequestLanguage } from "@/lib/request-language";
import { textOf } from "@/lib/testing/render-pages";

/** The open-data section's IATI entry, for the pilot as it is and as if it published a test organisation. */
const organisation = { identifier: "XX-TEST-ENTRY", name: "Entry test", type: "22" } as const;
const published = (v: VillageSnapshot): VillageSnapshot => ({
  ...v,
  actuals: { ...v.actuals, status: { ...v.actuals.status, organisation } },
});
function render(village: VillageSnapshot, lang: Lang = "en") {
  setRequestLanguage(lang);
  return renderToStaticMarkup(<IatiEntry village={village} />);
}

describe("the IATI entry of the open-data section", () => {
  it.each(["en", "hi", "cg"] as const)(
    "says in %s why no file is offered, and links none",
    (lang) => {
      const html = render(getPilot(), lang);
      expect(getPilot().actuals.status.organisation).toBeUndefined();
      expect(textOf(html)).toContain(translator(lang)("transparency.iati.notOffered"));
      expect(html).not.toContain("iati-activities.xml");
    },
  );

  it("links the file once the organisation is published, and says why Chhattisgarhi is hne", () => {
    const html = render(published(getPilot()));
    expect(html).toContain('href="/data/iati-activities.xml"');
    expect(textOf(html)).toContain(translator("en")("transparency.iati.languages"));
    expect(textOf(html)).not.toContain(translator("en")("transparency.iati.notOffered"));
  });

  it("lists each budget category with its DAC code and name, as the plan reads it", () => {
    const text = textOf(render(getPilot(), "hi"));
    const t = translator("hi");
    for (const c of getPilot().plan.budgetCategories) {
      expect(text).toContain(
        `${t(`transparency.budget.${c.id}`)} DAC ${c.dac} ${t(`funders.dac.${c.dac}`)}`,
      );
    }
  });
});
