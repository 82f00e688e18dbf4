import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Internal links go through <SiteLink>, which prefetches a page only on the visitor's intent.
    ignores: ["components/site-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use SiteLink from @/components/site-link." }] },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".next-ab/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "bench/.floor/**",
    "next-env.d.ts",
  ]),
]);
