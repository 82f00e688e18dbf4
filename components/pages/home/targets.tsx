import { FigureNotes } from "@/components/figure-notes";
import { Users } from "lucide-react";
import { AlsoGiven } from "@/components/also-given";
import type { TransformationTarget } from "@/content/home/targets";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Section } from "@/components/ui/section";
import { formatNumber, formatPercent } from "@/lib/format";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";
import type { Ledger } from "@/lib/programme";

function TargetCard({ target: x, ledger }: { target: TransformationTarget; ledger: Ledger }) {
  const { lang, t } = requestWords();
  const title = t(`home.targets.${x.id}.title`);
  const current = formatPercent(x.current, lang);
  const target = formatPercent(x.target, lang);
  // Years are labels, not quantities: no digit grouping.
  const year = String(x.year);
  return (
    <Card className="flex h-full flex-col">
      <CardTitle className="text-base">{title}</CardTitle>
      <CardDescription className="flex-1">{t(`home.targets.${x.id}.description`)}</CardDescription>
      <dl className="mt-4 flex items-end justify-between gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t("home.targets.now")}</dt>
          <dd className="text-xl font-bold tabular-nums">{current}</dd>
        </div>
        <div className="text-right">
          <dt className="text-muted-foreground">{t("home.targets.target")}</dt>
          <dd className="text-xl font-bold text-primary tabular-nums">{target}</dd>
        </div>
      </dl>
      <div className="relative mt-2">
        <ProgressBar
          label={t("home.targets.progress", { title, current, target, year })}
          value={x.current}
        />
        {/* The target as a tick on the track, so the gap still to close is visible. */}
        <span
          aria-hidden
          className="absolute -top-1 h-[18px] w-0.5 -translate-x-1/2 rounded bg-foreground"
          style={{ left: `${x.target}%` }}
        />
      </div>
      <AlsoGiven ledger={ledger} measure={`target.${x.id}`} shown={x.target} className="mt-2" />
      <AlsoGiven ledger={ledger} measure={`target.${x.id}.baseline`} shown={x.current} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{t("home.targets.by", { year })}</span>
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden className="size-3.5" />
          {t(`home.targets.who.${x.beneficiaries.unit}`, {
            count: formatNumber(x.beneficiaries.count, lang),
          })}
        </span>
      </div>
    </Card>
  );
}

interface TargetsProps extends PartProps {
  transformationTargets: readonly TransformationTarget[];
  /** The home page's count of children, set beside the baseline's. */
  homePageChildren: number;
}

/** Eight transformation targets with progress bars (section id="impact"). */
export function Targets({ ledger, transformationTargets, homePageChildren }: TargetsProps) {
  const { t } = requestWords();
  return (
    <Section
      id="impact"
      title={t("home.targets.title", { count: transformationTargets.length })}
      description={t("home.targets.description")}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {transformationTargets.map((target) => (
          <li key={target.id}>
            <TargetCard ledger={ledger} target={target} />
          </li>
        ))}
      </ul>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "population.children", shown: homePageChildren }]}
      />
    </Section>
  );
}
