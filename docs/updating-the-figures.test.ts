import { readFileSync } from "node:fs";
import { join } from "node:path";
import { kpiList } from "@/content/kpis-data";
import { pilotPlan } from "@/content/pilot-plan";
import { budgetCategoryNames, fundSources } from "@/content/ledger/ids";
import { registrationIds } from "@/content/funders/codes";

// The finance officer's guide types figures and lists the check accepts; each must equal
// content/, so the guide cannot drift from what the site shows and the check reads.
const guide = readFileSync(join(process.cwd(), "docs", "updating-the-figures.md"), "utf8");

/** The rows of the first table after `heading`, as trimmed cells, without its head. */
function tableAfter(heading: string): string[][] {
  const from = guide.indexOf(heading);
  expect(from).toBeGreaterThanOrEqual(0);
  const lines = guide.slice(from).split("\n");
  const start = lines.findIndex((l) => l.trim().startsWith("|"));
  const end = lines.findIndex((l, i) => i > start && !l.trim().startsWith("|"));
  return lines.slice(start + 2, end).map((l) =>
    l
      .trim()
      .slice(1, -1)
      .split("|")
      .map((c) => c.trim()),
  );
}

const month = (yyyyMm: string) =>
  new Date(`${yyyyMm}-01T00:00:00Z`).toLocaleString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

describe("docs/updating-the-figures.md against content/", () => {
  it("gives each KPI's name, baseline, target, date and what its value measures as content does", () => {
    const rows = tableAfter("### measurements.csv");
    expect(rows).toEqual(
      kpiList.map((k) => [
        `\`${k.id}\``,
        k.name,
        String(k.current),
        String(k.target),
        month(k.timeline),
        k.description,
      ]),
    );
  });

  it("lists the budget categories, the sources of funds and the milestones the check accepts", () => {
    const expenses = guide.slice(guide.indexOf("### expenses.csv"), guide.indexOf("### funds.csv"));
    const categories = [...expenses.matchAll(/^ {2}- `([^`]+)`$/gm)].map((m) => m[1]);
    expect(categories).toEqual(Object.values(budgetCategoryNames));
    expect(tableAfter("### funds.csv").map((r) => r[0])).toEqual(
      fundSources.map((s) => `\`${s}\``),
    );
    expect(tableAfter("### milestones.csv").map((r) => [r[0], r[1]])).toEqual(
      pilotPlan.milestones.map((m) => [`\`${m.id}\``, m.phase.replace("phase", "")]),
    );
  });

  it("names the registrations status.json may hold, as the check reads them", () => {
    expect(tableAfter("#### What funders ask for").map((r) => r[0])).toEqual(
      registrationIds.map((id) => `\`${id}\``),
    );
  });
});
