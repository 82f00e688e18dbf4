import type { Metadata } from "next";
import { headers } from "next/headers";
import "./globals.css";
import { NotFoundScreen } from "@/components/chrome/not-found-screen";
import { SiteDocument } from "@/components/chrome/site-document";
import { isLang } from "@/lib/i18n";
import { LANG_HEADER, NONCE_HEADER } from "@/lib/not-found-lang";

export const metadata: Metadata = {
  title: "404 Page Not Found",
  robots: { index: false },
};

export default async function GlobalNotFound() {
  const requestHeaders = await headers();
  const lang = requestHeaders.get(LANG_HEADER);
  const safe = isLang(lang) ? lang : "en";
  return (
    <SiteDocument lang={safe} nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}>
      <NotFoundScreen lang={safe} />
    </SiteDocument>
  );
}
