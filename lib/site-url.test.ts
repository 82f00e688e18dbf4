import { LOOPBACK_URL, loopbackWarning, siteUrlFrom } from "@/lib/site-url.mjs";

describe("the site's address and the loopback warning", () => {
  it("takes SITE_URL first, without a trailing slash", () => {
    const env = { SITE_URL: "https://site.test/", VERCEL_PROJECT_PRODUCTION_URL: "a.vercel.app" };
    expect(siteUrlFrom(env)).toBe("https://site.test");
    expect(loopbackWarning(env)).toBeUndefined();
  });

  it("takes Vercel's production URL on Vercel's builders, without a warning", () => {
    const env = { VERCEL: "1", VERCEL_PROJECT_PRODUCTION_URL: "village.vercel.app" };
    expect(siteUrlFrom(env)).toBe("https://village.vercel.app");
    expect(loopbackWarning(env)).toBeUndefined();
  });

  it("warns a build that is neither on Vercel nor given SITE_URL that every link points to loopback", () => {
    expect(siteUrlFrom({})).toBe(LOOPBACK_URL);
    const warning = loopbackWarning({ SITE_URL: "" });
    expect(warning).toContain(`the Atom feeds point to ${LOOPBACK_URL}`);
    expect(warning).toContain("this build is neither on Vercel nor given SITE_URL");
    expect(warning).toContain("SITE_URL=https://");
  });

  it("warns a local `vercel build`, which sets VERCEL but not Vercel's system variables", () => {
    const warning = loopbackWarning({ VERCEL: "1", NOW_BUILDER: "1" });
    expect(warning).toContain("a local `vercel build`");
    expect(warning).toContain(LOOPBACK_URL);
  });
});
