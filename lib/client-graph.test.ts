import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * What ships to the browser is every "use client" module and everything it imports. The page
 * weight budget (25 KB of JavaScript above a bare Next.js page) leaves no room for libraries that
 * only do server work, so this test walks the client module graph from the source and names any
 * import that would drag one in.
 */

const root = resolve(__dirname, "..");
const sourceDirs = ["app", "components", "lib", "content"];

/** Packages (or our modules) that must stay on the server. */
const serverOnly: Record<string, string> = {
  "tailwind-merge": "class merging is for server components; islands use cx() from lib/cx",
  zod: "validation runs at build time and in tests; islands get plain typed data",
  qrcode: "the UPI QR code is drawn on the server, at build time, as inline SVG",
  exceljs: "the accounts template is built once at build time (/data/accounts-template.xlsx)",
  "@/lib/utils": "cn() carries tailwind-merge; islands use cx() from lib/cx",
  "@/lib/routes": "the route table; islands get the paths they need as props",
  "intl-messageformat":
    "messages are formatted on the server; islands get strings, or plain {name} templates (lib/template.ts)",
  "@/lib/request-language":
    "the request's language lives in the server render; islands get their language and words as props",
  "@/lib/messages":
    "the translator carries intl-messageformat and every dictionary; islands get translated strings as props",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Static imports and re-exports; `import type` and dynamic import() are left out on purpose. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
  for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

function resolveLocal(from: string, spec: string): string | undefined {
  const base = spec.startsWith("@/")
    ? join(root, spec.slice(2))
    : spec.startsWith(".")
      ? resolve(dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

const isClientEntry = (file: string) => /^\s*["']use client["']/.test(readFileSync(file, "utf8"));

function clientGraph(): Map<string, string[]> {
  const entries = sourceDirs.flatMap((d) => sourceFiles(join(root, d))).filter(isClientEntry);
  const graph = new Map<string, string[]>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const specs = importsOf(file);
    graph.set(file, specs);
    for (const spec of specs) {
      const local = resolveLocal(file, spec);
      if (local && !graph.has(local)) queue.push(local);
    }
  }
  return graph;
}

describe("the browser's module graph", () => {
  const graph = clientGraph();

  it("finds the islands", () => {
    const names = [...graph.keys()].map((f) => relative(root, f));
    expect(names).toEqual(
      expect.arrayContaining(["components/chrome/desktop-nav.tsx", "components/ui/tabs.tsx"]),
    );
  });

  it("imports nothing that belongs on the server", () => {
    const offences: string[] = [];
    for (const [file, specs] of graph) {
      for (const spec of specs) {
        const reason = serverOnly[spec];
        if (reason) offences.push(`${relative(root, file)} imports ${spec}: ${reason}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
