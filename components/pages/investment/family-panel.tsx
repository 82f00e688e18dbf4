import { Users } from "lucide-react";
import { FamilyCard } from "@/components/pages/investment/family-card";
import { moreFamilies, shownProfiles, type InvestmentTier } from "@/content/investment";
import { formatNumber, formatRupees } from "@/lib/format";
import type { Ledger } from "@/lib/programme";
import { requestWords } from "@/lib/request-language";

/** What each step's panel is given: its tier, the language, and the village's ledger. */
export interface TierPanelProps {
  tier: InvestmentTier;
  ledger: Ledger;
}

/** A household's income a month: the village's average now, and the programme's target. */
export interface FamilyIncome {
  baseline: number;
  target: number;
}

/** Step 2 for one tier: up to three illustrative families and the '+N more families' card. */
export function FamilyPanel({ tier, ledger, income }: TierPanelProps & { income: FamilyIncome }) {
  const { lang, t } = requestWords();
  const shown = shownProfiles(tier);
  return (
    <div>
      <p className="max-w-3xl text-sm text-muted-foreground">
        {t("investment.families.intro", {
          now: ledger.stageArg,
          income: formatRupees(income.baseline, lang),
          target: formatRupees(income.target, lang),
        })}
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {shown.map((family) => (
          <li key={family.id}>
            <FamilyCard family={family} />
          </li>
        ))}
        <li>
          <div className="flex h-full flex-col items-center justify-center rounded-xl border border-dashed bg-accent/40 p-6 text-center">
            <Users aria-hidden className="size-8 text-primary" />
            <p className="mt-3 text-2xl font-bold">
              {t("investment.families.more", { n: formatNumber(moreFamilies(tier), lang) })}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              {t("investment.families.moreText", {
                tier: t(`investment.tier.${tier.key}`),
                families: formatNumber(tier.families, lang),
                villagers: formatNumber(tier.beneficiaries, lang),
                shown: formatNumber(shown.length, lang),
              })}
            </p>
          </div>
        </li>
      </ul>
    </div>
  );
}
