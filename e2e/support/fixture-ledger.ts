import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURE_DIR } from "./csv";

/** The fixture set's status.json, read on its own. */
export const fixtureStatus = JSON.parse(readFileSync(join(FIXTURE_DIR, "status.json"), "utf8")) as {
  asOf: string;
  stage: string;
  familiesHelped: number;
};

/** Whole rupees as the files write them: 150000 or "1,50,000". */
export const rupees = (text: string) => Number(text.replace(/,/g, ""));

/** Rupees in Indian grouping, as the pages write them: ₹1,50,000. */
export const inr = (n: number) => `₹${n.toLocaleString("en-IN")}`;
