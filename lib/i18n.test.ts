import { localizePath, splitLangPath } from "@/lib/i18n";

describe("language paths", () => {
  it("keeps English at the spec's paths and prefixes the others", () => {
    expect(localizePath("/transparency", "en")).toBe("/transparency");
    expect(localizePath("/transparency", "hi")).toBe("/hi/transparency");
    expect(localizePath("/", "cg")).toBe("/cg");
    expect(localizePath("/#impact", "hi")).toBe("/hi#impact");
  });
  it("splits a visible path into language and page path", () => {
    expect(splitLangPath("/hi/dashboard-v2")).toEqual({ lang: "hi", path: "/dashboard-v2" });
    expect(splitLangPath("/cg")).toEqual({ lang: "cg", path: "/" });
    expect(splitLangPath("/history")).toEqual({ lang: "en", path: "/history" });
    expect(splitLangPath("/")).toEqual({ lang: "en", path: "/" });
  });
});
