import { ArrowRight } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Stat, StatGrid } from "@/components/ui/stat";
import { formatNumber, formatScaleCount } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";

/** The national figures: villages, rural people, the vision's years and the villages per phase. */
export interface Projections {
  villages: number;
  ruralPeople: number;
  visionYears: number;
  scalingPath: readonly number[];
}

/** National projections (600,000+ villages, 800M+ rural people, 10 years) and the call to action. */
export function NationalProjections({ projections: p }: { projections: Projections }) {
  const { lang, t } = requestWords();
  const n = (v: number) => formatNumber(v, lang);
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <h3 className="text-xl font-semibold">{t("national.projections")}</h3>
        <StatGrid className="mt-4 sm:grid-cols-3 lg:grid-cols-3">
          <Stat
            value={t("national.projection.villages.value", { n: n(p.villages) })}
            label={t("national.projection.villages.label")}
          />
          <Stat
            value={t("national.projection.people.value", {
              people: formatScaleCount(p.ruralPeople, lang),
            })}
            label={t("national.projection.people.label")}
          />
          <Stat
            value={t("national.projection.vision.value", { n: n(p.visionYears) })}
            label={t("national.projection.vision.label")}
          />
        </StatGrid>
        <p className="mt-4 text-sm text-muted-foreground">
          {t("national.path")}:{" "}
          <span className="font-semibold text-foreground tabular-nums">
            {p.scalingPath
              .map((v, i) => `${n(v)}${i === p.scalingPath.length - 1 ? "+" : ""}`)
              .join(" → ")}
          </span>
        </p>
      </div>
      <Card className="flex flex-col justify-center border-primary/40 lg:col-span-2">
        <h3 className="text-xl font-semibold">{t("national.cta.title")}</h3>
        <p className="mt-2 text-sm text-muted-foreground">{t("national.cta.text")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink
            href={localizePath("/investment", lang)}
            className="h-auto min-h-10 max-w-full py-2 whitespace-normal"
          >
            {t("national.cta.investment")}
            <ArrowRight aria-hidden />
          </ButtonLink>
          <ButtonLink
            href={localizePath("/transparency", lang)}
            variant="outline"
            className="h-auto min-h-10 max-w-full py-2 whitespace-normal"
          >
            {t("national.cta.transparency")}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
