import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  builtScriptFile,
  COMPILE_HINT,
  hintedName,
  renamed,
  renamedSource,
  renameEdits,
  staleReferences,
  writeHintedScripts,
} from "./compile-hint.mjs";
import { applyEdits, readPage } from "./html.mjs";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
beforeEach(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** A build's chunk folder with one start-up script and one loaded later. */
function build() {
  const distDir = mkdtempSync(join(tmpdir(), "compile-hint-"));
  dirs.push(distDir);
  mkdirSync(join(distDir, "static", "chunks"), { recursive: true });
  const chunk = (name: string) => join(distDir, "static", "chunks", name);
  writeFileSync(chunk("0start123abc4.js"), "console.log(1)");
  writeFileSync(chunk("1later45def67.js"), "console.log(2)");
  const staticFiles = ["0start123abc4.js", "1later45def67.js"].map((name) => ({
    id: `static/chunks/${name}`,
    pathname: `/_next/static/chunks/${name}`,
    filePath: chunk(name),
    immutableHash: `hash-of-${name}`,
  }));
  return { distDir, chunk, staticFiles };
}

describe("hinted start-up scripts", () => {
  it("go out as new files named from their new content, the originals untouched", () => {
    const { distDir, chunk, staticFiles } = build();
    const renames = writeHintedScripts(
      ["/_next/static/chunks/0start123abc4.js?dpl=d1", "/_next/static/chunks/0start123abc4.js"],
      distDir,
      staticFiles,
    );
    const hinted = COMPILE_HINT + "console.log(1)";
    const name = hintedName("static/chunks/0start123abc4.js", hinted);
    expect([...renames]).toEqual([["static/chunks/0start123abc4.js", name]]);
    expect(readFileSync(join(distDir, name), "utf8")).toBe(hinted);
    expect(readFileSync(chunk("0start123abc4.js"), "utf8")).toBe("console.log(1)");
    expect(readFileSync(chunk("1later45def67.js"), "utf8")).toBe("console.log(2)");
  });

  it("are listed among the static files with a content hash of their own; no hash is dropped", () => {
    const { distDir, staticFiles } = build();
    const renames = writeHintedScripts(
      ["/_next/static/chunks/0start123abc4.js"],
      distDir,
      staticFiles,
    );
    const name = renames.get("static/chunks/0start123abc4.js")!;
    expect(staticFiles.map((f) => f.immutableHash)).toEqual([
      "hash-of-0start123abc4.js",
      "hash-of-1later45def67.js",
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    expect(staticFiles[2]).toMatchObject({
      pathname: `/_next/${name}`,
      filePath: join(distDir, name),
    });
  });

  it("are named as long as the originals, from their content", () => {
    const name = hintedName("static/chunks/0start123abc4.js", "a");
    expect(name).toMatch(/^static\/chunks\/[0-9a-f]{13}\.js$/);
    expect(hintedName("static/chunks/0start123abc4.js", "b")).not.toBe(name);
    expect(() => hintedName("static/chunks/main.js", "a")).toThrow(/no content hash/);
  });

  it("refuse a start-up script that was already changed in place", () => {
    const { distDir, chunk, staticFiles } = build();
    writeFileSync(chunk("0start123abc4.js"), COMPILE_HINT + "console.log(1)");
    expect(() =>
      writeHintedScripts(["/_next/static/chunks/0start123abc4.js"], distDir, staticFiles),
    ).toThrow(/changed in place/);
  });
});

describe("pointing a page at the hinted scripts", () => {
  const renames = new Map([["static/chunks/0start123abc4.js", "static/chunks/9hinted987zyx.js"]]);
  const page = [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><h1>static/chunks/0start123abc4.js</h1>',
    // Turbopack's start-up list (no /_next/ prefix) and React's data (with it).
    '<script>(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push(["x",{otherChunks:["static/chunks/0start123abc4.js"]}])</script>',
    '<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/0start123abc4.js\\""])</script>',
    '<script type="application/ld+json">{"a":"static/chunks/0start123abc4.js"}</script>',
    "</body></html>",
  ].join("");

  it("renames every mention in the scripts the page runs, and nothing else", () => {
    const html = applyEdits(page, renameEdits(readPage(page, "/"), renames));
    expect(html).toBe(
      page
        .replace(
          'otherChunks:["static/chunks/0start123abc4.js"]',
          'otherChunks:["static/chunks/9hinted987zyx.js"]',
        )
        .replace(
          '\\"/_next/static/chunks/0start123abc4.js\\"',
          '\\"/_next/static/chunks/9hinted987zyx.js\\"',
        ),
    );
    expect(staleReferences([{ path: "/", text: html }], renames)).toEqual([
      "/ names static/chunks/0start123abc4.js", // the heading and the structured data, on purpose
    ]);
  });

  it("renames a script's URL, keeping its query, and leaves other URLs alone", () => {
    expect(renamedSource("/_next/static/chunks/0start123abc4.js?dpl=d1", renames)).toBe(
      "/_next/static/chunks/9hinted987zyx.js?dpl=d1",
    );
    expect(renamedSource("/_next/static/chunks/other.js", renames)).toBe(
      "/_next/static/chunks/other.js",
    );
    expect(renamed('["static/chunks/0start123abc4.js"]', renames)).toBe(
      '["static/chunks/9hinted987zyx.js"]',
    );
  });

  it("finds a file that still names an original", () => {
    expect(
      staleReferences([{ path: "/a.rsc", text: "x static/chunks/0start123abc4.js" }], renames),
    ).toEqual(["/a.rsc names static/chunks/0start123abc4.js"]);
    expect(
      staleReferences([{ path: "/a.rsc", text: "static/chunks/9hinted987zyx.js" }], renames),
    ).toEqual([]);
  });
});

describe("placing a page's script in the build", () => {
  it("takes the path with or without a deployment query", () => {
    expect(builtScriptFile("/_next/static/chunks/0abc-_d.js")).toBe("static/chunks/0abc-_d.js");
    expect(builtScriptFile("/_next/static/chunks/x.js?dpl=dpl_123")).toBe("static/chunks/x.js");
  });

  it.each([
    "https://cdn.example.org/_next/static/chunks/x.js",
    "/base/_next/static/chunks/x.js",
    "/_next/static/../../server/app/index.js",
    "/_next/static/chunks/style.css",
  ])("refuses a source it cannot place: %s", (src) => {
    expect(() => builtScriptFile(src)).toThrow(/outside \/_next\/static/);
  });
});
