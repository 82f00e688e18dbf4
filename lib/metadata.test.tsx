import { GET, generateStaticParams } from "@/app/og/[...card]/route";
import { languages } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { ogImagePath, pageMetadata } from "@/lib/metadata";
import { routeText } from "@/lib/route-text";
import { routes } from "@/lib/routes";

const cardPaths = generateStaticParams().map(({ card }) => `/og/${card.join("/")}`);

describe("share cards in the page's language", () => {
  test.each(languages)(
    "every %s page points og:image and twitter:image at its own card",
    (lang) => {
      const t = translator(lang);
      for (const route of routes) {
        const meta = pageMetadata(route.id, lang);
        const image = ogImagePath(route.id, lang);
        expect(cardPaths).toContain(image);
        const title = t(`route.${route.id}.title`);
        expect(meta.openGraph?.images).toEqual([
          {
            url: image,
            width: 1200,
            height: 630,
            alt: t("og.alt", { title, figure: routeText(t, route.id, "summary") }),
          },
        ]);
        expect(meta.twitter?.images).toEqual([{ url: image, alt: expect.stringContaining(title) }]);
        expect(meta.openGraph?.siteName).toBe(t("meta.siteName"));
      }
    },
  );

  test("each language has its own card file; English keeps /og/<id>.png", () => {
    expect(new Set(cardPaths).size).toBe(routes.length * languages.length);
    expect(ogImagePath("transparency", "en")).toBe("/og/transparency.png");
    expect(ogImagePath("transparency", "hi")).toBe("/og/hi/transparency.png");
    expect(ogImagePath("transparency", "cg")).toBe("/og/cg/transparency.png");
  });

  test("Hindi and Chhattisgarhi pages carry Devanagari alt text and site name", () => {
    for (const lang of ["hi", "cg"] as const) {
      const og = pageMetadata("scaling", lang).openGraph!;
      const images = og.images as { alt: string }[];
      expect(images[0]!.alt).toMatch(/[\u0900-\u097f]/);
      expect(og.siteName).toMatch(/[\u0900-\u097f]/);
    }
  });

  test("og:locale names the page's language and lists the other two as alternates", () => {
    const locales = (lang: (typeof languages)[number]) => {
      const og = pageMetadata("home", lang).openGraph as {
        locale: string;
        alternateLocale: string[];
      };
      return [og.locale, og.alternateLocale];
    };
    expect(locales("en")).toEqual(["en_IN", ["hi_IN", "hne_IN"]]);
    expect(locales("hi")).toEqual(["hi_IN", ["en_IN", "hne_IN"]]);
    expect(locales("cg")).toEqual(["hne_IN", ["en_IN", "hi_IN"]]);
  });

  test("the card route answers a Hindi card as a 1200×630 PNG under 300 KB", async () => {
    const response = await GET(new Request("http://localhost/og/hi/transparency.png"), {
      params: Promise.resolve({ card: ["hi", "transparency.png"] }),
    });
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(300_000);
  }, 30_000);
});
