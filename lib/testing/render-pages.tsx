import { Readable } from "node:stream";
import type { ReactElement } from "react";
import type { Lang } from "@/lib/i18n";
import type { MessageKey, MessageValues, Translate } from "@/lib/messages";
import { routes, type RouteId } from "@/lib/routes";
import { withActuals } from "@/lib/testing/with-actuals";

/** One message a page used: its key and the values it was formatted with. */
export interface MessageUse {
  key: MessageKey;
  values?: MessageValues;
  /** Given to an island as written, to fill in itself. */
  template?: boolean;
}
export interface RenderedPage {
  id: RouteId;
  lang: Lang;
  /** The page's text, tags stripped. */
  text: string;
  html: string;
  uses: MessageUse[];
}

const LANGS: Lang[] = ["en", "hi", "cg"];

/** A translator that notes every key it formats (and every template it gives an island). */
function recording(translate: Translate, sink: { uses: MessageUse[] }): Translate {
  const t = (key: MessageKey, values?: MessageValues) => {
    sink.uses.push({ key, values });
    return translate(key, values);
  };
  t.lang = translate.lang;
  t.template = (key: MessageKey) => {
    sink.uses.push({ key, template: true });
    return translate.template(key);
  };
  return t;
}

/** The whole page, waiting for what suspends (lazy parts), as a build would. */
export async function markup(element: ReactElement): Promise<string> {
  const { prerenderToNodeStream } = await import("react-dom/static");
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * Renders every page of the route table in every language from one set of the team's files
 * (an isolated module registry, as withActuals loads it), noting the messages each page used.
 */
export async function renderEveryPage(dir: string): Promise<RenderedPage[]> {
  return withActuals(dir, async () => {
    // Module-level translators (made on import) note into the page being rendered.
    const sink: { uses: MessageUse[] } = { uses: [] };
    jest.doMock("@/lib/messages", () => {
      const actual = jest.requireActual<typeof import("@/lib/messages")>("@/lib/messages");
      return {
        ...actual,
        translator: (...args: Parameters<typeof actual.translator>) =>
          recording(actual.translator(...args), sink),
      };
    });
    const pages: RenderedPage[] = [];
    for (const { id } of routes) {
      const page = await import(`@/components/pages/${id}`);
      for (const lang of LANGS) {
        const uses: MessageUse[] = (sink.uses = []);
        const element = await page.default({ params: Promise.resolve({ lang }) });
        const html = await markup(element);
        pages.push({ id, lang, html, text: textOf(html), uses });
      }
    }
    return pages;
  });
}
