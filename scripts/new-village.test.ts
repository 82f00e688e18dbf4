import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pilotPlan } from "@/content/pilot-plan";
import { readVillageFolder } from "@/content/village-folder";

// npm run new-village writes a folder that the check passes as it stands, and refuses, writing
// nothing, what would make a bad one or overwrite a village.

const SECOND = join(process.cwd(), "e2e", "fixtures", "villages", "second-test-village");
const GOOD = ["--name", "Ramnagar", "--state", "Chhattisgarh", "--district", "Bastar"];

/** `npm run new-village -- ...args`. */
function newVillage(...args: string[]) {
  return spawnSync(process.execPath, ["scripts/new-village.mjs", ...args], { encoding: "utf8" });
}

/** Every file under `dir` with its bytes, by path. */
function filesOf(dir: string): Record<string, Buffer> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path, readFileSync(path)];
      }),
  );
}

const months = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5)) -
  Number(from.slice(5));

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "new-village-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run new-village", () => {
  it("writes a folder the check passes: Pre-Implementation, empty ledgers, the pilot's budgets from --start", () => {
    const run = newVillage(
      ...["--slug", "ramnagar", ...GOOD, "--population", "900", "--households", "180"],
      ...["--start", "2027-04", "--root", root],
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("finds no problem in it");
    expect(run.stdout).toContain("Translate the name, state and district");
    expect(run.stdout).toContain("the village's page will be /villages/ramnagar");

    const { problems, warnings, folder } = readVillageFolder(
      join(root, "ramnagar"),
      "ramnagar",
      (f) => f,
    );
    expect([problems, warnings]).toEqual([[], []]);
    const { village, plan, actuals } = folder!;
    expect(village.name).toEqual({ en: "Ramnagar", hi: "Ramnagar", cg: "Ramnagar" });
    expect(village.district?.en).toBe("Bastar");
    expect(village.facts.population).toMatchObject({ total: 900, households: 180, children: null });
    // Nothing else of the baseline is guessed.
    expect(village.facts.literacy).toEqual({ overall: null, male: null, female: null });

    expect(actuals.status.stage).toBe("Pre-Implementation");
    expect(actuals.status.asOf).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect([actuals.expenses, actuals.funds, actuals.measurements, actuals.milestones]).toEqual([
      [],
      [],
      [],
      [],
    ]);

    expect(plan.start).toBe("2027-04");
    expect(plan.launch).toBe("Q2 2027");
    expect(plan.phases.map((p) => p.budget)).toEqual(pilotPlan.phases.map((p) => p.budget));
    expect(plan.budgetCategories.map((c) => [c.id, c.budget])).toEqual(
      pilotPlan.budgetCategories.map((c) => [c.id, c.budget]),
    );
    expect(plan.phases.map((p) => months(p.from, p.to))).toEqual(
      pilotPlan.phases.map((p) => months(p.from, p.to)),
    );
    expect(plan.milestones).toEqual(pilotPlan.milestones);

    // Committed as written, the folder passes npm run format:check.
    const prettier = spawnSync(
      process.execPath,
      ["node_modules/prettier/bin/prettier.cjs", "--check", "--config", ".prettierrc.json", root],
      { encoding: "utf8" },
    );
    expect(prettier.status).toBe(0);
  });

  it("starts the plan the month after today without --start, with no district when none is given", () => {
    const run = newVillage(
      ...["--slug", "kota", "--name", "Kota", "--state", "Chhattisgarh"],
      ...["--population", "400", "--households", "90", "--root", root],
    );
    expect(run.status).toBe(0);
    const { folder } = readVillageFolder(join(root, "kota"), "kota", (f) => f);
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}`;
    expect(folder!.plan.start).toBe(month);
    expect(folder!.village.district).toBeNull();
  });

  it("refuses a slug that cannot be a folder name, writing nothing", () => {
    const run = newVillage("--slug", "Ram_Nagar", ...GOOD, "--population", "900", "--households", "180", "--root", root); // prettier-ignore
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `"Ram_Nagar" cannot be a village's folder name. Use small letters, digits and single dashes, such as new-village: it is the village's address on the site.\n`,
    );
    expect(readdirSync(root)).toEqual([]);
  });

  it("refuses a folder that exists, leaving it byte for byte as it was", () => {
    cpSync(SECOND, join(root, "ramnagar"), { recursive: true });
    const before = filesOf(root);
    const run = newVillage("--slug", "ramnagar", ...GOOD, "--population", "900", "--households", "180", "--root", root); // prettier-ignore
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `${join(root, "ramnagar")}/ already exists, so nothing was written and it is left as it was. Choose another slug, or edit that folder by hand.\n`,
    );
    expect(filesOf(root)).toEqual(before);
  });

  it("refuses more households than people, and a count that is not a positive whole number", () => {
    const more = newVillage("--slug", "ramnagar", ...GOOD, "--population", "100", "--households", "180", "--root", root); // prettier-ignore
    expect(more.status).toBe(1);
    expect(more.stderr).toBe(
      "--households 180 is more than --population 100. A village has at least one person in each household: check both numbers.\n",
    );
    const comma = newVillage("--slug", "ramnagar", ...GOOD, "--population", "1,797", "--households", "180", "--root", root); // prettier-ignore
    expect(comma.status).toBe(1);
    expect(comma.stderr).toBe(
      '--population "1,797" is not a positive whole number. Write digits only, such as 1797.\n',
    );
    expect(readdirSync(root)).toEqual([]);
  });

  it("refuses when a required flag is missing", () => {
    const run = newVillage("--slug", "ramnagar", "--name", "Ramnagar", "--population", "900", "--households", "180", "--root", root); // prettier-ignore
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^--state is missing\. Run it as npm run new-village -- --slug .*\n$/,
    );
    expect(readdirSync(root)).toEqual([]);
  });
});
