import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { programme } from "@/content/budget";
import { deriveLedger } from "@/content/ledger/derive";
import { actualsDir, readActuals } from "@/content/ledger/read";
import { stageArgs } from "@/lib/stage-args";
import { stageText } from "@/lib/stage";
import { translator } from "@/lib/messages";
import {
  getNationalSummary,
  getPilot,
  getVillage,
  KEPT,
  listVillages,
  PILOT,
  snapshotOf,
  fileOf,
  summarise,
} from "@/lib/programme";

/**
 * A second village for the test: the pilot's baseline and budget, and the e2e fixture's files
 * (eight months into Phase 1, money raised and spent).
 */
const fixtureVillage = () =>
  snapshotOf({
    slug: "fixture",
    village: fileOf(getPilot()),
    plan: getPilot().plan,
    actuals: fixtureFiles(),
  });

/** The e2e fixture's files. */
function fixtureFiles() {
  const { actuals, problems } = readActuals("e2e/fixtures/actuals");
  expect(problems).toEqual([]);
  return actuals!;
}
const total = (rows: { amount: number }[]) => rows.reduce((a, r) => a + r.amount, 0);

describe("the programme's data boundary", () => {
  it("serves the pilot with the figures of the team's files", () => {
    const pilot = getVillage(PILOT)!;
    // The same files read afresh and derived again give the same figures.
    const { actuals: files } = readActuals(actualsDir());
    const again = deriveLedger(files!, programme);
    expect(pilot.slug).toBe("pilot");
    expect(pilot.actuals).toEqual(files);
    expect(pilot.ledger.fundsRaised).toBe(total(files!.funds));
    expect(pilot.ledger.fundsSpent).toBe(total(files!.expenses));
    expect(pilot.ledger.asOf).toBe(files!.status.asOf);
    expect(pilot.ledger.stage).toBe(files!.status.stage);
    expect(pilot.ledger.months).toEqual(again.months);
    expect(pilot.ledger.phaseCompletion("phase1")).toBe(again.phaseCompletion("phase1"));
    expect(pilot.facts.population.total).toBe(1797);
    expect(listVillages()).toEqual([pilot]);
    expect(getPilot()).toBe(pilot);
  });

  it("has no village for an unknown slug", () => {
    expect(getVillage("no-such-village")).toBeUndefined();
    expect(getVillage("__proto__")).toBeUndefined();
  });

  it("derives a second village's figures from its own files, leaving the pilot's as they were", () => {
    const files = fixtureFiles();
    const other = snapshotOf({
      slug: "fixture",
      village: fileOf(getPilot()),
      plan: getPilot().plan,
      actuals: files,
    });
    expect(other.ledger.fundsRaised).toBe(total(files.funds));
    expect(other.ledger.fundsSpent).toBe(total(files.expenses));
    expect(other.ledger.fundsSpent).toBeGreaterThan(0);
    expect(other.ledger.stage).toBe("Implementation");
    expect(other.ledger.asOf).toBe(files.status.asOf);
    expect(other.ledger.phaseCompletion("phase1")).toBeGreaterThan(0);
    // Each month's spending is that month's expense lines.
    for (const m of other.ledger.months) {
      const lines = files.expenses.filter((e) => e.date.startsWith(m.month));
      expect([m.month, m.spent, m.expenses]).toEqual([m.month, total(lines), lines.length]);
    }
    const pilot = getPilot();
    const { actuals: pilotFiles } = readActuals(actualsDir());
    expect(pilot.ledger.fundsSpent).toBe(total(pilotFiles!.expenses));
    expect(pilot.ledger.stage).toBe(pilotFiles!.status.stage);
  });

  it("sums the villages into the national summary", () => {
    const pilot = getPilot();
    const other = fixtureVillage();
    const both = summarise([pilot, other]);
    expect(both.villages).toBe(2);
    expect(both.raised).toBe(pilot.ledger.fundsRaised + other.ledger.fundsRaised);
    expect(both.spent).toBe(pilot.ledger.fundsSpent + other.ledger.fundsSpent);
    expect(both.population).toBe(2 * 1797);
    expect(both.byStage).toEqual({
      "Pre-Implementation": pilot.ledger.stage === "Pre-Implementation" ? 1 : 0,
      Implementation: 1 + (pilot.ledger.stage === "Implementation" ? 1 : 0),
      Completed: pilot.ledger.stage === "Completed" ? 1 : 0,
    });
    expect(getNationalSummary()).toEqual(summarise([pilot]));
  });

  it("words a village's stage from the ledger it is given", () => {
    const other = fixtureVillage();
    const t = translator("en");
    expect(stageArgs("en", other.ledger).now).toBe("implementation");
    expect(stageArgs("en", getPilot().ledger).now).toBe(getPilot().ledger.stageArg);
    expect(stageText("en", "label", other.ledger)).toBe(
      t("ledger.stage.label", { stage: "implementation", quarter: "" }),
    );
    expect(stageText("en", "line", other.ledger)).not.toBe(
      stageText("en", "line", getPilot().ledger),
    );
  });

  it("keeps the villages asked for most recently, and reads an older one again when asked", async () => {
    // KEPT + 2 copies of the e2e fixture's second village, in a folder of villages of their own.
    const root = mkdtempSync(join(tmpdir(), "villages-"));
    const second = join(process.cwd(), "e2e", "fixtures", "villages", "second-test-village");
    const slugs = Array.from({ length: KEPT + 2 }, (_, i) => `copy-${i}`);
    for (const slug of slugs) cpSync(second, join(root, slug), { recursive: true });
    const env = process.env.VILLAGES_DIR;
    process.env.VILLAGES_DIR = root;
    try {
      await jest.isolateModulesAsync(async () => {
        const site = await import("@/lib/programme");
        const pilot = site.getPilot();
        const first = site.getVillage(slugs[0]!)!;
        expect(site.getVillage(slugs[0]!)).toBe(first);
        for (const slug of slugs.slice(1)) expect(site.getVillage(slug)!.slug).toBe(slug);
        // The first was let go: it is read again, with the same figures.
        const again = site.getVillage(slugs[0]!)!;
        expect(again).not.toBe(first);
        expect([again.ledger.fundsSpent, again.ledger.months]).toEqual([
          first.ledger.fundsSpent,
          first.ledger.months,
        ]);
        // The last one asked for, and the pilot, were kept.
        expect(site.getVillage(slugs.at(-1)!)).toBe(site.getVillage(slugs.at(-1)!));
        expect(site.getPilot()).toBe(pilot);
      });
    } finally {
      process.env.VILLAGES_DIR = env;
      if (env === undefined) delete process.env.VILLAGES_DIR;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
