import { siteUrlFrom } from "@/lib/site-url.mjs";

/** Where the site is served: SITE_URL, else Vercel's production URL, else loopback. */
export const SITE_URL = siteUrlFrom(process.env);

export const SITE_NAME = "Digital Village Transformation";
