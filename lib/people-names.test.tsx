import { readFileSync } from "node:fs";
import { join } from "node:path";
import { languages, type Lang } from "@/lib/i18n";
import { servedData } from "@/lib/testing/data-route";
import { FIXTURE_ACTUALS, withActuals } from "@/lib/testing/with-actuals";

/**
 * A person's name is never published. The fixture's expenses.csv pays an individual trainer's
 * honorarium (payee_type person); the name must reach no page, download, feed or quality report.
 */
const PERSON = "Meena Sahu";

/** Every output the site builds from the fixture's files, as text. */
async function outputs(): Promise<Record<string, string>> {
  return withActuals(FIXTURE_ACTUALS, async () => {
    const { setRequestLanguage } = await import("@/lib/request-language");
    const { TransparencyView } = await import("@/components/pages/transparency");
    const { markup } = await import("@/lib/testing/render-pages");
    const feed = await import("@/app/feed.xml/route");
    const langFeed = await import("@/app/[lang]/feed.xml/route");
    const quality = await import("@/app/api/quality-check/route");
    const village = (await import("@/lib/programme")).getPilot();
    const out: Record<string, string> = {
      "/data/expenses.csv": await (await servedData("expenses.csv")).text(),
      "/data/expenses.json": await (await servedData("expenses.json")).text(),
      "/feed.xml": await feed.GET().text(),
    };
    for (const lang of languages as readonly Lang[]) {
      setRequestLanguage(lang);
      // The whole hub, every tab panel and the open data, as its page renders it.
      out[`${lang} hub`] = await markup(<>{TransparencyView({ village })}</>);
      const ask = new Request(`http://localhost/api/quality-check?lang=${lang}`);
      out[`${lang} quality API`] = await quality.GET(ask).text();
      if (lang !== "en") {
        const params = Promise.resolve({ lang });
        out[`/${lang}/feed.xml`] = await (await langFeed.GET(ask, { params })).text();
      }
    }
    return out;
  });
}

describe("people's names", () => {
  it("the fixture pays a person, by name, in its own file", () => {
    const file = readFileSync(join(FIXTURE_ACTUALS, "expenses.csv"), "utf8");
    expect(file).toMatch(new RegExp(`${PERSON},R-2026-00301,yes,person`));
  });

  it("reach no page, download, feed or quality report", async () => {
    const all = await outputs();
    expect(Object.keys(all)).toHaveLength(3 + 3 * 2 + 2);
    for (const [where, text] of Object.entries(all)) {
      expect({ where, named: text.includes(PERSON) }).toEqual({ where, named: false });
    }
    // The downloads keep the row, with the name withheld.
    expect(all["/data/expenses.csv"]).toContain(
      '2026-05-20,Telemedicine Setup,6000,"Honorarium, trainer of the health workers\' two-day course",a person (name withheld),R-2026-00301,yes,person,,',
    );
    expect(JSON.parse(all["/data/expenses.json"]!).rows).toContainEqual(
      expect.objectContaining({ receipt: "R-2026-00301", payee: "a person (name withheld)" }),
    );
    // Another payee is still named.
    expect(all["/data/expenses.csv"]).toContain("Raipur Electricals");
  }, 30_000);
});
