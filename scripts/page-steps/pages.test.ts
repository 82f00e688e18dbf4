import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inWorkers } from "./pages.mjs";

/** Pages written to a folder of their own: the start-up script of each, or a script Next never writes. */
function pagesWith(scripts: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "page-steps-"));
  return scripts.map((script, i) => {
    const file = join(dir, `page-${i}.html`);
    writeFileSync(
      file,
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${script}</head><body></body></html>`,
    );
    return { path: `/page-${i}`, file };
  });
}

describe("the page steps' work in worker threads", () => {
  it("gives each page's result back in page order, whichever worker read it", async () => {
    const sources = Array.from({ length: 7 }, (_, i) => `/_next/static/chunks/${i}.js`);
    const pages = pagesWith(sources.map((src) => `<script src="${src}" async></script>`));
    expect(await inWorkers("scanPages", pages)).toEqual(sources.map((src) => [src]));
  });

  it("stops the build with the page's shape problem when one page is not as Next writes it", async () => {
    const pages = pagesWith([
      '<script src="/_next/static/chunks/a.js" async></script>',
      '<script src="/evil.js"></script>',
    ]);
    await expect(inWorkers("scanPages", pages)).rejects.toThrow(
      /\/page-1: expected only <script src="\/_next\/static\/…" async>, found <script src="\/evil.js">/,
    );
  });
});
