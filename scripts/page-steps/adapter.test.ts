import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ours, { createAdapter, prerenderedFiles } from "./adapter.mjs";
import { LOADER_MARK } from "./after-paint.mjs";
import { COMPILE_HINT } from "./compile-hint.mjs";

const html = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<script src="/_next/static/chunks/0start123abc4.js" async=""></script>' +
  `</head><body>${body}` +
  '<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x",{otherChunks:["static/chunks/0start123abc4.js"]}])</script>' +
  '<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/0start123abc4.js\\""])</script></body></html>';

const dirs: string[] = [];

/**
 * A build as Next.js hands it to an adapter: two pages (one listed twice), a page rendered on
 * request (no file), Next's own pages, other prerenders, and two scripts, one of them started by
 * the pages, each with the content hash a host keeping immutable files is given.
 */
function build() {
  const dir = mkdtempSync(join(tmpdir(), "build-adapter-"));
  dirs.push(dir);
  const distDir = join(dir, ".next");
  const chunks = join(distDir, "static", "chunks");
  mkdirSync(chunks, { recursive: true });
  mkdirSync(join(distDir, "server"), { recursive: true });
  writeFileSync(join(chunks, "0start123abc4.js"), "console.log(1)");
  writeFileSync(join(chunks, "1later45def67.js"), "console.log(2)");
  const file = (name: string) => join(distDir, "server", name);
  writeFileSync(file("index.html"), html("<h1>Home</h1>"));
  writeFileSync(file("hi-plan.html"), html("<h1>योजना</h1>"));
  writeFileSync(file("not-found.html"), html("<h1>404</h1>"));
  writeFileSync(file("global-error.html"), html("<h1>Error</h1>"));
  writeFileSync(file("index.rsc"), '2:"/_next/static/chunks/0start123abc4.js"\n');
  const prerenders = [
    { pathname: "/", fallback: { filePath: file("index.html") } },
    { pathname: "/index.rsc", fallback: { filePath: file("index.rsc") } },
    { pathname: "/hi/our-plan", fallback: { filePath: file("hi-plan.html") } },
    { pathname: "/hi/our-plan.html", fallback: { filePath: file("hi-plan.html") } },
    { pathname: "/[lang]/our-plan", fallback: undefined },
    { pathname: "/_not-found", fallback: { filePath: file("not-found.html") } },
    { pathname: "/_global-error", fallback: { filePath: file("global-error.html") } },
    { pathname: "/og/home.png", fallback: { filePath: file("og.body") } },
  ];
  const staticFiles = ["0start123abc4.js", "1later45def67.js"].map((name) => ({
    pathname: `/_next/static/chunks/${name}`,
    filePath: join(chunks, name),
    immutableHash: `hash-of-${name}`,
  }));
  return {
    dir,
    distDir,
    file,
    context: { distDir, projectDir: dir, outputs: { prerenders, staticFiles } },
  };
}

