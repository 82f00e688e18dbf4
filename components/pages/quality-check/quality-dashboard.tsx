"use client";

import { Loader2, RefreshCw } from "lucide-react";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/cx";
import { getJson, HttpError } from "@/lib/fetcher";
import type { Lang } from "@/lib/i18n";
import { qualityReportUrl } from "@/lib/quality/paths";
import type { QualityReport } from "@/lib/quality/types";
import { AutoRefreshSwitch } from "./auto-refresh-switch";
import { fillTemplate } from "@/lib/template";
import type { DashboardText } from "./dashboard-text";
import { ReportDetails } from "./report-details";
import { ReportSummary } from "./report-summary";

interface QualityDashboardProps {
  lang: Lang;
  text: DashboardText;
  /** Where 'Deploy Now' leads: the page's "How this site is deployed" section. */
  deployHref: string;
  refreshSeconds: number;
}

/**
 * The live dashboard (spec §4 'Quality page'): one fetch on load, one per 'Run Check', and one
 * every 30 s while auto-refresh is on. A failed fetch is logged (spec §8) and changes nothing on
 * screen: the loading state stays until a first report arrives, and a shown report stays shown.
 */
export function QualityDashboard({
  lang,
  text,
  deployHref,
  refreshSeconds,
}: QualityDashboardProps) {
  const [report, setReport] = useState<QualityReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const started = useRef(false);

  const load = useCallback(async () => {
    setBusy(true);
    let next: QualityReport | undefined;
    try {
      next = await getJson<QualityReport>(qualityReportUrl(lang));
    } catch (error) {
      if (error instanceof HttpError) console.error("Failed to fetch quality report");
      else console.error("Error fetching quality report:", error);
    }
    // Some fifty checks are a large render: as a transition React renders them in short slices,
    // so the page keeps answering taps while a report lands, instead of one long task.
    startTransition(() => {
      if (next) setReport(next);
      setBusy(false);
    });
  }, [lang]);

  useEffect(() => {
    // Once per page load, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    void load();
  }, [load]);

  useEffect(() => {
    if (!autoRefresh) return;
    const timer = setInterval(() => void load(), refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [autoRefresh, load, refreshSeconds]);

  return (
    // Without JavaScript it could only show a spinner and dead controls: the section's
    // <noscript> note links to the report's JSON instead.
    <div className="space-y-6" data-needs-js>
      <div
        role="group"
        aria-label={text.controls}
        className="print-hidden flex flex-wrap items-center gap-x-6 gap-y-3"
      >
        <RunCheckButton busy={busy} text={text} onRun={load} />
        <AutoRefreshSwitch
          label={fillTemplate(text.autoRefresh, { seconds: refreshSeconds })}
          checked={autoRefresh}
          onChange={setAutoRefresh}
        />
      </div>
      <ReportSummary lang={lang} report={report} text={text} deployHref={deployHref} />
      {!report && <LoadingStatus text={text.loading} />}
      {report && <ReportDetails lang={lang} report={report} text={text} />}
    </div>
  );
}

function RunCheckButton({
  busy,
  text,
  onRun,
}: {
  busy: boolean;
  text: DashboardText;
  onRun: () => void;
}) {
  return (
    <Button onClick={onRun} disabled={busy}>
      <RefreshCw
        aria-hidden
        className={busy ? "animate-spin motion-reduce:animate-none" : undefined}
      />
      {/* Both labels share one grid cell, so the button keeps the wider one's width and the
          switch beside it does not jump to the next line while a check runs (Hindi). */}
      <span className="grid justify-items-center">
        <span aria-hidden={busy} className={cx("[grid-area:1/1]", busy && "invisible")}>
          {text.runCheck}
        </span>
        <span aria-hidden={!busy} className={cx("[grid-area:1/1]", !busy && "invisible")}>
          {text.running}
        </span>
      </span>
    </Button>
  );
}

function LoadingStatus({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border bg-card p-5 text-muted-foreground"
    >
      <Loader2 aria-hidden className="size-5 shrink-0 animate-spin motion-reduce:animate-none" />
      {text}
    </div>
  );
}
