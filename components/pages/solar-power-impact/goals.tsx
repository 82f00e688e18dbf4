import { Target } from "lucide-react";
import { formatFigure } from "@/components/impact/format-figure";
import type { metrics } from "@/content/impact-pages/solar";
import type { Figure } from "@/content/impact-pages/schema";
import { requestWords } from "@/lib/request-language";

type Metric = (typeof metrics)[number];

/** Sustainability goals, written from the metrics' targets. */
export function Goals({ metrics, lifespan }: { metrics: Metric[]; lifespan: Figure }) {
  const { lang, t } = requestWords();
  const target = (id: Metric["id"]) => {
    const m = metrics.find((x) => x.id === id)!;
    return formatFigure({ value: m.target, unit: m.unit }, lang, t);
  };
  const goals = [
    { id: "coverage", text: t("solar-power-impact.goal.coverage", { value: target("coverage") }) },
    { id: "storage", text: t("solar-power-impact.goal.storage", { value: target("storage") }) },
    { id: "carbon", text: t("solar-power-impact.goal.carbon", { value: target("carbon") }) },
    {
      id: "upkeep",
      text: t("solar-power-impact.goal.upkeep", { value: formatFigure(lifespan, lang, t) }),
    },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {goals.map((g) => (
        <li key={g.id} className="flex items-start gap-3 rounded-xl border bg-card p-4">
          <Target aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{g.text}</span>
        </li>
      ))}
    </ul>
  );
}
