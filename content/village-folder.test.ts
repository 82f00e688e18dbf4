import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readVillageFolder } from "@/content/village-folder";

// A village is a folder (issue 42): its village.json and plan.json are checked as the team's files
// are, every problem as file:line with what is allowed, and one village's bad folder never stops
// the others from publishing.

const SECOND = join(process.cwd(), "e2e", "fixtures", "villages", "second-test-village");

/** A copy of the fixture's second village, with `edit` applied to its files, in a folder of villages. */
function villagesWith(edit: (dir: string) => void, slug = "second-test-village"): string {
  const root = mkdtempSync(join(tmpdir(), "villages-"));
  cpSync(SECOND, join(root, slug), { recursive: true });
  edit(join(root, slug));
  return root;
}

const read = (root: string, slug = "second-test-village") =>
  readVillageFolder(join(root, slug), slug, (file) => `${slug}/${file}`);

describe("a village's folder", () => {
  it("reads the fixture's second village: its names, plan and files", () => {
    const { problems, folder } = readVillageFolder(SECOND, "second-test-village", (f) => f);
    expect(problems).toEqual([]);
    expect(folder!.village.name.en).toBe("Second test village");
    expect(folder!.village.facts.population.total).toBe(1200);
    expect(folder!.plan.phases.map((p) => p.budget)).toEqual([6000000, 3000000, 2500000]);
    expect(folder!.actuals.expenses).toHaveLength(6);
  });

  it("names the line of a slip in village.json, and says what the file holds", () => {
    const root = villagesWith((dir) => {
      const path = join(dir, "village.json");
      const text = readFileSync(path, "utf8")
        .replace('"total": 1200', '"total": "1,200"')
        .replace('"district":', '"distrct":');
      writeFileSync(path, text);
    });
    try {
      const { problems, folder } = read(root);
      expect(folder).toBeUndefined();
      expect([...problems].sort()).toEqual([
        expect.stringMatching(/^second-test-village\/village\.json:1: "district" is missing\./),
        expect.stringMatching(
          /^second-test-village\/village\.json:3: "distrct" is not a field this file has\. It holds "name", "state"/,
        ),
        expect.stringMatching(
          /^second-test-village\/village\.json:7: "facts\.population\.total" must be a number without quotes or commas, such as 1200\./,
        ),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("refuses a comma after the last field of plan.json on its line, and a plan that does not add up", () => {
    const comma = villagesWith((dir) => {
      const path = join(dir, "plan.json");
      writeFileSync(path, readFileSync(path, "utf8").replace(/\]\n\}\n$/, "],\n}\n"));
    });
    const twice = villagesWith((dir) => {
      const path = join(dir, "plan.json");
      const text = readFileSync(path, "utf8").replace('"id": "solar"', '"id": "starlink"');
      writeFileSync(path, text);
    });
    const late = villagesWith((dir) => {
      const path = join(dir, "plan.json");
      const text = readFileSync(path, "utf8").replace(
        '"launch": "Q1 2026",',
        '"launch": "Q1 2026",\n  "accountsFrom": "2026-02",',
      );
      writeFileSync(path, text);
    });
    try {
      expect(read(late).problems).toEqual([
        expect.stringMatching(
          /^second-test-village\/plan\.json:5: accountsFrom comes after start: the accounts must show the plan's first month\./,
        ),
      ]);
      expect(read(comma).problems).toEqual([
        expect.stringMatching(
          /^second-test-village\/plan\.json:41: there is a comma after the last line of fields/,
        ),
      ]);
      expect(read(twice).problems).toEqual([
        expect.stringMatching(/^second-test-village\/plan\.json:\d+: "starlink" is listed twice\./),
      ]);
    } finally {
      rmSync(comma, { recursive: true, force: true });
      rmSync(twice, { recursive: true, force: true });
      rmSync(late, { recursive: true, force: true });
    }
  });

  it("names its team's files by their path in the folder", () => {
    const root = villagesWith((dir) => {
      const path = join(dir, "actuals", "expenses.csv");
      writeFileSync(path, readFileSync(path, "utf8").replace("42000", "42.000"));
    });
    try {
      const { problems } = read(root);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        new RegExp(`^${root}/second-test-village/actuals/expenses\\.csv:2: `),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("holds families helped to the village's own households, not the pilot's", () => {
    // 300 is within the pilot's 342 households, beyond this village's 250.
    const root = villagesWith((dir) => {
      const path = join(dir, "actuals", "status.json");
      writeFileSync(
        path,
        readFileSync(path, "utf8").replace(
          '"Implementation"',
          '"Implementation",\n  "familiesHelped": 300',
        ),
      );
    });
    try {
      const { problems } = read(root);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain("of the village's 250 households");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("refuses a folder name that cannot be an address", () => {
    const root = villagesWith(() => {}, "Second Village");
    try {
      expect(read(root, "Second Village").problems[0]).toMatch(
        /"Second Village" cannot be a village's folder name\. Name it with small letters, digits and single dashes/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("npm run check-data over every village", () => {
  // A build's check writes the roll-up's rows for its build, .built/<NEXT_DIST_DIR>/: a build of
  // this test's own, removed after it.
  const dist = `.next-check-${process.pid}`;
  afterAll(() => rmSync(join(".built", dist), { recursive: true, force: true }));
  const checkData = (root: string, ...args: string[]) =>
    spawnSync(process.execPath, ["scripts/check-data.mjs", ...args], {
      encoding: "utf8",
      env: { ...process.env, VILLAGES_DIR: root, NEXT_DIST_DIR: dist },
    });
  const broken = () =>
    villagesWith((dir) => {
      const path = join(dir, "actuals", "funds.csv");
      writeFileSync(path, readFileSync(path, "utf8").replace("2026-02-11", "2026-02-30"));
    });

  it("passes when every village's folder is in order, naming each", () => {
    const root = villagesWith(() => {});
    const run = checkData(root);
    rmSync(root, { recursive: true, force: true });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("The pilot's files are in order");
    expect(run.stdout).toContain(
      `Village "second-test-village"'s files are in order: 6 expenses, 3 gifts of funds, 1 measurement, 1 milestone; figures as of 2026-04-30, stage Implementation.`,
    );
  });

  it("fails the pull request on another village's bad file, with its file:line", () => {
    const root = broken();
    try {
      const run = checkData(root);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Village "second-test-village"'s files have 1 problem.`);
      expect(run.stderr).toContain(
        `${root}/second-test-village/actuals/funds.csv:3: date 2026-02-30 is not a day on the calendar.`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("lets the build go on without that village, saying so loudly", () => {
    const root = broken();
    try {
      const run = checkData(root, "--build");
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("The pilot's files are in order");
      expect(run.stderr).toContain(
        'LEFT OUT OF THIS BUILD until their files are mended: second-test-village. /villages lists it as "figures under review".',
      );
      // The build's roll-up: the pilot's row, and the village under review with its problem.
      const index = JSON.parse(readFileSync(join(".built", dist, "villages.json"), "utf8")) as {
        rows: { slug: string }[];
        underReview: { slug: string; problems: string[] }[];
      };
      expect(index.rows.map((r) => r.slug)).toEqual(["pilot"]);
      expect(index.underReview).toEqual([
        {
          slug: "second-test-village",
          name: expect.objectContaining({ en: "Second test village" }),
          problems: [expect.stringMatching(/funds\.csv:\d+: /)],
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
