// Where the site says it is served, shared by lib/site.ts (canonicals, share links, sitemap,
// feeds) and the build's adapter, which warns when a production build falls back to loopback.

export const LOOPBACK_URL = "http://127.0.0.1:3000";

/** @param {Record<string, string | undefined>} env */
export function siteUrlFrom(env) {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, "");
  if (env.VERCEL_PROJECT_PRODUCTION_URL) return `https://${env.VERCEL_PROJECT_PRODUCTION_URL}`;
  return LOOPBACK_URL;
}

/**
 * The warning a production build prints when neither SITE_URL nor Vercel's production URL is set,
 * or undefined when the site's links point where it is served.
 * @param {Record<string, string | undefined>} env
 */
export function loopbackWarning(env) {
  if (siteUrlFrom(env) !== LOOPBACK_URL) return undefined;
  const where = env.VERCEL
    ? "a local `vercel build`, without Vercel's system variables"
    : "neither on Vercel nor given SITE_URL";
  return [
    "",
    "!".repeat(78),
    `!! SITE_URL is not set: this build is ${where}.`,
    `!! Every canonical URL, language alternate, share link, the sitemap, robots.txt`,
    `!! and the Atom feeds point to ${LOOPBACK_URL}: right for tests on this machine,`,
    "!! wrong for anything published. To publish, build again with SITE_URL=https://…",
    "!".repeat(78),
    "",
  ].join("\n");
}
