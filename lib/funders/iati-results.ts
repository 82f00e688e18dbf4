import { quarterMonths, quarterOf } from "@/content/budget";
import { kpisOf } from "@/content/kpis";
import { lastDayOf } from "@/content/ledger/months";
import { el, type XmlElement } from "@/lib/funders/xml";
import { english, narratives } from "@/lib/funders/narratives";
import { languages } from "@/lib/i18n";
import type { VillageSnapshot } from "@/lib/programme";

/** A quarter's first and last day: "Q2 2026" → 2026-04-01 and 2026-06-30. */
function quarterDays(quarter: string) {
  const { from, to } = quarterMonths(quarter);
  return { start: `${from}-01`, end: lastDayOf(to) };
}

/**
 * The village's KPIs as IATI results (kpisOf): each an outcome (result type 2) with one indicator
 * in percent (measure 2, higher is better), its baseline, and a period for each quarter that has
 * a step of the plan (its target) or a measurement (its actual values, each with its date and
 * source). The baseline is the village's figures as the plan starts: its year is the plan's first.
 */
export function resultsOf(village: VillageSnapshot): XmlElement[] {
  const baselineYear = Number(village.plan.start.slice(0, 4));
  return kpisOf(village.ledger).map((kpi) => {
    const name = narratives((t) => t(`dashboard.kpi.${kpi.id}.name`));
    const measured = village.ledger.measurementsOf(kpi.id);
    const quarters = [
      ...new Set([
        ...kpi.milestones.map((m) => m.quarter),
        ...measured.map((m) => quarterOf(m.date)),
      ]),
    ].sort((a, b) => quarterDays(a).start.localeCompare(quarterDays(b).start));
    return el(
      "result",
      { type: 2, "aggregation-status": 0 },
      el("title", undefined, name),
      el(
        "indicator",
        { measure: 2, ascending: 1 },
        el("title", undefined, name),
        el(
          "description",
          undefined,
          narratives((t) =>
            t(`dashboard.kpi.${kpi.id}.description`, { languages: languages.length }),
          ),
        ),
        el("baseline", { year: baselineYear, value: kpi.baseline }),
        quarters.map((quarter) => {
          const { start, end } = quarterDays(quarter);
          const step = kpi.milestones.find((m) => m.quarter === quarter);
          return el(
            "period",
            undefined,
            el("period-start", { "iso-date": start }),
            el("period-end", { "iso-date": end }),
            step && el("target", { value: step.target }),
            measured
              .filter((m) => m.date >= start && m.date <= end)
              .map((m) =>
                el(
                  "actual",
                  { value: m.value },
                  el("comment", undefined, english(`${m.date}: ${m.source}`)),
                ),
              ),
          );
        }),
      ),
    );
  });
}
