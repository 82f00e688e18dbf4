import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Section } from "@/components/ui/section";
import type { Checkpoint, Target } from "@/content/evidence";
import { formatMonth, formatPercent } from "@/lib/format";
import type { PartProps } from "@/lib/page";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

interface TargetsProps extends PartProps {
  /** Each target with its checkpoints at the phases' ends. */
  targets: (Target & { checkpoints: Checkpoint[] })[];
  /** Whether any KPI has been measured since the baseline. */
  measured: boolean;
}

/** Target metrics (spec §9 'Targets'), each with its baseline, target and phase-end checkpoints. */
export function TargetsSection({ ledger, targets, measured }: TargetsProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="targets"
      title={t("evidence.targets.title")}
      description={t("evidence.targets.description", {
        measured: measured ? "some" : "none",
      })}
    >
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {targets.map((target) => {
          const steps = target.checkpoints;
          const metric = t(`evidence.targets.${target.id}`);
          const current = formatPercent(target.current, lang);
          const goal = formatPercent(target.target, lang);
          return (
            <Card key={target.id} className="flex flex-col">
              <CardTitle className="text-base">{metric}</CardTitle>
              <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="text-muted-foreground">{t("evidence.targets.baseline")}</span>
                <span className="text-xl font-bold tabular-nums">{current}</span>
                <span aria-hidden>→</span>
                <span className="text-muted-foreground">{t("evidence.targets.target")}</span>
                <span className="text-xl font-bold text-primary tabular-nums">{goal}</span>
              </p>
              <ProgressBar
                className="mt-3"
                label={t("evidence.targets.progress", { metric, current, target: goal })}
                value={target.current}
                max={100}
              />
              <AlsoGiven ledger={ledger} measure={`target.${target.id}`} shown={target.target} />
              <AlsoGiven
                ledger={ledger}
                measure={`target.${target.id}.baseline`}
                shown={target.current}
              />
              <h4 className="mt-4 text-sm font-semibold">{t("evidence.targets.checkpoints")}</h4>
              <ol className="mt-2 space-y-1 text-sm">
                {steps.map((s) => (
                  <li key={s.month} className="flex items-center justify-between gap-2">
                    <span className="text-muted-foreground">
                      {t("evidence.targets.by", { month: formatMonth(s.month, lang) })}
                    </span>
                    <Badge tone={s.value === target.target ? "primary" : "neutral"}>
                      {formatPercent(s.value, lang)}
                    </Badge>
                  </li>
                ))}
              </ol>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
