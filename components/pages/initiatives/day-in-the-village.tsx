import { FigureNotes } from "@/components/figure-notes";
import { SiteLink } from "@/components/site-link";
import { Badge } from "@/components/ui/badge";
import { Section } from "@/components/ui/section";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";
import { INTERNET_MBPS } from "@/content/home/shared";
import { BASELINE_YEAR, DAY_ANCHOR, VISION_DAY, daySlots } from "@/content/vision";
import { formatDate, formatNumber } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { visionIcons } from "./icons";
import { stageArgs } from "@/lib/stage-args";
import { programmeSpan } from "@/lib/programme-span";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** 'Day in the village, 15 August 2028': the narrative in four time slots. */
export function DayInTheVillage({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  // Today's baseline figures, woven into the story so the future is measured against them.
  const vars = {
    water: formatNumber(village.infrastructure.cleanWaterPercent, lang),
    electricity: formatNumber(village.infrastructure.reliableElectricityPercent, lang),
    km: formatNumber(HEALTHCARE_KM_BASELINE, lang),
    income: formatNumber(village.economic.averageMonthlyIncome, lang),
    speed: formatNumber(INTERNET_MBPS, lang),
    households: formatNumber(village.population.households, lang),
    baselineYear: BASELINE_YEAR,
  };
  return (
    <Section
      id={DAY_ANCHOR}
      title={t("vision.day.title", { date: formatDate(VISION_DAY, lang) })}
      description={
        <>
          <Badge tone="highlight" className="mr-2 align-middle">
            {t("vision.day.badge")}
          </Badge>
          {t("vision.day.intro", {
            ...stageArgs(lang, ledger),
            ...programmeSpan(lang),
          })}
        </>
      }
    >
      <ol className="relative space-y-6 border-l-2 border-primary/30 pl-6 sm:pl-8">
        {daySlots.map((slot) => {
          const Icon = visionIcons[slot.icon];
          return (
            <li key={slot.id} className="relative">
              <span
                aria-hidden
                className="absolute top-1 -left-[2.35rem] flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground sm:-left-[2.85rem]"
              >
                <Icon className="size-4" />
              </span>
              <article className="rounded-xl border bg-card p-5 shadow-sm">
                <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                  {t(`vision.day.${slot.id}.time`)}
                </p>
                <h3 className="mt-1 text-xl font-semibold">
                  {t(`vision.day.${slot.id}.title`, vars)}
                </h3>
                <p className="mt-2 max-w-3xl text-pretty">
                  {t(`vision.day.${slot.id}.story`, vars)}
                </p>
                <p className="mt-3 text-sm text-muted-foreground">
                  {t("vision.day.service")}:{" "}
                  <SiteLink
                    href={localizePath(slot.service, lang)}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {t(`vision.day.${slot.id}.link`)}
                  </SiteLink>
                </p>
              </article>
            </li>
          );
        })}
      </ol>
      <p className="mt-6 max-w-3xl font-medium">{t("vision.day.closing")}</p>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "baseline.healthcare", shown: HEALTHCARE_KM_BASELINE }]}
      />
    </Section>
  );
}