/** Each inline script of a page, as the policy must list it. */
function inlineHashes(page: string): string[] {
  return [...page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`,
  );
}

describe("the build's adapter", () => {
  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete process.env.NEXT_ADAPTER_PATH;
    delete process.env.PAGE_STEPS_OFF;
  });
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("finds each pre-rendered page once among the outputs, not Next's own or other files", () => {
    const { context, file } = build();
    expect(prerenderedFiles(context.outputs)).toEqual({
      pages: [
        { path: "/", file: file("index.html") },
        { path: "/hi/our-plan", file: file("hi-plan.html") },
      ],
      data: [{ path: "/index.rsc", file: file("index.rsc") }],
    });
  });

  it("gives each page its loader, then a policy allowing every inline script, then hands the build on", async () => {
    const { context, distDir, file } = build();
    const seen: string[] = [];
    const host = {
      name: "Host",
      async onBuildComplete(handed: typeof context) {
        expect(handed).toBe(context);
        // The host gets the pages as they are served: already processed.
        seen.push(readFileSync(file("hi-plan.html"), "utf8"));
      },
    };
    await createAdapter(async () => host).onBuildComplete(context);
    expect(seen).toHaveLength(1);
    for (const page of [seen[0]!, readFileSync(file("index.html"), "utf8")]) {
      expect(page).toContain(LOADER_MARK);
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1];
      const hashes = inlineHashes(page);
      expect(hashes.length).toBeGreaterThanOrEqual(2); // the loader and Next's data
      for (const hash of hashes) expect(policy).toContain(hash);
    }
    for (const own of ["not-found.html", "global-error.html"]) {
      expect(readFileSync(file(own), "utf8")).toBe(
        html(own.startsWith("not") ? "<h1>404</h1>" : "<h1>Error</h1>"),
      );
    }
    const chunk = (name: string) => readFileSync(join(distDir, "static", "chunks", name), "utf8");
    expect(chunk("0start123abc4.js")).toBe("console.log(1)");
    expect(chunk("1later45def67.js")).toBe("console.log(2)");
  });

  it("points pages, Turbopack's start-up list and React's data at a hinted copy, never the original", async () => {
    const { context, distDir, file } = build();
    await createAdapter(async () => undefined).onBuildComplete(context);
    const hinted = context.outputs.staticFiles[2]!;
    const name = hinted.pathname.replace("/_next/", "");
    expect(readFileSync(join(distDir, name), "utf8")).toBe(COMPILE_HINT + "console.log(1)");
    for (const served of [file("index.html"), file("hi-plan.html"), file("index.rsc")]) {
      const text = readFileSync(served, "utf8");
      expect(text).not.toContain("0start123abc4");
      expect(text).toContain(name);
    }
    expect(readFileSync(file("index.html"), "utf8")).toContain(`otherChunks:["${name}"]`);
    // Every content hash Next gave is kept; the copy has its own.
    expect(context.outputs.staticFiles.map((f) => f.immutableHash)).toEqual([
      "hash-of-0start123abc4.js",
      "hash-of-1later45def67.js",
      createHash("sha256")
        .update(COMPILE_HINT + "console.log(1)")
        .digest("hex"),
    ]);
  });

  it.each([
    ["after-paint", false, true],
    ["compile-hint", true, false],
  ])("can leave out %s alone, for the benchmark", async (step, loader, hinted) => {
    const { context, file } = build();
    process.env.PAGE_STEPS_OFF = step;
    await createAdapter(async () => undefined).onBuildComplete(context);
    const page = readFileSync(file("index.html"), "utf8");
    expect(page.includes(LOADER_MARK)).toBe(loader);
    expect(page.includes("0start123abc4")).toBe(!hinted);
    expect(page).toContain("Content-Security-Policy");
  });

  it("refuses a step it does not know in PAGE_STEPS_OFF", async () => {
    const { context } = build();
    process.env.PAGE_STEPS_OFF = "hydration";
    await expect(createAdapter(async () => undefined).onBuildComplete(context)).rejects.toThrow(
      'PAGE_STEPS_OFF: no step "hydration"',
    );
  });

  it("passes the host's config changes through, with the context it was given", async () => {
    const modifyConfig = jest.fn(async (config: object) => ({ ...config, changed: true }));
    const context = { phase: "phase-production-build", projectDir: "/project" };
    await expect(
      createAdapter(async () => ({ modifyConfig })).modifyConfig({ a: 1 }, context),
    ).resolves.toEqual({
      a: 1,
      changed: true,
    });
    expect(modifyConfig).toHaveBeenCalledWith({ a: 1 }, context);
    await expect(
      createAdapter(async () => undefined).modifyConfig({ a: 1 }, context),
    ).resolves.toEqual({
      a: 1,
    });
  });

  it("loads the host's adapter once for both steps", async () => {
    const { context } = build();
    const loadHost = jest.fn(async () => ({ modifyConfig: async (c: object) => c }));
    const adapter = createAdapter(loadHost);
    await adapter.modifyConfig({}, { projectDir: context.projectDir });
    await adapter.onBuildComplete(context);
    expect(loadHost).toHaveBeenCalledTimes(1);
    expect(loadHost).toHaveBeenCalledWith(context.projectDir);
  });

  it("does not run itself twice when the host's adapter path names it", async () => {
    const { context } = build();
    const again = jest.spyOn(ours, "onBuildComplete");
    await createAdapter(async () => ours).onBuildComplete(context);
    expect(again).not.toHaveBeenCalled();
  });

  it("fails the build when it lists no page, rather than ship pages unprocessed", async () => {
    const { context } = build();
    const empty = { ...context, outputs: { ...context.outputs, prerenders: [] } };
    await expect(createAdapter(async () => undefined).onBuildComplete(empty)).rejects.toThrow(
      /no pre-rendered page/,
    );
  });

  describe("the host's adapter from NEXT_ADAPTER_PATH", () => {
    it("is none when the variable is unset", async () => {
      const { context } = build();
      await createAdapter().onBuildComplete(context);
      expect(console.log).not.toHaveBeenCalledWith(expect.stringMatching(/handing the build/));
    });

    it("is loaded from the file it names and handed the processed build", async () => {
      const { context, dir, file } = build();
      const host = join(dir, "host-adapter.cjs");
      const report = join(dir, "host-saw.html");
      writeFileSync(
        host,
        `const fs = require("node:fs");
module.exports = { name: "Host", async onBuildComplete(ctx) {
  fs.writeFileSync(${JSON.stringify(report)}, fs.readFileSync(ctx.outputs.prerenders[0].fallback.filePath));
} };`,
      );
      process.env.NEXT_ADAPTER_PATH = host;
      await createAdapter().onBuildComplete(context);
      expect(existsSync(report)).toBe(true);
      expect(readFileSync(report, "utf8")).toBe(readFileSync(file("index.html"), "utf8"));
      expect(readFileSync(report, "utf8")).toContain(LOADER_MARK);
    });

    it("is skipped when the variable names this adapter", async () => {
      const { context } = build();
      process.env.NEXT_ADAPTER_PATH = resolve("scripts/page-steps/adapter.mjs");
      await createAdapter().onBuildComplete(context);
      expect(console.log).not.toHaveBeenCalledWith(expect.stringMatching(/handing the build/));
    });
  });
});
