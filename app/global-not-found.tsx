import type { Metadata } from "next";
import { headers } from "next/headers";
import "./globals.css";
import { NotFoundScreen } from "@/components/chrome/not-found-screen";
import { SiteDocument } from "@/components/chrome/site-document";
import { chromeFigures } from "@/lib/chrome-figures";
import { isLang, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { LANG_HEADER, NONCE_HEADER } from "@/lib/not-found-lang";
import { getPilot } from "@/lib/programme";

/** The visitor's language, as proxy.ts read it from the path. */
async function notFoundLang(): Promise<Lang> {
  const lang = (await headers()).get(LANG_HEADER);
  return isLang(lang) ? lang : "en";
}

/** The tab and the results list name the error in the page's language too. */
export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await notFoundLang());
  return { title: t("notFound.title"), robots: { index: false } };
}

export default async function GlobalNotFound() {
  const requestHeaders = await headers();
  const safe = await notFoundLang();
  return (
    <SiteDocument
      lang={safe}
      pilot={getPilot().ledger}
      chrome={chromeFigures}
      nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}
    >
      <NotFoundScreen lang={safe} />
    </SiteDocument>
  );
}
