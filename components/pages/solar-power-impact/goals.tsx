import { Target } from "lucide-react";
import { formatFigure } from "@/components/impact/format-figure";
import { LIFESPAN, metrics } from "@/content/impact-pages/solar";
import { requestWords } from "@/lib/request-language";

/** Sustainability goals, written from the metrics' targets. */
export function Goals() {
  const { lang, t } = requestWords();
  const target = (id: (typeof metrics)[number]["id"]) => {
    const m = metrics.find((x) => x.id === id)!;
    return formatFigure({ value: m.target, unit: m.unit }, lang, t);
  };
  const goals = [
    { id: "coverage", text: t("solar-power-impact.goal.coverage", { value: target("coverage") }) },
    { id: "storage", text: t("solar-power-impact.goal.storage", { value: target("storage") }) },
    { id: "carbon", text: t("solar-power-impact.goal.carbon", { value: target("carbon") }) },
    {
      id: "upkeep",
      text: t("solar-power-impact.goal.upkeep", { value: formatFigure(LIFESPAN, lang, t) }),
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
