import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "@/lib/i18n";
import { withActuals, writeActuals } from "@/lib/testing/with-actuals";

const HEADER = "date,category,amount,description,payee,receipt,verified,payee_type,corrects,reason";

/** The Financial tab as text in each language, rendered from a given set of the team's files. */
async function tabTexts(dir: string): Promise<Record<Lang, string>> {
  return withActuals(dir, async () => {
    const { FinancialTab } = await import("@/components/pages/transparency/financial-tab");
    const { setRequestLanguage } = await import("@/lib/request-language");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { budgetCategoriesOf } = await import("@/content/budget-categories");
    const { hubPlan } = await import("@/components/pages/transparency");
    const { ledger, actuals } = (await import("@/lib/programme")).getPilot();
    // The plan's figures, as the page hands them to the tab.
    const plan = hubPlan().financial;
    const tab = (
      <FinancialTab
        ledger={ledger}
        actuals={actuals}
        plan={plan}
        categories={budgetCategoriesOf(ledger)}
      />
    );
    const text = (lang: Lang) => {
      setRequestLanguage(lang);
      return renderToStaticMarkup(tab)
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, " ");
    };
    return { en: text("en"), hi: text("hi"), cg: text("cg") };
  });
}

describe("the hub's corrections and month digests", () => {
  let shown: Record<Lang, string>;
  let open: string;
  beforeAll(async () => {
    const dir = writeActuals({ status: { asOf: "2026-05-31", stage: "Implementation" } });
    writeFileSync(
      join(dir, "expenses.csv"),
      [
        HEADER,
        "2026-03-05,Skills Training,6000,Trainer's honorarium,Meena Sahu,R-1,yes,person,,",
        "2026-05-02,Skills Training,-6000,Trainer's honorarium,Meena Sahu,,no,person,R-1,paid twice: the trainer returned it",
      ].join("\n"),
    );
    shown = await tabTexts(dir);
    const running = writeActuals({ status: { asOf: "2026-05-20", stage: "Implementation" } });
    open = (await tabTexts(running)).en;
  }, 30_000);

  it("lists each correction with what it corrects, by how much and why, withholding a person's name", () => {
    expect(shown.en).toContain(
      "2 May 2026 Expense of 5 March 2026, Skills Training, ₹6,000, receipt R-1, paid to a person (name withheld) −₹6,000 paid twice: the trainer returned it",
    );
    expect(shown.hi).toContain("भुगतान एक व्यक्ति (नाम नहीं दिया गया) को −₹6,000");
    expect(shown.cg).toContain("एक मनखे (नाम नइ बताय गे हे) ल भुगतान −₹6,000");
    for (const text of Object.values(shown)) expect(text).not.toContain("Meena");
  });

  it("gives each closed month its digest, and none to a month still open", () => {
    expect(shown.en).toMatch(/Mar 2026 ₹6,000 1 1 Closed [0-9a-f]{64} /);
    expect(shown.en).toMatch(/May 2026 −₹6,000 0 0 Closed [0-9a-f]{64} /);
    expect(open).toMatch(/May 2026 ₹0 0 0 Open Not yet /);
  });

  it("says so when no correction has been made", () => {
    expect(open).toContain(
      "No correction has been made: every published entry stands as first recorded.",
    );
  });
});
