import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The pages `next build` pre-rendered, read from its output (NEXT_DIST_DIR, default .next):
 * Next.js 16 writes each as .next/server/route-cache/APP_PAGE/<key>/$/<path>.html.
 */
export function readBuiltPages(
  distDir = process.env.NEXT_DIST_DIR ?? ".next",
): Map<string, string> {
  const root = path.join(distDir, "server", "route-cache", "APP_PAGE");
  const pages = new Map<string, string>();
  let keys: string[] = [];
  try {
    keys = readdirSync(root);
  } catch {
    throw new Error(`${root}: no pre-rendered pages. Run \`npm run build\` first.`);
  }
  for (const key of keys) {
    const base = path.join(root, key, "$");
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) visit(file);
        else if (name.endsWith(".html")) {
          const url = `/${path.relative(base, file).replace(/\.html$/, "")}`.replace(
            /^\/index$/,
            "/",
          );
          pages.set(url, readFileSync(file, "utf8"));
        }
      }
    };
    try {
      visit(base);
    } catch {
      // A cache entry that holds no page.
    }
  }
  if (pages.size === 0)
    throw new Error(`${root}: no pre-rendered pages. Run \`npm run build\` first.`);
  return pages;
}
