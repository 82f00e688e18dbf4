import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMPILE_HINT, LOADER_MARK } from "@/lib/after-paint.mjs";
import ours, { createAdapter, prerenderedPages } from "@/scripts/build-adapter.mjs";

const html = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<script src="/_next/static/chunks/start.js" async=""></script>' +
  `</head><body>${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

/** A build as Next.js hands it to an adapter: two pages, Next's own 404, and a start-up chunk. */
function build() {
  const dir = mkdtempSync(join(tmpdir(), "build-adapter-"));
  const distDir = join(dir, ".next");
  mkdirSync(join(distDir, "static", "chunks"), { recursive: true });
  mkdirSync(join(distDir, "server"), { recursive: true });
  writeFileSync(join(distDir, "static", "chunks", "start.js"), "console.log(1)");
  const file = (name: string) => join(distDir, "server", name);
  writeFileSync(file("index.html"), html("<h1>Home</h1>"));
  writeFileSync(file("hi-plan.html"), html("<h1>योजना</h1>"));
  writeFileSync(file("not-found.html"), html("<h1>404</h1>"));
  const prerenders = [
    { pathname: "/", fallback: { filePath: file("index.html") } },
    { pathname: "/index.rsc", fallback: { filePath: file("index.rsc") } },
    { pathname: "/hi/our-plan", fallback: { filePath: file("hi-plan.html") } },
    { pathname: "/_not-found", fallback: { filePath: file("not-found.html") } },
    { pathname: "/og/home.png", fallback: { filePath: file("og.body") } },
  ];
  return { distDir, file, context: { distDir, outputs: { prerenders } } };
}

describe("the build's adapter", () => {
  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("finds the pre-rendered pages among the outputs, not Next's own or other files", () => {
    const { context, file } = build();
    expect(prerenderedPages(context.outputs)).toEqual([
      { path: "/", file: file("index.html") },
      { path: "/hi/our-plan", file: file("hi-plan.html") },
    ]);
  });

  it("gives each page its loader and policy, marks its scripts, then hands the build on", async () => {
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
      expect(page).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="script-src [^"]*'sha256-/,
      );
    }
    expect(readFileSync(file("not-found.html"), "utf8")).not.toContain("Content-Security-Policy");
    const chunk = readFileSync(join(distDir, "static", "chunks", "start.js"), "utf8");
    expect(chunk.startsWith(COMPILE_HINT)).toBe(true);
  });

  it("passes the host's config changes through", async () => {
    const host = { modifyConfig: async (config: object) => ({ ...config, changed: true }) };
    await expect(createAdapter(async () => host).modifyConfig({ a: 1 }, {})).resolves.toEqual({
      a: 1,
      changed: true,
    });
    await expect(createAdapter(async () => undefined).modifyConfig({ a: 1 }, {})).resolves.toEqual({
      a: 1,
    });
  });

  it("does not run itself twice when the host's adapter path names it", async () => {
    const { context } = build();
    const again = jest.spyOn(ours, "onBuildComplete");
    await createAdapter(async () => ours).onBuildComplete(context);
    expect(again).not.toHaveBeenCalled();
  });

  it("fails the build when it lists no page, rather than ship pages unprocessed", async () => {
    const { context } = build();
    const empty = { ...context, outputs: { prerenders: [] } };
    await expect(createAdapter(async () => undefined).onBuildComplete(empty)).rejects.toThrow(
      /no pre-rendered page/,
    );
  });
});
