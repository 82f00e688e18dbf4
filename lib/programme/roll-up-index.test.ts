import { rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { listVillages, villagesUnderReview } from "@/lib/programme";
import { getRollUp, rollUpOf, rollUpOfRows, rowOf } from "@/lib/roll-up";
import { indexPath, readRollUpIndex, writeRollUpIndex } from "@/lib/programme/roll-up-index";

/**
 * The roll-up's rows the build's check writes (lib/programme/roll-up-index.ts): what the build
 * and its server read instead of every village's folder. VILLAGES_INDEX is the id next.config.mjs
 * puts into a build's code: the id of the index the check before it wrote.
 */

const env = { ...process.env };
beforeEach(() => {
  // A folder of its own under .built/, as a build whose output were .next-jest-<pid>.
  process.env.NEXT_DIST_DIR = `.next-jest-${process.pid}`;
  delete process.env.VILLAGES_INDEX;
  delete process.env.NEXT_PHASE;
});
afterEach(() => {
  rmSync(dirname(indexPath()), { recursive: true, force: true });
  process.env = { ...env };
  jest.restoreAllMocks();
  // The roll-up is worked out once per process: forget any a test worked out.
  delete (globalThis as { __rollUp?: unknown }).__rollUp;
});

/** Writes an index, and builds code with its id, as npm run build does. */
function built(...args: Parameters<typeof writeRollUpIndex>) {
  const { id } = writeRollUpIndex(...args);
  process.env.VILLAGES_INDEX = id;
  return id;
}

describe("the villages' index of a build", () => {
  it("gives the build the same roll-up as reading every folder", () => {
    const list = listVillages();
    built(list.map(rowOf), villagesUnderReview());
    const index = readRollUpIndex()!;
    expect(index.rows.map((r) => r.slug)).toEqual(list.map((v) => v.slug));
    // Through JSON and back, the same figures, KPIs and checks.
    expect(rollUpOfRows(index.rows, index.underReview)).toEqual(
      JSON.parse(JSON.stringify(rollUpOf(list, villagesUnderReview()))),
    );
  });

  it("is what the build's pages and server read: a row changed in the index shows", () => {
    const rows = listVillages().map(rowOf);
    built([{ ...rows[0]!, spent: 1 }, ...rows.slice(1)], []);
    expect(getRollUp().spent).toBe(1 + rows.slice(1).reduce((sum, r) => sum + r.spent, 0));
    expect(getRollUp().rows[0]!.spent).toBe(1);
  });

  it("is read only by the code built after the check that wrote it", () => {
    const id = built([], []);
    expect(readRollUpIndex()?.id).toBe(id);
    // Code not built by npm run build reads the folders.
    delete process.env.VILLAGES_INDEX;
    expect(readRollUpIndex()).toBeUndefined();
    // A later check whose build then failed: the last build's server reads the folders, saying so.
    process.env.VILLAGES_INDEX = id;
    writeRollUpIndex([], []);
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(readRollUpIndex()).toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/another check wrote it .*Reading every village's folder instead/),
    );
  });

  it("stops a build whose index is missing or from other folders", () => {
    const id = built([], []);
    const path = indexPath();
    writeFileSync(path, JSON.stringify({ id, where: "elsewhere", rows: [], underReview: [] }));
    process.env.NEXT_PHASE = "phase-production-build";
    expect(() => readRollUpIndex()).toThrow(
      /does not belong to this build: it was worked out from elsewhere, and this build reads content\/villages.*Run npm run build/,
    );
    rmSync(path);
    expect(() => readRollUpIndex()).toThrow(/cannot be read/);
  });
});
