import { Baby, BookOpen, Code, Briefcase, type LucideIcon } from "lucide-react";
import { FactCard } from "@/components/impact/fact-card";
import { formatFigure } from "@/components/impact/format-figure";
import { Badge } from "@/components/ui/badge";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { programmes } from "@/content/impact-pages/ai-lab";
import { formatNumber, formatPercent } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

type Programme = (typeof programmes)[number];

const icons: Record<Programme["id"], LucideIcon> = {
  foundations: Baby,
  tutor: BookOpen,
  coding: Code,
  adults: Briefcase,
};

/** Spec §3 'Training program': title, age range, description, participants and completion. */
export function Programmes({ programmes }: { programmes: Programme[] }) {
  const { lang, t } = requestWords();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {programmes.map((p) => {
        const title = t(`ai-lab-impact.programme.${p.id}`);
        const percent = formatPercent(p.completion, lang);
        return (
          <FactCard
            key={p.id}
            icon={icons[p.id]}
            title={title}
            description={t(`ai-lab-impact.programme.${p.id}.description`)}
            facts={[
              {
                id: "participants",
                label: t("ai-lab-impact.programme.participants"),
                value: formatFigure({ value: p.participants, unit: "people" }, lang, t),
              },
              { id: "completion", label: t("ai-lab-impact.programme.completion"), value: percent },
            ]}
          >
            <Badge tone="info" className="order-first self-start">
              {t("ai-lab-impact.programme.ages", {
                min: formatNumber(p.ageRange.min, lang),
                max: formatNumber(p.ageRange.max, lang),
              })}
            </Badge>
            <ProgressBar
              label={t("ai-lab-impact.programme.progress", { title, percent })}
              value={p.completion}
            />
          </FactCard>
        );
      })}
    </div>
  );
}
