import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { translator } from "../lib/messages";
import { ogImagePath, ogLocale } from "../lib/metadata";
import { routeText } from "../lib/route-text";
import { routes } from "../lib/routes";

const langs = [
  { lang: "en", prefix: "", hreflang: "en" },
  { lang: "hi", prefix: "/hi", hreflang: "hi" },
  { lang: "cg", prefix: "/cg", hreflang: "hne" },
] as const;

const unescape = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const localize = (prefix: string, path: string) =>
  path === "/" ? prefix || "/" : `${prefix}${path}`;

function metas(html: string, attr: "name" | "property", key: string): string[] {
  return [...html.matchAll(new RegExp(`<meta[^>]*${attr}="${key}"[^>]*>`, "g"))].map(
    (tag) => unescape(/content="([^"]*)"/.exec(tag[0])?.[1]) ?? "",
  );
}

function meta(html: string, attr: "name" | "property", key: string): string | undefined {
  return metas(html, attr, key)[0];
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
    for (const { lang, prefix } of langs) {
      const t = translator(lang);
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
      // The share card, its alt text and the site name are in the page's own language.
      const card = ogImagePath(route.id, lang);
      expect(new URL(meta(html, "property", "og:image")!).pathname, `${path} og:image`).toBe(card);
      expect(new URL(meta(html, "name", "twitter:image")!).pathname, `${path} twitter:image`).toBe(
        card,
      );
      const routeTitle = t(`route.${route.id}.title`);
      const alt = t("og.alt", { title: routeTitle, figure: routeText(t, route.id, "summary") });
      expect(meta(html, "property", "og:image:alt"), `${path} og:image:alt`).toBe(alt);
      expect(meta(html, "name", "twitter:image:alt"), `${path} twitter:image:alt`).toBe(alt);
      expect(meta(html, "property", "og:site_name"), `${path} og:site_name`).toBe(
        t("meta.siteName"),
      );
      expect(meta(html, "property", "og:locale"), `${path} og:locale`).toBe(ogLocale[lang]);
      expect(metas(html, "property", "og:locale:alternate").sort(), `${path} alternates`).toEqual(
        langs
          .filter((l) => l.lang !== lang)
          .map((l) => ogLocale[l.lang])
          .sort(),
      );
      expect(meta(html, "name", "twitter:card"), `${path} twitter:card`).toBe(
        "summary_large_image",
      );
    }
  }
});

test("every share card in every language is a 1200×630 PNG small enough for WhatsApp", async ({
  request,
}) => {
  for (const route of routes) {
    const cards = new Set<string>();
    for (const { lang } of langs) {
      const path = ogImagePath(route.id, lang);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
      // WhatsApp drops a preview image much over 300 KB.
      expect(png.length, path).toBeLessThan(300_000);
      cards.add(png.toString("base64"));
    }
    // Three languages, three different pictures.
    expect(cards.size, route.id).toBe(3);
  }
});

test("the sitemap lists exactly the primary pages and the villages' in every language, and robots names it", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort();
  // The villages are the folders of content/villages/: on this build, the pilot alone.
  const villages = readdirSync(join(process.cwd(), "content", "villages"));
  const expected = [...routes.map((r) => r.path), ...villages.map((v) => `/villages/${v}`)]
    .flatMap((path) => langs.map(({ prefix }) => localize(prefix, path)))
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
