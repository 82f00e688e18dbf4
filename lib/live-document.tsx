import { headers } from "next/headers";
import type { ReactNode } from "react";
import { SiteDocument } from "@/components/chrome/site-document";
import { chromeFigures } from "@/lib/chrome-figures";
import { devanagariPageFontVariables } from "@/lib/fonts-devanagari";
import type { Lang } from "@/lib/i18n";
import { NONCE_HEADER } from "@/lib/not-found-lang";
import { getPilot } from "@/lib/programme";

/**
 * The document of the pages rendered per request (app/(live) and app/(live-lang): every village's
 * page but the pilot's, and the villages' filter). It is the site's document, with the nonce
 * proxy.ts gave this request on the inline scripts it writes itself (the stored-theme check and the
 * theme's), as app/global-not-found.tsx does; Next puts the same nonce on its own. The pre-rendered
 * pages keep their own root layouts, which read no request and allow their scripts by hash.
 */
export async function LiveDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <SiteDocument
      lang={lang}
      pilot={getPilot().ledger}
      chrome={chromeFigures}
      nonce={nonce}
      fonts={lang === "en" ? undefined : devanagariPageFontVariables}
    >
      {children}
    </SiteDocument>
  );
}
