function siteUrl(): string {
  if (process.env.SITE_URL) return process.env.SITE_URL;
  if (process.env.VERCEL_PROJECT_PRODUCTION_URL) {
    return `https://${process.env.VERCEL_PROJECT_PRODUCTION_URL}`;
  }
  return "http://127.0.0.1:3000";
}

/** Where the site is served: SITE_URL, else Vercel's production URL, else loopback. */
export const SITE_URL = siteUrl().replace(/\/+$/, "");

export const SITE_NAME = "Digital Village Transformation";
