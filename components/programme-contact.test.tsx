import { existsSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { languages, localizePath, splitLangPath, type Lang } from "@/lib/i18n";
import { routeForPath, type RouteId } from "@/lib/routes";
import { SITE_URL } from "@/lib/site";
import { translator } from "@/lib/messages";
import { dataFileNames } from "@/lib/open-data/files";
import { programmeContactOf } from "@/content/engagement/shared";
import { ledgerOf, withActuals, writeActuals } from "@/lib/testing/with-actuals";

const PUBLISHED = join(process.cwd(), "content", "villages", "pilot", "actuals");

type Render = (lang: Lang, route: RouteId) => string;

/** The block's renderer per set of the team's files, its modules loaded once for each set. */
const renderers = new Map<string, Promise<Render>>();

function rendererFor(dir: string): Promise<Render> {
  if (!renderers.has(dir)) {
    renderers.set(
      dir,
      withActuals(dir, async () => {
        const { ProgrammeContact } = await import("@/components/programme-contact");
        const { setRequestLanguage } = await import("@/lib/request-language");
        const { renderToStaticMarkup } = await import("react-dom/server");
        const contact = programmeContactOf(ledgerOf(dir));
        return (lang: Lang, route: RouteId) => (
          setRequestLanguage(lang),
          renderToStaticMarkup(<ProgrammeContact route={route} contact={contact} />)
        );
      }),
    );
  }
  return renderers.get(dir)!;
}

/** The block as a visitor's browser would hold it, rendered from a given set of the team's files. */
async function rendered(dir: string, lang: Lang, route: RouteId = "investment") {
  const html = (await rendererFor(dir))(lang, route);
  const { document } = new JSDOM(`<main>${html}</main>`).window;
  return within(document.querySelector("main")!);
}

const href = (link: HTMLElement) => link.getAttribute("href") ?? "";

/** A path this site answers: a page (primary or alias), an open-data file or a feed. */
function isServed(path: string): boolean {
  const { path: bare } = splitLangPath(path.split("#")[0]!);
  if (routeForPath(bare)) return true;
  if (bare.startsWith("/data/")) return dataFileNames.includes(bare.slice("/data/".length));
  const file = bare === "/feed.xml" ? "app/feed.xml" : `app${bare}`;
  return existsSync(join(process.cwd(), file, "route.ts"));
}

describe("the programme contact block", () => {
  it.each(languages)(
    "in %s, with no contact published, offers sharing, the figures and the feed",
    async (lang) => {
      const t = translator(lang);
      const view = await rendered(PUBLISHED, lang);
      expect(view.getByText(t("reach.none"))).toBeTruthy();
      const url = encodeURIComponent(`${SITE_URL}${localizePath("/investment", lang)}`);

      const whatsapp = view.getByRole("link", { name: t("reach.share.whatsapp") });
      expect(href(whatsapp)).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(href(whatsapp)).toContain(url);
      expect(href(whatsapp)).toContain(encodeURIComponent(t("route.investment.title")));
      const email = view.getByRole("link", { name: t("reach.share.email") });
      expect(href(email)).toMatch(/^mailto:\?subject=[^&]+&body=/);
      expect(href(email)).toContain(url);

      for (const name of [
        "transparency.openData.expenses",
        "transparency.openData.budgetActualMonths",
      ] as const) {
        const label = t("transparency.openData.download", {
          name: t(name),
          format: t("transparency.openData.csv"),
        });
        expect(href(view.getByRole("link", { name: label }))).toMatch(/^\/data\/[a-z-]+\.csv$/);
      }
      expect(href(view.getByRole("link", { name: t("reach.download.all") }))).toBe(
        localizePath("/transparency#open-data", lang),
      );
      expect(href(view.getByRole("link", { name: t("feed.link") }))).toBe(
        localizePath("/feed.xml", lang),
      );

      for (const link of view.getAllByRole("link")) {
        const target = href(link);
        if (target.startsWith("/")) expect([target, isServed(target)]).toEqual([target, true]);
        expect(target).not.toMatch(/^(mailto:[^?]|tel:)/);
      }
    },
  );

  it("shares the page it sits on", async () => {
    const view = await rendered(PUBLISHED, "cg", "transparency");
    const whatsapp = view.getByRole("link", { name: translator("cg")("reach.share.whatsapp") });
    expect(href(whatsapp)).toContain(encodeURIComponent(`${SITE_URL}/cg/transparency`));
  });

  it("shows and links the email and phone once status.json publishes them", async () => {
    const dir = writeActuals({
      status: {
        asOf: "2026-05-31",
        stage: "Implementation",
        contact: { email: "team@example.org", phone: "+91 77123 45678" },
      },
    });
    for (const lang of languages) {
      const t = translator(lang);
      const view = await rendered(dir, lang);
      expect(view.getByText(t("reach.contact"))).toBeTruthy();
      expect(href(view.getByRole("link", { name: "team@example.org" }))).toBe(
        "mailto:team@example.org",
      );
      expect(href(view.getByRole("link", { name: "+91 77123 45678" }))).toBe("tel:+917712345678");
      expect(view.queryByText(t("reach.none"))).toBeNull();
      // Sharing and the figures stay: they are worth having with an address too.
      expect(view.getByRole("link", { name: t("reach.share.whatsapp") })).toBeTruthy();
    }
  });

  it("shows only what is published: an email without a phone", async () => {
    const dir = writeActuals({
      status: {
        asOf: "2026-05-31",
        stage: "Implementation",
        contact: { email: "team@example.org" },
      },
    });
    const view = await rendered(dir, "en");
    expect(view.getByRole("link", { name: "team@example.org" })).toBeTruthy();
    expect(view.queryAllByRole("link").filter((l) => href(l).startsWith("tel:"))).toHaveLength(0);
  });
});
