import { CalendarClock, ReceiptText, ShieldCheck } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { ScrollBox } from "@/components/ui/scroll-box";
import type { TierPanelProps } from "@/components/pages/investment/family-panel";
import type { BudgetPhase } from "@/content/budget";
import { formatMonthSpan, formatNumber, formatPercent, formatRupees } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { splitByPhase } from "@/lib/family-plan";
import { requestWords } from "@/lib/request-language";

/** How the plan releases money: its phases, each with its share of the budget, and the reserve. */
export interface ReleasePlan {
  phases: readonly (Pick<BudgetPhase, "id" | "period" | "budget"> & { share: number })[];
  contingencyPercent: number;
}

/**
 * Step 3 for one tier: what the contributor receives and when, how the money is released by
 * budget phase (content/budget.ts) and how it is verified, with the way to the Transparency Hub.
 */
export function SetupPanel({ tier, ledger, release }: TierPanelProps & { release: ReleasePlan }) {
  const { lang, t } = requestWords();
  const { phases } = release;
  const parts = splitByPhase(
    tier.amount,
    phases.map((p) => p.budget),
  );
  const receive = [
    {
      icon: ReceiptText,
      title: t("investment.setup.receipt"),
      text: t("investment.setup.receiptText"),
    },
    {
      icon: CalendarClock,
      title: t("investment.setup.updates"),
      text: t("investment.setup.updatesText", { n: formatNumber(tier.monthlyUpdates, lang) }),
    },
    {
      icon: ShieldCheck,
      title: t("investment.setup.phases"),
      text: t("investment.setup.phasesText"),
    },
  ];
  const checks = [
    t("investment.setup.verifyReceipts"),
    t("investment.setup.verifyLive"),
    t("investment.setup.verifyReserve", {
      percent: formatPercent(release.contingencyPercent, lang),
    }),
    t("investment.setup.verifyToday", {
      spent: formatRupees(ledger.fundsSpent, lang),
      spentState: ledger.fundsSpent > 0 ? "some" : "none",
      raisedState: ledger.fundsRaised > 0 ? "some" : "none",
    }),
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <h4 className="font-semibold">{t("investment.setup.receiveTitle")}</h4>
        <ol className="mt-3 space-y-4">
          {receive.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="text-sm font-semibold">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <h4 className="mt-8 font-semibold">{t("investment.setup.verifyTitle")}</h4>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
          {checks.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
        <ButtonLink href={localizePath("/transparency", lang)} variant="outline" className="mt-4">
          {t("investment.button.transparency")}
        </ButtonLink>
      </div>
      <div>
        <h4 className="font-semibold">{t("investment.setup.releaseTitle")}</h4>
        <p className="mt-2 text-sm text-muted-foreground">
          {t("investment.setup.releaseText", { amount: formatRupees(tier.amount, lang) })}
        </p>
        <ScrollBox className="mt-3 rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("investment.setup.phase")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("investment.setup.period")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("investment.setup.share")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("investment.setup.yours")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {phases.map((phase, i) => (
                <tr key={phase.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {formatNumber(i + 1, lang)}. {t(`investment.setup.phase.${phase.id}`)}
                  </th>
                  <td className="px-3 py-2">{formatMonthSpan(phase.period, lang, true)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatPercent(phase.share, lang)}
                  </td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">
                    {formatRupees(parts[i] ?? 0, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </div>
    </div>
  );
}
