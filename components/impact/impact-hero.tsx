import type { ReactNode } from "react";
import { PageHero } from "@/components/ui/section";
import { ImpactStats, type StatItem } from "./impact-stats";
import { StageBadge } from "@/components/programme/stage-badge";
import { requestWords } from "@/lib/request-language";
import type { Ledger } from "@/lib/programme";

interface ImpactHeroProps {
  title: string;
  description: string;
  stats: readonly StatItem[];
  /** The notes of listed figures among the stats (components/figure-notes.tsx). */
  notes?: ReactNode;
  /** The village's ledger: its stage. */
  ledger: Ledger;
}

/** The top of an impact page: its <h1>, the pre-implementation badge and the headline figures. */
export function ImpactHero({ title, description, stats, notes, ledger }: ImpactHeroProps) {
  const { t } = requestWords();
  return (
    <PageHero
      title={title}
      description={description}
      eyebrow={<StageBadge ledger={ledger} tone="highlight" />}
    >
      <h2 className="sr-only">{t("impact-pages.keyFigures")}</h2>
      <ImpactStats items={stats} />
      {notes}
    </PageHero>
  );
}
