import { AlsoGiven } from "@/components/also-given";
import { DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import { VillageHero } from "@/components/village/hero";
import { ChecksSection } from "@/components/village/checks";
import { budgetCategoriesOf, categoriesOf } from "@/content/budget-categories";
import { formatNumber, formatRupees } from "@/lib/format";
import { defineVillagePage, type ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import { PILOT } from "@/lib/village-paths";

/**
 * Every headline figure of the village: its value, how it is worked out and from which of the
 * village's files, so that anyone can check it against the downloads.
 */
function Derivations({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const { actuals, ledger, plan, facts } = village;
  const rupees = (n: number) => formatRupees(n, lang);
  const withReceipt = actuals.expenses.filter((e) => e.receipt).length;
  const verified = actuals.expenses.filter((e) => e.verified).length;
  const rows: [string, string, string][] = [
    [
      t("villagePage.money.budget"),
      rupees(village.budget),
      t("villagePage.figures.budget", {
        parts: plan.phases.map((p) => rupees(p.budget)).join(" + "),
      }),
    ],
    [
      t("villagePage.money.raised"),
      rupees(ledger.fundsRaised),
      t("villagePage.figures.raised", { count: actuals.funds.length }),
    ],
    [
      t("villagePage.money.spent"),
      rupees(ledger.fundsSpent),
      t("villagePage.figures.spent", { count: actuals.expenses.length }),
    ],
    [
      t("villagePage.figures.receipts"),
      `${formatNumber(withReceipt, lang)} / ${formatNumber(verified, lang)}`,
      t("villagePage.figures.receiptsHow", { count: actuals.expenses.length }),
    ],
    [
      t("villagePage.facts.population"),
      formatNumber(facts.population.total, lang),
      t("villagePage.figures.village"),
    ],
    [
      t("villagePage.facts.households"),
      formatNumber(facts.population.households, lang),
      t("villagePage.figures.village"),
    ],
    ...budgetCategoriesOf(ledger, categoriesOf(plan)).map((c): [string, string, string] => [
      t(`transparency.budget.${c.id}`),
      `${rupees(c.spent)} / ${rupees(c.budgeted)}`,
      t("villagePage.figures.category"),
    ]),
  ];
  return (
    <DataTable
      density="roomy"
      caption={t("villagePage.nav.figures")}
      rowHeaders
      columns={[
        { header: t("villagePage.figures.figure") },
        { header: t("villagePage.figures.value"), numeric: true },
        { header: t("villagePage.figures.how") },
      ]}
      rows={rows.map(([figure, value, how]) => ({ key: figure, cells: [figure, value, how] }))}
    />
  );
}

function VillageFiguresView({ village }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <VillageHero village={village} section="figures" />
      <Section
        id="figures"
        title={t("villagePage.figures.title")}
        description={t("villagePage.figures.description")}
      >
        <div className="mt-6">
          <Derivations village={village} />
          {/* The pilot's budget is its plan's total, which the plan gives more than one way. */}
          {village.slug === PILOT && (
            <AlsoGiven ledger={village.ledger} measure="investment.total" shown={village.budget} />
          )}
        </div>
      </Section>
      <ChecksSection village={village} />
    </>
  );
}

const page = defineVillagePage(VillageFiguresView, "figures");
export default page.Page;
export const generateMetadata = page.generateMetadata;
export const PilotPage = page.PilotPage;
export const pilotMetadata = page.pilotMetadata;
