// Vercel's Next.js builder (@vercel/next) hands the build to its adapter only when
// NEXT_ENABLE_ADAPTER=1; without it, it looks for pages where Next 16 no longer writes them when
// next.config has `adapterPath`, and fails after the whole build with `ENOENT …/<page>.rsc`.

/**
 * Why this build cannot end well, or undefined: Vercel's builder runs it (it sets
 * NEXT_EDGE_RUNTIME_PROVIDER, the CLI sets NOW_BUILDER) but named no adapter to hand it to.
 * @param {Record<string, string | undefined>} env
 */
export function vercelBuilderProblem(env) {
  const vercelBuilds = env.NOW_BUILDER === "1" || env.NEXT_EDGE_RUNTIME_PROVIDER === "vercel";
  if (!vercelBuilds || env.NEXT_ADAPTER_PATH) return undefined;
  return [
    "Vercel's builder is running this build without its Next.js adapter, so it would fail at the",
    "end with ENOENT .next/server/app/<page>.rsc. Vercel's own builders set NEXT_ENABLE_ADAPTER=1;",
    "for a local build, run: NEXT_ENABLE_ADAPTER=1 npx -y vercel@58.10.0 build --yes",
    '(README, "Deploying to Vercel").',
  ].join("\n");
}
