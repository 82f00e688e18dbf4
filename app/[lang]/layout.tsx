import type { ReactNode } from "react";
import "../globals.css";
import { SiteDocument } from "@/components/chrome/site-document";
import { devanagariPageFontVariables } from "@/lib/fonts-devanagari";
import { prefixedLanguages, type Lang } from "@/lib/i18n";

import { chromeFigures } from "@/lib/chrome-figures";
import { rootMetadataFor } from "@/lib/metadata";
import { getPilot } from "@/lib/programme";

export { viewport } from "@/lib/metadata";

export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedLanguages.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }) {
  return rootMetadataFor((await params).lang as Lang);
}

export default async function LanguageLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return (
    <SiteDocument
      lang={lang as Lang}
      pilot={getPilot().ledger}
      chrome={chromeFigures}
      fonts={devanagariPageFontVariables}
    >
      {children}
    </SiteDocument>
  );
}
