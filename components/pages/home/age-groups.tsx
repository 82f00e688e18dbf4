import { FigureNotes } from "@/components/figure-notes";
import { Baby, GraduationCap, HeartPulse } from "lucide-react";
import type { AgeGroupProgramme } from "@/content/home/age-groups";
import { AlsoGiven } from "@/components/also-given";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { formatNumber } from "@/lib/format";
import type { MessageKey } from "@/lib/messages";
import { figureVars } from "./figure";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";
import type { Ledger } from "@/lib/programme";

const icons = { children: Baby, adults: GraduationCap, seniors: HeartPulse };

function AgeGroupCard({ group: g, ledger }: { group: AgeGroupProgramme; ledger: Ledger }) {
  const { lang, t } = requestWords();
  const Icon = icons[g.id];
  const n = (v: number) => formatNumber(v, lang);
  const { min, max } = g.ageRange;
  const range =
    max === undefined
      ? t("home.age.rangeOpen", { min: n(min) })
      : t("home.age.range", { min: n(min), max: n(max) });
  const label = g.targetLabel;
  const labelVars = {
    year: label.year === undefined ? "" : String(label.year),
    ...(label.figure ? figureVars(label.figure, lang) : {}),
  };
  return (
    <Card className="flex h-full flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone="info">{range}</Badge>
        <span className="text-xs text-muted-foreground">
          {t("home.age.people", { count: n(g.people) })}
        </span>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <Icon aria-hidden className="size-7 shrink-0 text-primary" />
        <CardTitle className="text-xl">{t(`home.age.${g.id}.title`)}</CardTitle>
      </div>
      <CardDescription>{t(`home.age.${g.id}.subtitle`)}</CardDescription>
      <AlsoGiven ledger={ledger} measure={`population.${g.id}`} shown={g.people} />
      <p className="mt-4 rounded-lg bg-accent p-3 text-accent-foreground">
        <span className="block text-3xl font-bold tabular-nums">
          {t(`home.age.${g.id}.metric`, figureVars(g.targetMetric, lang))}
        </span>
        <span className="text-sm">{t(`home.age.${g.id}.targetLabel`, labelVars)}</span>
      </p>
      <h4 className="mt-4 text-sm font-semibold">{t("home.age.programs")}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {g.programs.map((p) => (
          <li key={p}>{t(`home.age.${g.id}.program.${p}` as MessageKey)}</li>
        ))}
      </ul>
    </Card>
  );
}

interface AgeGroupsProps extends PartProps {
  ageGroups: readonly AgeGroupProgramme[];
  /** The literacy target, set beside the plan's other readings of it. */
  literacyTarget: number;
}

/** Three age-group programmes (section id="education"), spec §3 'Age-group programme (home)'. */
export function AgeGroups({ ledger, ageGroups, literacyTarget }: AgeGroupsProps) {
  const { t } = requestWords();
  return (
    <Section
      id="education"
      title={t("home.education.title")}
      description={t("home.education.description")}
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {ageGroups.map((group) => (
          <li key={group.id}>
            <AgeGroupCard ledger={ledger} group={group} />
          </li>
        ))}
      </ul>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "target.literacy", shown: literacyTarget }]}
      />
    </Section>
  );
}
