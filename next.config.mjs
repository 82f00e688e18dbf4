import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";
import { HASHES_FILE, apiPolicy, pagePolicy } from "./lib/csp.mjs";

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

/**
 * The build id is fixed per commit so both build passes emit the same inline scripts, and so the
 * hashes collected after the first pass still match the pages of the second.
 */
function buildId() {
  if (process.env.VERCEL_GIT_COMMIT_SHA) return process.env.VERCEL_GIT_COMMIT_SHA;
  try {
    return execSync("git rev-parse HEAD", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
  } catch {
    return "local-build";
  }
}

/** Per-page policies listing that page's inline-script hashes (from the first build pass). */
function pagePolicies() {
  if (!existsSync(HASHES_FILE)) return [];
  const pages = JSON.parse(readFileSync(HASHES_FILE, "utf8"));
  return Object.entries(pages).map(([source, hashes]) => ({
    source,
    headers: [{ key: "Content-Security-Policy", value: pagePolicy(hashes) }],
  }));
}

/** @param {string} phase */
export default function nextConfig(phase) {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  /** @type {import('next').NextConfig} */
  const config = {
    poweredByHeader: false,
    reactStrictMode: true,
    generateBuildId: async () => buildId(),
    experimental: {
      globalNotFound: true,
    },
    async headers() {
      return [
        { source: "/:path*", headers: securityHeaders },
        // The development server runs eval'd code and changing scripts: no policy there.
        ...(dev
          ? []
          : [
              { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
              ...pagePolicies(),
            ]),
      ];
    },
  };
  return config;
}
