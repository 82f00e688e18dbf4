import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A copy of the published files with one bad line in expenses.csv and one in funds.csv. */
function badFiles(): string {
  const dir = mkdtempSync(join(tmpdir(), "bad-actuals-"));
  cpSync(join(process.cwd(), "content", "villages", "pilot", "actuals"), dir, { recursive: true });
  writeFileSync(
    join(dir, "expenses.csv"),
    "date,category,amount,description,payee,receipt,verified\n2025-05-01,Solar,1000,Panels,,R1,no\n",
  );
  writeFileSync(join(dir, "funds.csv"), "date,amount,source,donor\n2025-02-30,500,csr,\n");
  return dir;
}

/** `npm run check-data` with extra environment, as the build runs it. */
function checkData(env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ["scripts/check-data.mjs"], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
}

describe("npm run check-data and the build", () => {
  it("passes on the published files", () => {
    const run = checkData();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("The pilot's files are in order");
  });

  it("prints warnings after the verdict and still passes", () => {
    const dir = mkdtempSync(join(tmpdir(), "warned-actuals-"));
    try {
      cpSync(join(process.cwd(), "content", "villages", "pilot", "actuals"), dir, {
        recursive: true,
      });
      const gift = "2025-06-01,5000,individual,";
      writeFileSync(join(dir, "funds.csv"), `date,amount,source,donor\n${gift}\n${gift}\n`);
      const run = checkData({ ACTUALS_DIR: dir });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("The pilot's files are in order");
      expect(run.stderr).toContain(
        `1 warning, which does not stop publishing; look at these lines:\n\n  ${dir}/funds.csv:3: this line is the same as line 2, value for value.`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says plainly when it could not compare with the published files, and does not fail for that", () => {
    const run = checkData({ PUBLISHED_REF: "no-such-branch-here" });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      "Could not compare with the published files, so rows of closed months were not checked: git could not show content/villages/pilot/actuals/ on no-such-branch-here",
    );
  });

  it("fails when rows published for closed months are gone", () => {
    const run = checkData({ PUBLISHED_ACTUALS_DIR: "e2e/fixtures/actuals" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "content/villages/pilot/actuals/expenses.csv:2: 303 rows published for October 2025, November 2025,",
    );
  });

  it("stops the build before next build, printing every problem as file:line", () => {
    const dir = badFiles();
    try {
      const run = spawnSync("npm", ["run", "build"], {
        encoding: "utf8",
        // Were the check ever to pass, the build would write here, and it is removed below.
        env: { ...process.env, ACTUALS_DIR: dir, NEXT_DIST_DIR: ".next-check-data-test" },
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain(
        `${dir}/expenses.csv:2: category "Solar" is not a budget category. Use one of: Starlink Infrastructure,`,
      );
      expect(run.stderr).toContain(
        `${dir}/funds.csv:2: date 2025-02-30 is not a day on the calendar.`,
      );
      expect(run.stderr).toContain(
        "The pilot's files have 2 problems. Nothing of them was published",
      );
      // next build never started.
      expect(`${run.stdout}${run.stderr}`).not.toContain("Creating an optimized production build");
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(".next-check-data-test", { recursive: true, force: true });
    }
  }, 60_000);
});
