import { expect, test } from "@playwright/test";
import { routes } from "../lib/routes";

const langs = [
  { prefix: "", hreflang: "en" },
  { prefix: "/hi", hreflang: "hi" },
  { prefix: "/cg", hreflang: "hne" },
] as const;

const localize = (prefix: string, path: string) =>
  path === "/" ? prefix || "/" : `${prefix}${path}`;

function meta(html: string, attr: "name" | "property", key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*${attr}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

function links(html: string, rel: string): { href: string; hreflang?: string }[] {
  return [...html.matchAll(/<link[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => ({
      href: /href="([^"]*)"/.exec(tag)?.[1] ?? "",
      hreflang: /hrefLang="([^"]*)"|hreflang="([^"]*)"/i.exec(tag)?.slice(1).find(Boolean),
    }));
}

test("every page in every language has its own title, a description, canonical, alternates and share tags", async ({
  request,
}) => {
  const titles = new Map<string, string>();
  for (const route of routes) {
    for (const { prefix } of langs) {
      const path = localize(prefix, route.path);
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(titles.has(title!), `${path} repeats the title of ${titles.get(title!)}`).toBe(false);
      titles.set(title!, path);

      const description = meta(html, "name", "description");
      expect(description?.length ?? 0, `${path} description`).toBeGreaterThanOrEqual(50);

      const canonical = links(html, "canonical")[0]?.href;
      expect(new URL(canonical!).pathname, `${path} canonical`).toBe(path);

      const alternates = links(html, "alternate").filter((l) => l.hreflang);
      for (const { prefix: p, hreflang } of langs) {
        const alt = alternates.find((a) => a.hreflang === hreflang);
        expect(alt && new URL(alt.href).pathname, `${path} alternate ${hreflang}`).toBe(
          localize(p, route.path),
        );
      }
      expect(
        alternates.some((a) => a.hreflang === "x-default"),
        `${path} x-default`,
      ).toBe(true);

      expect(meta(html, "property", "og:title"), `${path} og:title`).toBeTruthy();
      expect(meta(html, "property", "og:description"), `${path} og:description`).toBeTruthy();
      expect(meta(html, "property", "og:image"), `${path} og:image`).toContain(
        `/og/${route.id}.png`,
      );
      expect(meta(html, "name", "twitter:card"), `${path} twitter:card`).toBe(
        "summary_large_image",
      );
    }
  }
});

test("every share card is a 1200×630 PNG", async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(`/og/${route.id}.png`);
    expect(response.status(), route.id).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], route.id).toEqual([1200, 630]);
  }
});

test("the sitemap lists exactly the primary pages in every language, and robots names it", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort();
  const expected = routes
    .flatMap((r) => langs.map(({ prefix }) => localize(prefix, r.path)))
    .sort();
  expect(locs).toEqual(expected);
  for (const alias of routes.flatMap((r) => r.aliases)) expect(locs).not.toContain(alias);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test("JSON-LD describes the programme as an NGO with a DonateAction per tier", async ({
  request,
}) => {
  const html = await (await request.get("/investment")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks.length).toBeGreaterThan(0);
  const data = blocks.map((b) => JSON.parse(b[1]!));
  const ngo = data.find((d) => d["@type"] === "NGO");
  expect(ngo?.name).toBeTruthy();
  const actions = ngo.potentialAction.filter(
    (a: { "@type": string }) => a["@type"] === "DonateAction",
  );
  expect(actions.map((a: { price: number }) => a.price)).toEqual([25000, 50000, 100000]);
  expect(html).not.toMatch(/application\/ld\+json">[^<]*<\/(?!script)/);
});

test("the manifest and icons answer", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBeTruthy();
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});
