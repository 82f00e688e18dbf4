import { FigureNotes } from "@/components/figure-notes";
import { SiteLink } from "@/components/site-link";
import { Badge } from "@/components/ui/badge";
import { Section } from "@/components/ui/section";
import { DAY_ANCHOR, type daySlots } from "@/content/vision";
import { formatDate, formatNumber } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { visionIcons } from "./icons";
import { stageArgs } from "@/lib/stage-args";
import { spanWords, type PlanSpan } from "@/lib/programme-span";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** Today's figures the story is measured against, and the internet speed it promises. */
export interface DayBaseline {
  /** Percent of homes with clean water and with reliable electricity. */
  water: number;
  electricity: number;
  /** Kilometres to the nearest healthcare. */
  km: number;
  /** Average monthly household income, rupees. */
  income: number;
  /** Internet speed, Mbps. */
  speed: number;
  households: number;
  /** The year the baseline is recorded, "2025". */
  year: string;
}

export interface DayInTheVillageProps extends PartProps {
  /** The day the story is set on, ISO. */
  day: string;
  slots: readonly (typeof daySlots)[number][];
  baseline: DayBaseline;
  /** The plan's first and last month. */
  span: PlanSpan;
}

/** 'Day in the village, 15 August 2028': the narrative in four time slots. */
export function DayInTheVillage({ ledger, day, slots, baseline, span }: DayInTheVillageProps) {
  const { lang, t } = requestWords();
  // Today's baseline figures, woven into the story so the future is measured against them.
  const vars = {
    water: formatNumber(baseline.water, lang),
    electricity: formatNumber(baseline.electricity, lang),
    km: formatNumber(baseline.km, lang),
    income: formatNumber(baseline.income, lang),
    speed: formatNumber(baseline.speed, lang),
    households: formatNumber(baseline.households, lang),
    baselineYear: baseline.year,
  };
  return (
    <Section
      id={DAY_ANCHOR}
      title={t("vision.day.title", { date: formatDate(day, lang) })}
      description={
        <>
          <Badge tone="highlight" className="mr-2 align-middle">
            {t("vision.day.badge")}
          </Badge>
          {t("vision.day.intro", {
            ...stageArgs(lang, ledger),
            ...spanWords(lang, span),
          })}
        </>
      }
    >
      <ol className="relative space-y-6 border-l-2 border-primary/30 pl-6 sm:pl-8">
        {slots.map((slot) => {
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
        figures={[{ measure: "baseline.healthcare", shown: baseline.km }]}
      />
    </Section>
  );
}
