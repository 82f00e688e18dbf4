import { ScrollBox } from "@/components/ui/scroll-box";
import { cn } from "@/lib/utils";
import { StatusBadge } from "@/components/ui/status-badge";
import { levelKey } from "./risk-levels";
import { riskAnchor } from "./risk-matrix";
import { riskText, type RiskRegister } from "./risk-text";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

// Below md the table reflows into one card per risk: each cell becomes a line led by its
// column name (data-label), so a phone reads it without scrolling sideways.
const cell =
  "px-3 py-3 max-md:block max-md:px-0 max-md:py-1 max-md:before:mr-1 max-md:before:font-semibold max-md:before:text-foreground max-md:before:content-[attr(data-label)':']";

/** The full risk register: every risk with its levels, mitigation and contingency, no filters. */
export function RiskTable({
  ledger,
  register: { risks, figures },
}: PartProps & { register: RiskRegister }) {
  const { lang, t } = requestWords();
  const label = {
    id: t("risk-management.table.id"),
    risk: t("risk-management.table.risk"),
    probability: t("risk-management.table.probability"),
    impact: t("risk-management.table.impact"),
    mitigation: t("risk-management.table.mitigation"),
    contingency: t("risk-management.table.contingency"),
  };
  return (
    <>
      <ScrollBox className="rounded-xl border">
        <table className="w-full text-sm max-md:block md:min-w-[52rem]">
          <caption className="sr-only">{t("risk-management.table.title")}</caption>
          <thead className="bg-muted/60 max-md:sr-only">
            <tr>
              {Object.values(label).map((text) => (
                <th key={text} scope="col" className="px-3 py-2 text-left font-semibold">
                  {text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block">
            {risks.map((r) => (
              <tr
                key={r.id}
                id={riskAnchor(r.id)}
                className="scroll-mt-24 border-t align-top first:border-t-0 target:bg-accent max-md:block max-md:px-4 max-md:py-3 md:first:border-t"
              >
                <td className="px-3 py-3 font-semibold tabular-nums max-md:float-left max-md:px-0 max-md:pr-2">
                  {r.id}
                </td>
                <th
                  scope="row"
                  className={cn(cell, "text-left font-medium max-md:before:hidden md:w-[22%]")}
                >
                  {riskText(t, lang, r.id, "risk", figures)}
                </th>
                <td
                  data-label={label.probability}
                  className={cn(cell, "max-md:inline-block max-md:pr-3")}
                >
                  <StatusBadge kind="risk" status={r.probability}>
                    {t(levelKey(r.probability))}
                  </StatusBadge>
                </td>
                <td data-label={label.impact} className={cn(cell, "max-md:inline-block")}>
                  <StatusBadge kind="risk" status={r.impact}>
                    {t(levelKey(r.impact))}
                  </StatusBadge>
                </td>
                <td data-label={label.mitigation} className={cn(cell, "text-muted-foreground")}>
                  {riskText(t, lang, r.id, "mitigation", figures)}
                </td>
                <td data-label={label.contingency} className={cn(cell, "text-muted-foreground")}>
                  {riskText(t, lang, r.id, "contingency", figures)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {/* R1 weighs the plan's total, which the plan also gives other ways. */}
      <AlsoGiven ledger={ledger} measure="investment.total" shown={figures.total} />
    </>
  );
}
