import { routes } from "@/lib/routes";
import { contentModules } from "@/content/registry";
import {
  contentLinks,
  findPaths,
  linkChecks,
  navigationLinks,
  realLinks,
  routeTable,
} from "@/lib/quality/links";

describe("Link checks on the site", () => {
  it("pass and are critical", () => {
    for (const check of linkChecks()) {
      expect(check).toMatchObject({
        category: "Links",
        status: "pass",
        score: 100,
        critical: true,
      });
    }
  });

  it("find the content's internal links", () => {
    expect(contentLinks().details).toMatch(
      /^[1-9]\d* links \(\d+ distinct paths\) in \d+ modules all resolve\.$/,
    );
    expect(navigationLinks().details).toMatch(/header and footer links across 3 languages resolve/);
  });
});

describe("findPaths", () => {
  it("collects page paths from nested data, not assets, text or class instances", () => {
    const data = {
      a: ["/investment", { link: "/community#leaders" }, "/avatars/x.svg", "24/7", "see /evidence"],
      b: new Date(0),
      c: { deep: { deeper: "/" } },
    };
    expect(findPaths(data)).toEqual(["/investment", "/community#leaders", "/"]);
  });
});

describe("Link checks on broken links", () => {
  it("a content link to no page fails, naming the module", () => {
    const modules = [
      {
        file: "content/bad.ts",
        namespace: { cards: [{ href: "/nowhere" }, { href: "/evidence#x" }] },
        schemas: {},
      },
    ];
    const check = contentLinks({ ...realLinks, modules });
    expect(check).toMatchObject({ status: "fail", critical: true, score: 50 });
    expect(check.details).toContain("/nowhere (content/bad.ts)");
  });

  it("a nav link to no page, or one in the wrong language, fails", () => {
    const nav = [
      { lang: "hi" as const, where: "hi nav", href: "/hi/nowhere", path: "/nowhere" },
      { lang: "hi" as const, where: "hi nav", href: "/transparency", path: "/transparency" },
      { lang: "en" as const, where: "en nav", href: "/evidence", path: "/evidence" },
    ];
    const check = navigationLinks({ ...realLinks, nav });
    expect(check.status).toBe("fail");
    expect(check.details).toContain("2 of 3");
  });

  it("a path that two routes claim fails", () => {
    const clash = [...routes, { ...routes[1]!, id: "copy", aliases: [] }];
    const check = routeTable({ ...realLinks, routes: clash });
    expect(check.status).toBe("fail");
    expect(check.details).toContain("(copy)");
  });

  it("scan every registered module", () => {
    expect(realLinks.modules).toBe(contentModules);
  });
});
