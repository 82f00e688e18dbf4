import { join } from "node:path";
import { FIXTURE_ACTUALS, withActuals } from "@/lib/testing/with-actuals";

/** The e2e fixture's other villages: one good, one under review (e2e/fixtures/villages). */
export const FIXTURE_VILLAGES = join(process.cwd(), "e2e", "fixtures", "villages");
export const SECOND_VILLAGE = "second-test-village";
export const VILLAGE_UNDER_REVIEW = "under-review-village";
/** A fixed time, so that two runs write the same file. */
export const GENERATED = new Date("2026-06-01T06:30:00Z");

/**
 * For tests: the IATI files as the fixture build makes them (the fixture's pilot files, whose
 * status.json publishes a test organisation, and its second village), with the pilot's ledger.
 */
export async function fixtureIati() {
  const before = process.env.VILLAGES_DIR;
  process.env.VILLAGES_DIR = FIXTURE_VILLAGES;
  try {
    return await withActuals(FIXTURE_ACTUALS, async () => {
      const files = await import("@/lib/funders/iati-files");
      const { getPilot, getVillage } = await import("@/lib/programme");
      return {
        programme: files.programmeIatiFile(GENERATED),
        second: files.villageIatiFile(SECOND_VILLAGE, GENERATED),
        underReview: files.villageIatiFile(VILLAGE_UNDER_REVIEW, GENERATED),
        pilot: getPilot(),
        secondVillage: getVillage(SECOND_VILLAGE),
      };
    });
  } finally {
    if (before === undefined) delete process.env.VILLAGES_DIR;
    else process.env.VILLAGES_DIR = before;
  }
}
