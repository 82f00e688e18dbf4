import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { apiPolicy, pageHeaderPolicy } from "./lib/csp.mjs";

/** Headers every response carries: pages, API routes and the 404 page. */
const securityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** A build id fixed per commit, so that rebuilding a commit gives the same pages. */
function buildId() {
  if (process.env.VERCEL_GIT_COMMIT_SHA) return process.env.VERCEL_GIT_COMMIT_SHA;
  try {
    return execSync("git rev-parse HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "local-build";
  }
}

/**
 * The id of the villages' index the build's check just wrote (lib/programme/roll-up-index.ts),
 * when `npm run build` says there is one (VILLAGES_INDEX=1); empty otherwise, and always outside
 * a production build, so that the development server reads the folders.
 */
function villagesIndexId(phase, distDir) {
  if (phase !== PHASE_PRODUCTION_BUILD || process.env.VILLAGES_INDEX !== "1") return "";
  const path = `.built/${distDir.replace(/^.*\//, "")}/villages.json`;
  let id;
  try {
    ({ id } = JSON.parse(readFileSync(path, "utf8")));
  } catch {
    // Said below.
  }
  if (typeof id === "string" && id) {
    // A file of a village changed after the check wrote the index (a bare `next build` run with
    // VILLAGES_INDEX=1 by hand): the index would give the build figures its folders no longer hold.
    const written = statSync(path).mtimeMs;
    const changed = ["content/villages", process.env.VILLAGES_DIR, process.env.ACTUALS_DIR].filter(
      (dir) => dir && newestChange(dir) > written,
    );
    if (changed.length === 0) return id;
    throw new Error(
      `A file under ${changed.join(" and under ")} changed after ${path} was written: run npm run build, whose check writes the index again.`,
    );
  }
  throw new Error(
    `VILLAGES_INDEX=1, and ${path} holds no index of villages: run npm run build, whose check writes it.`,
  );
}

/** The latest time a file under `dir` was changed, in ms (0 for a folder that is not there). */
function newestChange(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** @param {string} phase */
export default function nextConfig(phase) {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  /** @type {import('next').NextConfig} */
  const config = {
    poweredByHeader: false,
    // The benchmark's A/B runs build each variant into a folder of its own (bench/ab.mjs).
    distDir,
    reactStrictMode: true,
    // `npm test` checks the types (npm run typecheck) before it builds, so its builds skip that
    // step; any other build, a deploy's included, checks them.
    typescript: { ignoreBuildErrors: process.env.TYPES_ALREADY_CHECKED === "1" },
    generateBuildId: async () => buildId(),
    // The id of the roll-up's rows `npm run build`'s check of every village has just written
    // (lib/programme/roll-up-index.ts): the build's code, and its server, read that index alone.
    env: { VILLAGES_INDEX: villagesIndexId(phase, distDir) },
    // The share cards' renderers load native code and WebAssembly from their own folders.
    serverExternalPackages: ["@resvg/resvg-js", "satori", "subset-font"],
    // The quality API and the villages' pages rendered on request read the villages' folders when
    // they answer (content/village-folder.ts), so every function ships content/villages/.
    // The roll-up's rows this build's check worked out (lib/programme/roll-up-index.ts) ship with them too.
    outputFileTracingIncludes: {
      "/**": ["./content/villages/**/*", `./.built/${distDir.replace(/^.*\//, "")}/**/*`],
    },
    // Their folders can be ACTUALS_DIR and VILLAGES_DIR, so the tracer guesses every file named
    // like theirs (plan.json, status.json), the tests' fixtures and the messages included: nothing
    // of e2e/, of the routes' sources or of the messages (bundled with the code) ships as a file
    // (e2e/build-trace.spec.ts).
    outputFileTracingExcludes: { "/**": ["./e2e/**/*", "./app/**/*", "./content/i18n/**/*"] },
    // intl-messageformat and its parts are published only as ES modules: listed so that
    // next/jest compiles them for the unit tests as well.
    transpilePackages: [
      "intl-messageformat",
      "@formatjs/fast-memoize",
      "@formatjs/icu-messageformat-parser",
      "@formatjs/icu-skeleton-parser",
    ],
    // The page steps (scripts after the first paint, compile hint, script policy) run inside
    // `next build` through this adapter, then any host's adapter: scripts/page-steps/.
    adapterPath: fileURLToPath(new URL("./scripts/page-steps/adapter.mjs", import.meta.url)),
    experimental: {
      globalNotFound: true,
      // A build in a throwaway checkout (.ci/run) writes no compile cache: nothing would read it.
      turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== "off",
      // Tried against the after-paint step in the A/B runs (bench/ab.mjs); off in real builds.
      inlineCss: process.env.BENCH_INLINE_CSS === "1",
    },
    async headers() {
      return [
        // The development server runs eval'd code and changing scripts: no policy there.
        // Pages carry their script policy in a <meta> (scripts/csp.mjs); the 404 page gets its
        // own from proxy.ts. Where two rules set one header, the later rule wins.
        {
          source: "/:path*",
          headers: dev
            ? securityHeaders
            : [...securityHeaders, { key: "Content-Security-Policy", value: pageHeaderPolicy }],
        },
        ...(dev
          ? []
          : [
              {
                source: "/api/:path*",
                headers: [{ key: "Content-Security-Policy", value: apiPolicy }],
              },
            ]),
      ];
    },
  };
  return config;
}
