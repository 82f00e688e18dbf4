import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * next.config.mjs puts the id of the villages' index into a build's code only for the index the
 * check wrote after the villages' files last changed: a bare `next build` run by hand with
 * VILLAGES_INDEX=1 after a village's file changed stops, rather than building stale figures.
 */

const dist = `.next-jest-config-${process.pid}`;
const indexFile = join(".built", dist, "villages.json");
let villages: string;

beforeEach(() => {
  villages = mkdtempSync(join(tmpdir(), "villages-"));
  mkdirSync(join(villages, "second", "actuals"), { recursive: true });
  writeFileSync(join(villages, "second", "actuals", "status.json"), "{}\n");
  mkdirSync(join(".built", dist), { recursive: true });
  writeFileSync(indexFile, JSON.stringify({ id: "index-id" }));
});
afterEach(() => {
  rmSync(villages, { recursive: true, force: true });
  rmSync(join(".built", dist), { recursive: true, force: true });
});

/** The id a production build's config gives its code, or the error it stops with. */
function buildConfig(): string {
  const script = `import("./next.config.mjs").then((m) => {
    try { process.stdout.write("id " + m.default("phase-production-build").env.VILLAGES_INDEX); }
    catch (e) { process.stdout.write("stopped: " + e.message); }
  });`;
  return execFileSync(process.execPath, ["-e", script], {
    env: { ...process.env, VILLAGES_INDEX: "1", NEXT_DIST_DIR: dist, VILLAGES_DIR: villages },
    encoding: "utf8",
  });
}

const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

it("gives the build the index's id when no village's file changed after the check", () => {
  const now = Date.now() / 1000;
  at(join(villages, "second", "actuals", "status.json"), now - 60);
  at(indexFile, now);
  expect(buildConfig()).toBe("id index-id");
});

it("stops a build whose village files changed after the index was written", () => {
  const now = Date.now() / 1000;
  at(indexFile, now - 60);
  at(join(villages, "second", "actuals", "status.json"), now);
  // content/villages may be newer too (a fresh clone's files are as new as the clone), and then
  // the message names it as well.
  const message = buildConfig();
  expect([
    `stopped: A file under ${villages} changed after ${indexFile} was written: run npm run build, whose check writes the index again.`,
    `stopped: A file under content/villages and under ${villages} changed after ${indexFile} was written: run npm run build, whose check writes the index again.`,
  ]).toContain(message);
});
