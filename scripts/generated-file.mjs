// What the registry generators (scripts/messages-index.mjs, scripts/content-index.mjs) do with
// the source they make: write it only when it changed, or with `--check` say it is stale and exit 1.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * @param {string} output the generated file
 * @param {string} source what it should hold
 * @param {{ from: string, command: string }} how where it comes from, and the script that writes it
 */
export function writeGenerated(output, source, { from, command }) {
  const current = existsSync(output) ? readFileSync(output, "utf8") : "";
  if (process.argv.includes("--check")) {
    if (current !== source) {
      console.log(`${output} is stale: run ${command}, which writes it from ${from}.`);
      process.exit(1);
    }
  } else if (current !== source) {
    writeFileSync(output, source);
    console.log(`${output} written from ${from}: commit it.`);
  }
}
