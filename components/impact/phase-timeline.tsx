import { CheckCircle2, CircleDashed, Loader } from "lucide-react";
import type { PhaseStatus, Timeline } from "@/content/impact-pages/schema";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatMonth, formatMonthSpan, formatPercent, formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { MessageKey, Translate } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { requestWords } from "@/lib/request-language";

export interface PhaseItem {
  id: string;
  title: string;
  status: PhaseStatus;
  completion: number;
  /** "plan": the completion is the plan's statement, labelled as such, not a measurement. */
  basis: "plan" | "recorded";
  description: string;
  timeline: string;
}

/** When a phase runs, in the page's language: "Jan - Jun 2024", "Before launch, 2025", "By Jun 2026". */
export function formatTimeline(timeline: Timeline, t: Translate, lang: Lang): string {
  switch (timeline.kind) {
    case "months":
      return formatMonthSpan(timeline.span, lang);
    case "quarter":
      return formatQuarter(timeline.quarter, lang);
    case "beforeLaunch":
      return t("impact-pages.timeline.beforeLaunch", { year: String(timeline.year) });
    case "by":
      return t("impact-pages.timeline.by", { month: formatMonth(timeline.month, lang) });
  }
}

/** Spec §4: In Progress gets a highlighted border and badge, Completed is green, Planned is grey. */
const look: Record<
  PhaseStatus,
  { key: MessageKey; tone: BadgeTone; card: string; bar: string; Icon: typeof Loader }
> = {
  "In Progress": {
    key: "impact-pages.phase.inProgress",
    tone: "highlight",
    card: "border-2 border-highlight shadow-md",
    bar: "bg-highlight",
    Icon: Loader,
  },
  Completed: {
    key: "impact-pages.phase.completed",
    tone: "success",
    card: "border-success/50 bg-success/5",
    bar: "bg-success",
    Icon: CheckCircle2,
  },
  Planned: {
    key: "impact-pages.phase.planned",
    tone: "neutral",
    card: "bg-muted/40",
    bar: "bg-muted-foreground",
    Icon: CircleDashed,
  },
};

/** Implementation phases in order, as an ordered list of cards. */
export function PhaseTimeline({ phases }: { phases: readonly PhaseItem[] }) {
  const { lang, t } = requestWords();
  return (
    <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {phases.map((phase, i) => {
        const { key, tone, card, bar, Icon } = look[phase.status];
        const percent = formatPercent(phase.completion, lang);
        return (
          <li
            key={phase.id}
            className={cn("flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm", card)}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-muted-foreground">
                {t("impact-pages.phase.number", { n: i + 1 })}
              </span>
              <Badge tone={tone}>
                <Icon aria-hidden className="size-3.5" />
                {t(key)}
              </Badge>
            </div>
            <h3 className="text-lg leading-snug font-semibold">{phase.title}</h3>
            <p className="text-sm font-medium">{phase.timeline}</p>
            <ProgressBar
              label={t("impact-pages.phase.label", { phase: phase.title, percent })}
              value={phase.completion}
              barClassName={bar}
            />
            <p className="text-xs text-muted-foreground">
              {t("impact-pages.phase.completion", { percent })}
              {phase.basis === "plan" && (
                <>
                  {" · "}
                  <span className="font-medium">{t("impact-pages.phase.planBasis")}</span>
                </>
              )}
            </p>
            <p className="text-sm text-muted-foreground">{phase.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
