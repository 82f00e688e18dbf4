import { rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { listVillages, villagesUnderReview } from "@/lib/programme";
import { getRollUp, rollUpOf, rollUpOfRows, rowOf } from "@/lib/roll-up";
import { indexPath, readRollUpIndex, writeRollUpIndex } from "@/lib/programme/roll-up-index";

/**
 * The roll-up's rows the build's check writes (lib/programme/roll-up-index.ts): what the build and its
 * server read instead of every village's folder.
 */

const env = { ...process.env };
beforeEach(() => {
  // A folder of its own under .built/, as a build whose output were .next-jest-<pid>.
  process.env.NEXT_DIST_DIR = `.next-jest-${process.pid}`;
  process.env.VILLAGES_INDEX = "1";
});
afterEach(() => {
  rmSync(dirname(indexPath()), { recursive: true, force: true });
  process.env = { ...env };
  jest.restoreAllMocks();
});

describe("the villages' index of a build", () => {
  it("gives the build the same roll-up as reading every folder", () => {
    const list = listVillages();
    writeRollUpIndex(list.map(rowOf), villagesUnderReview());
    const index = readRollUpIndex()!;
    expect(index.rows.map((r) => r.slug)).toEqual(list.map((v) => v.slug));
    // Through JSON and back, the same figures, KPIs and checks.
    expect(rollUpOfRows(index.rows, index.underReview)).toEqual(
      JSON.parse(JSON.stringify(rollUpOf(list, villagesUnderReview()))),
    );
    expect(getRollUp().rows).toEqual(rollUpOf(list).rows);
  });

  it("is read only by code `npm run build` built after its check wrote it", () => {
    writeRollUpIndex([], []);
    expect(readRollUpIndex()).toBeDefined();
    delete process.env.VILLAGES_INDEX;
    expect(readRollUpIndex()).toBeUndefined();
  });

  it("stops a build whose index is missing or from other folders, and lets a server read the folders", () => {
    const path = indexPath();
    writeRollUpIndex([], []);
    writeFileSync(path, JSON.stringify({ where: "elsewhere", rows: [], underReview: [] }));
    process.env.NEXT_PHASE = "phase-production-build";
    expect(() => readRollUpIndex()).toThrow(
      /does not belong to this build: it was worked out from elsewhere, and this build reads content\/villages.*Run npm run build/,
    );
    rmSync(path);
    expect(() => readRollUpIndex()).toThrow(/cannot be read/);

    delete process.env.NEXT_PHASE;
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(readRollUpIndex()).toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/Reading every village's folder instead/),
    );
  });
});
