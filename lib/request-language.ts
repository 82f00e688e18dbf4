import { cache } from "react";
import type { Lang } from "@/lib/i18n";
import { translator, type Translate } from "@/lib/messages";

/**
 * The language of the request, resolved once: the page (lib/page.tsx, definePage) and the
 * language layout set it from the route, and any server component below reads it here, as
 * next-intl's `setRequestLocale` does. No part is handed `lang` or `t` as props (issue 42).
 * Client islands cannot read it: their server parent hands them their words (lib/messages, pick).
 */

interface Slot {
  lang?: Lang;
}

/** One slot per request: React keeps what `cache` returns for the length of a server render. */
const requestSlot = cache((): Slot => ({}));

/**
 * Where React keeps no request scope, `cache` does not keep what it returns: react-dom/server,
 * which the unit tests render parts with, renders one tree at a time, so one slot serves it.
 */
const unscoped: Slot = {};

function slot(): Slot {
  const scoped = requestSlot();
  return scoped === requestSlot() ? scoped : unscoped;
}

/** Sets the request's language: the page and the layout call it before rendering their parts. */
export function setRequestLanguage(lang: Lang): void {
  slot().lang = lang;
}

/** The request's language; a part rendered outside a page that set it is a mistake, said here. */
export function requestLanguage(): Lang {
  const { lang } = slot();
  if (lang === undefined) {
    throw new Error(
      "No language is set for this render: render parts inside a page made by definePage (lib/page.tsx), or call setRequestLanguage first",
    );
  }
  return lang;
}

const translators = new Map<Lang, Translate>();

/** The request's language and its words. */
export function requestWords(): { lang: Lang; t: Translate } {
  const lang = requestLanguage();
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = translator(lang)));
  return { lang, t };
}
