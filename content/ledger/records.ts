import { checkDate, oneOf, problem, type Context } from "@/content/ledger/checks";
import { kpiIds, milestoneIds, type KpiId, type MilestoneId } from "@/content/ledger/ids";
import { readTable } from "@/content/ledger/table";

export interface Measurement {
  line: number;
  kpi: KpiId;
  date: string;
  value: number;
  source: string;
}
export interface MilestoneRecord {
  line: number;
  milestone: MilestoneId;
  achieved: string;
  evidence: string;
}

export function readMeasurements(ctx: Context, path: string): Measurement[] {
  const out: Measurement[] = [];
  const seen = new Map<string, number>();
  for (const { row, get, line } of readTable(ctx, path, "measurements.csv") ?? []) {
    const kpi = oneOf(ctx, row, "kpi", get("kpi"), kpiIds, "a KPI id");
    const date = checkDate(ctx, row, "date", get("date"));
    const text = get("value").replace(/%$/, "").trim();
    const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
    let good = kpi !== undefined && date !== undefined;
    if (value === undefined || value > 100) {
      problem(
        ctx,
        line,
        value === undefined
          ? `value "${get("value")}" is not a percentage`
          : `value ${text} is over 100`,
        "Write a percentage from 0 to 100, for example 42 or 42.5.",
      );
      good = false;
    }
    if (get("source") === "") {
      problem(
        ctx,
        line,
        "source is empty",
        "Say where the figure comes from, such as the survey or register.",
      );
      good = false;
    }
    if (good) {
      const key = `${kpi}|${date}`;
      const first = seen.get(key);
      if (first !== undefined) {
        problem(
          ctx,
          line,
          `${kpi} already has a measurement dated ${date}, on line ${first}`,
          "Keep one measurement per KPI and day; correct that line instead of adding another.",
        );
        continue;
      }
      seen.set(key, line);
      out.push({ line, kpi: kpi!, date: date!, value: value!, source: get("source") });
    }
  }
  return out;
}

export function readMilestones(ctx: Context, path: string): MilestoneRecord[] {
  const out: MilestoneRecord[] = [];
  const seen = new Map<string, number>();
  for (const { row, get, line } of readTable(ctx, path, "milestones.csv") ?? []) {
    const milestone = oneOf(
      ctx,
      row,
      "milestone",
      get("milestone"),
      milestoneIds,
      "a milestone id",
    );
    const achieved = checkDate(ctx, row, "achieved", get("achieved"));
    let good = milestone !== undefined && achieved !== undefined;
    if (get("evidence") === "") {
      problem(
        ctx,
        line,
        "evidence is empty",
        "Say how the milestone can be checked: a document, a photo's address or a register.",
      );
      good = false;
    }
    if (milestone) {
      const first = seen.get(milestone);
      if (first !== undefined) {
        problem(
          ctx,
          line,
          `${milestone} is already recorded on line ${first}`,
          "A milestone is achieved once; keep one line for it.",
        );
        good = false;
      } else seen.set(milestone, line);
    }
    if (good)
      out.push({ line, milestone: milestone!, achieved: achieved!, evidence: get("evidence") });
  }
  return out;
}
