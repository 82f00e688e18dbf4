import { Badge } from "@/components/ui/badge";
import type { FamilyProfile } from "@/content/investment";
import { formatNumber, formatRupees } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

/** One illustrative family profile (spec §3 'Family profile'), visibly marked as such. */
export function FamilyCard({ family }: { family: FamilyProfile }) {
  const { lang, t } = requestWords();
  const facts = [
    { label: t("investment.families.members"), value: formatNumber(family.members, lang) },
    { label: t("investment.families.children"), value: formatNumber(family.children, lang) },
  ];
  return (
    <article className="flex h-full flex-col rounded-xl border bg-background p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold">{t(`investment.family.${family.id}`)}</h4>
        <Badge tone="warning">{t("investment.families.illustrative")}</Badge>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(`investment.family.${family.id}.occupation`)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="font-semibold tabular-nums">{fact.value}</dd>
          </div>
        ))}
        <div className="col-span-2">
          <dt className="text-muted-foreground">{t("investment.families.income")}</dt>
          <dd className="font-semibold">
            {t("investment.families.incomeChange", {
              now: formatRupees(family.currentIncome, lang),
              target: formatRupees(family.targetIncome, lang),
            })}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">{t(`investment.family.${family.id}.story`)}</p>
      <p className="mt-3 text-sm font-semibold">{t("investment.families.challenges")}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {family.challenges.map((challenge) => (
          <li key={t(`investment.family.${family.id}.challenge.${challenge}`)}>
            {t(`investment.family.${family.id}.challenge.${challenge}`)}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-semibold">{t("investment.families.impact")}</p>
      <p className="mt-1 text-sm">{t(`investment.family.${family.id}.impact`)}</p>
    </article>
  );
}
