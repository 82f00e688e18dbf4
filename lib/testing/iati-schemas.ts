import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * For the jest and Playwright tests: the official IATI 2.03 schemas and xmllint. The schemas may
 * not be committed here (their licence keeps them out), so they are looked for where the machine
 * keeps them, and a test without them is skipped with SCHEMAS_ADVICE.
 */

/** IATI_SCHEMAS_DIR, else ../shared/iati-schemas beside the checkout; undefined when neither has them. */
export function iatiSchemasDir(): string | undefined {
  const candidates = [
    process.env.IATI_SCHEMAS_DIR,
    join(process.cwd(), "..", "shared", "iati-schemas"),
  ];
  return candidates
    .filter((dir): dir is string => !!dir)
    .map((dir) => resolve(dir))
    .find((dir) => existsSync(join(dir, "iati-activities-schema.xsd")));
}

export const SCHEMAS_ADVICE =
  "the official IATI 2.03 schemas are not here: put iati-activities-schema.xsd, iati-common.xsd and xml.xsd (IATI/IATI-Schemas, branch version-2.03) in a folder and set IATI_SCHEMAS_DIR to it, or place them in ../shared/iati-schemas beside the checkout";

/** xmllint's verdict on a file against the schemas in `dir`: whether it passed, and what it printed. */
export function xmllint(dir: string, xml: string, name: string): { ok: boolean; output: string } {
  const file = join(mkdtempSync(join(tmpdir(), "iati-")), name);
  writeFileSync(file, xml);
  const schema = join(dir, "iati-activities-schema.xsd");
  try {
    execFileSync("xmllint", ["--noout", "--schema", schema, file], { stdio: "pipe" });
    return { ok: true, output: "" };
  } catch (error) {
    const e = error as { code?: string; stderr?: Buffer };
    if (e.code === "ENOENT") {
      throw new Error("xmllint is not installed: apt-get install libxml2-utils (.ci/run does)");
    }
    return { ok: false, output: String(e.stderr) };
  }
}
