import { formatFigure } from "@/components/impact/format-figure";
import { ImpactStats } from "@/components/impact/impact-stats";
import type { projections } from "@/content/impact-pages/ai-lab";
import { formatNumber } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

type Projection = (typeof projections)[number];

/** Five-year projections: start → year 5, with the change worked out from the two figures. */
export function Projections({ projections }: { projections: Projection[] }) {
  const { lang, t } = requestWords();
  return (
    <ImpactStats
      items={projections.map((p) => {
        const fig = (value: number) => formatFigure({ value, unit: p.unit }, lang, t);
        // "5 → 20 projects": a count names its unit once; a percentage keeps its sign on both.
        const start = p.unit === "percent" ? fig(p.start) : formatNumber(p.start, lang);
        const change =
          p.unit === "percent"
            ? t("ai-lab-impact.projection.points", { n: formatNumber(p.year5 - p.start, lang) })
            : t("ai-lab-impact.projection.times", { n: formatNumber(p.year5 / p.start, lang) });
        return {
          id: p.id,
          label: t(`ai-lab-impact.projection.${p.id}`),
          value: t("ai-lab-impact.projection.range", { start, year5: fig(p.year5) }),
          hint: change,
        };
      })}
    />
  );
}
