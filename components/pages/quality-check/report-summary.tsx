import { CheckCircle2, Rocket, XCircle } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Stat, StatGrid } from "@/components/ui/stat";
import { formatNumber, formatPercent } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { QualityReport } from "@/lib/quality/types";
import { cx } from "@/lib/cx";
import { auditTime, type DashboardText } from "./dashboard-text";

interface ReportSummaryProps {
  lang: Lang;
  /** Null until the first report arrives: every figure then reads "--". */
  report: QualityReport | null;
  text: DashboardText;
  deployHref: string;
}

/**
 * The four headline figures, then the banner with, when ready, 'Deploy Now'. The figures come
 * first so they stay put when the report arrives: the banner takes the loading notice's place below.
 */
export function ReportSummary({ lang, report, text, deployHref }: ReportSummaryProps) {
  const n = (value: number) => formatNumber(value, lang);
  const unknown = "--";
  return (
    <>
      <StatGrid>
        {/* The first two take a row each on a phone: in half a row the answer ("Not Ready") and
            the audit time wrap onto a second line, and the grid would grow when they land. */}
        <Stat
          className="col-span-2 sm:col-span-1"
          label={text.overall}
          value={report ? formatPercent(report.overall_score, lang) : unknown}
        />
        <Stat
          className="col-span-2 sm:col-span-1"
          label={text.readiness}
          value={report ? <Readiness ready={report.deployment_ready} text={text} /> : unknown}
          // A hint in both states keeps the grid's height, so nothing moves when the report lands.
          hint={report ? auditTime(report, text, lang) : text.checking}
        />
        <Stat
          label={text.passed}
          value={report ? `${n(report.passed)}/${n(report.total_tests)}` : unknown}
        />
        <Stat label={text.critical} value={report ? n(report.critical_issues) : unknown} />
      </StatGrid>
      {report && <Banner report={report} text={text} deployHref={deployHref} />}
    </>
  );
}

function Readiness({ ready, text }: { ready: boolean; text: DashboardText }) {
  const Icon = ready ? CheckCircle2 : XCircle;
  return (
    <span
      className={cx(
        "inline-flex items-center gap-2 align-top",
        ready ? "text-success" : "text-danger",
      )}
    >
      <Icon aria-hidden className="size-6 shrink-0" />
      {ready ? text.ready : text.notReady}
    </span>
  );
}

function Banner({
  report,
  text,
  deployHref,
}: {
  report: QualityReport;
  text: DashboardText;
  deployHref: string;
}) {
  const ready = report.deployment_ready;
  const Icon = ready ? CheckCircle2 : XCircle;
  return (
    <div
      className={cx(
        "flex flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-center sm:justify-between",
        ready ? "border-success/40 bg-success/10" : "border-danger/40 bg-danger/10",
      )}
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden
          className={cx("mt-0.5 size-6 shrink-0", ready ? "text-success" : "text-danger")}
        />
        <div>
          <p className="text-lg font-semibold">{ready ? text.bannerReady : text.bannerBlocked}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {ready ? text.bannerReadyText : text.bannerBlockedText}
          </p>
        </div>
      </div>
      {ready && (
        <a href={deployHref} className={cx(buttonVariants(), "print-hidden shrink-0")}>
          <Rocket aria-hidden />
          {text.deployNow}
        </a>
      )}
    </div>
  );
}
