import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./support/test";
import { expectNoProblems } from "./support/report";
import { primaryPages } from "./support/site";

/**
 * Every page's HTML (each route in English, Hindi and Chhattisgarhi; an alias serves its primary's
 * page) passes the Nu HTML Checker with no errors. The checker is a Java program that is slow to
 * start, so it runs once over all the pages.
 */

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function vnuJar(): string {
  // vnu-jar's main export is the path of the jar (a String object, hence String()).
  return String(createRequire(__filename)("vnu-jar"));
}

function assertJava() {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      "The Nu HTML Checker needs Java, and `java` was not found: install a JRE (on Debian/Ubuntu " +
        "`sudo apt-get install default-jre-headless`, which .ci/run does), then run the tests again.",
    );
  }
}

test("every page is valid HTML (Nu HTML Checker)", async ({ request }, info) => {
  test.setTimeout(Math.max(info.timeout, 180_000));
  assertJava();
  const pages = primaryPages();
  const dir = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    // A few at a time: quick against `next start`, gentle on a development server.
    for (let i = 0; i < pages.length; i += 4) {
      await Promise.all(
        pages.slice(i, i + 4).map(async (page, j) => {
          const response = await request.get(page.url);
          expect(response.status(), page.url).toBe(200);
          const file = join(dir, `page-${String(i + j).padStart(3, "0")}.html`);
          await writeFile(file, await response.body());
          files.set(basename(file), page.url);
        }),
      );
    }

    // C1 alone compiles enough for one run over the pages, with half the CPU time of the default
    // (C2 pays off only in longer runs); its deeper frames need a larger stack for the schemas.
    const jvm = ["-XX:TieredStopAtLevel=1", "-Xss4m"];
    const args = [...jvm, "-jar", vnuJar(), "--errors-only", "--format", "json", ...files.keys()];
    // The checker exits non-zero when it finds errors; its JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)("java", args, {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; message: string }) => {
      if (!error.stderr?.trim().startsWith("{")) throw error;
      return { stderr: error.stderr };
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };

    const errors = messages
      .filter((m) => m.type !== "info")
      .map((m) => {
        const page = files.get(basename(m.url ?? "")) ?? m.url ?? "(checker)";
        const extract = (m.extract ?? "").replace(/\s+/g, " ").trim().slice(0, 140);
        return `${page}:${m.lastLine ?? "?"} ${m.type}: ${m.message}${extract ? `\n    ${extract}` : ""}`;
      });
    info.annotations.push({ type: "checked", description: `${files.size} pages` });
    expectNoProblems(errors, "Nu HTML Checker errors");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
