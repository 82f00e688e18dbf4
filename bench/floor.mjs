// A bare Next.js app (one <h1>, no client component, two API routes answering "{}": one per
// request, one prerendered), built in the same run as the floor.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function writeFloorApp(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "floor", private: true }));
  writeFileSync(
    join(dir, "app/layout.tsx"),
    `export default function Layout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  // Its own root, so Next does not take the site (its proxy, its lockfile) as the workspace.
  writeFileSync(
    join(dir, "next.config.mjs"),
    `const root = new URL(".", import.meta.url).pathname;\nexport default { turbopack: { root }, outputFileTracingRoot: root };\n`,
  );
  writeFileSync(
    join(dir, "package-lock.json"),
    JSON.stringify({ name: "floor", lockfileVersion: 3, requires: true, packages: {} }),
  );
  writeFileSync(
    join(dir, "app/page.tsx"),
    `export default function Page() { return <h1>Floor</h1>; }\n`,
  );
  // A bare API route answering per request, the floor for the quality report's load figures.
  mkdirSync(join(dir, "app/api/floor"), { recursive: true });
  writeFileSync(
    join(dir, "app/api/floor/route.ts"),
    `export const dynamic = "force-dynamic";
export function GET(): Response {
  return new Response("{}", {
    headers: { "Cache-Control": "no-store", "Content-Type": "application/json" },
  });
}
`,
  );
  // The cheapest answer Next.js gives: a route handler prerendered at build time and served from
  // its cache, as a report cached for five minutes could be.
  mkdirSync(join(dir, "app/api/floor-static"), { recursive: true });
  writeFileSync(
    join(dir, "app/api/floor-static/route.ts"),
    `export const dynamic = "force-static";
export const revalidate = 300;
export function GET(): Response {
  return new Response("{}", { headers: { "Content-Type": "application/json" } });
}
`,
  );
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        jsx: "react-jsx",
        strict: true,
        module: "esnext",
        moduleResolution: "bundler",
        skipLibCheck: true,
        types: [],
      },
      include: ["**/*.tsx", "**/*.ts"],
    }),
  );
  // Hard links: the same packages as the site, no copy, inside the app's root for Turbopack.
  if (!existsSync(join(dir, "node_modules")))
    execSync(`cp -al node_modules ${join(dir, "node_modules")}`);
}
