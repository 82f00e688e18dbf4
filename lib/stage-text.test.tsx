import { rmSync } from "node:fs";
import { readActuals } from "@/content/ledger/read";
import { renderEveryPage, type RenderedPage } from "@/lib/testing/render-pages";
import { completed, preLaunch, underWay } from "@/lib/testing/stage-fixtures";
import {
  completedSlips,
  launchSlips,
  notStartedSlips,
  pastFutureSlips,
  statusKeys,
  upcomingSlips,
  type Records,
} from "@/lib/testing/stage-rules";

/**
 * Every page, in every language, rendered from the team's files at the programme's three stages:
 * no sentence, badge or status may contradict the stage or the records (lib/testing/stage-rules).
 */
function recordsOf(dir: string): Records {
  const { actuals } = readActuals(dir);
  if (!actuals) throw new Error(`the stage fixture in ${dir} does not read`);
  return {
    stage: actuals.status.stage,
    asOf: actuals.status.asOf,
    spent: actuals.expenses.length > 0,
    achieved: actuals.milestones.map((m) => m.milestone),
  };
}

const rules = [launchSlips, notStartedSlips, pastFutureSlips, upcomingSlips, completedSlips];

describe.each([
  ["before launch", preLaunch],
  ["under way, spending in every category", underWay],
  ["completed", completed],
])("every page %s", (_, fixture) => {
  const dir = fixture();
  const records = recordsOf(dir);
  let pages: RenderedPage[] = [];
  beforeAll(async () => {
    pages = await renderEveryPage(dir);
  }, 180_000); // 78 pages; on a busy CI machine a stage has taken 30 s
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("says nothing the stage or the records contradict", () => {
    const slips = pages.flatMap((page) =>
      rules
        .flatMap((rule) => rule(page, records))
        .map((slip) => `/${page.lang}/${page.id}: ${slip}`),
    );
    expect([...new Set(slips)]).toEqual([]);
  });

  it("shows the same statuses in Hindi and Chhattisgarhi as in English", () => {
    for (const page of pages.filter((p) => p.lang !== "en")) {
      const english = pages.find((p) => p.id === page.id && p.lang === "en")!;
      expect(`/${page.lang}/${page.id}: ${statusKeys(page).join(", ")}`).toBe(
        `/${page.lang}/${page.id}: ${statusKeys(english).join(", ")}`,
      );
    }
  });
});
