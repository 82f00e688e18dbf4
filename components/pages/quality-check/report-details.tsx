import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatNumber, formatPercent } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { groupByCategory } from "@/lib/quality/group";
import type { Check, CheckCategory, CheckStatus, QualityReport } from "@/lib/quality/types";
import { fillTemplate, pluralTemplate } from "@/lib/template";
import { auditTime, inEnglish, langIfEnglish, type DashboardText } from "./dashboard-text";

const tone: Record<CheckStatus, BadgeTone> = {
  pass: "success",
  warning: "warning",
  fail: "danger",
};
const icon = { pass: CheckCircle2, warning: AlertTriangle, fail: XCircle } as const;

/** Recommendations, then every check grouped by category with the category's rounded mean. */
export function ReportDetails({
  lang,
  report,
  text,
}: {
  lang: Lang;
  report: QualityReport;
  text: DashboardText;
}) {
  const ranAt = auditTime(report, text, lang);
  const someEnglish = [
    ...report.recommendations,
    ...report.checks.flatMap((c) => [c.test, c.details]),
  ].some((value) => inEnglish(value, lang));
  return (
    <>
      <Card>
        <CardTitle>{text.recommendations}</CardTitle>
        {report.recommendations.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{text.noRecommendations}</p>
        ) : (
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm break-words">
            {report.recommendations.map((r, i) => (
              <li key={i} lang={langIfEnglish(r, lang)}>
                {r}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <div>
        <h3 className="text-lg font-semibold">{text.checks}</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          {ranAt && `${ranAt}.`}
          {someEnglish && ` ${text.englishNote}`}
        </p>
        <div className="mt-4 space-y-3">
          {groupByCategory(report.checks).map((group) => (
            <CategoryGroup key={group.category} lang={lang} text={text} {...group} />
          ))}
        </div>
      </div>
    </>
  );
}

function CategoryGroup({
  lang,
  text,
  category,
  score,
  checks,
}: {
  lang: Lang;
  text: DashboardText;
  category: string;
  score: number;
  checks: Check[];
}) {
  const name = text.category[category as CheckCategory] ?? category;
  const allPass = checks.every((c) => c.status === "pass");
  return (
    <details open={!allPass} className="group rounded-xl border bg-card">
      <summary className="cursor-pointer list-none p-4 [&::-webkit-details-marker]:hidden">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-semibold">
            <span
              aria-hidden
              className="mr-2 inline-block transition-transform group-open:rotate-90"
            >
              ›
            </span>
            {name}
          </span>
          <span className="text-sm text-muted-foreground">
            {fillTemplate(pluralTemplate(checks.length, lang, text.checkCount), {
              count: formatNumber(checks.length, lang),
            })}{" "}
            · <span className="font-semibold text-foreground">{formatPercent(score, lang)}</span>
          </span>
        </div>
        <ProgressBar
          className="mt-2"
          label={fillTemplate(text.categoryScore, {
            category: name,
            score: formatNumber(score, lang),
          })}
          value={score}
        />
      </summary>
      <ul className="divide-y border-t">
        {checks.map((check, i) => (
          <CheckRow key={i} lang={lang} text={text} check={check} />
        ))}
      </ul>
    </details>
  );
}

function CheckRow({ lang, text, check }: { lang: Lang; text: DashboardText; check: Check }) {
  const Icon = icon[check.status];
  return (
    <li className="flex flex-col gap-1 p-4 sm:flex-row sm:gap-4">
      <div className="flex shrink-0 flex-wrap items-start gap-2 sm:w-44">
        <Badge tone={tone[check.status]}>
          <Icon aria-hidden className="size-3.5" />
          {text.status[check.status]}
        </Badge>
        {check.critical && <Badge tone="neutral">{text.criticalBadge}</Badge>}
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          <span lang={langIfEnglish(check.test, lang)}>{check.test}</span>{" "}
          <span className="text-sm font-normal text-muted-foreground">
            ({fillTemplate(text.score, { score: formatNumber(check.score, lang) })})
          </span>
        </p>
        <p
          lang={langIfEnglish(check.details, lang)}
          className="mt-1 text-sm break-words text-muted-foreground"
        >
          {check.details}
        </p>
      </div>
    </li>
  );
}
