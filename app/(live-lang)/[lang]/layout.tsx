import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import "../../globals.css";
import { prefixedLanguages, type Lang } from "@/lib/i18n";
import { LiveDocument } from "@/lib/live-document";
import { rootMetadataFor } from "@/lib/metadata";

export { viewport } from "@/lib/metadata";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (prefixedLanguages as readonly string[]).includes(lang)
    ? rootMetadataFor(lang as Lang)
    : {};
}

/** Hindi and Chhattisgarhi pages rendered per request, under a nonce (lib/live-document.tsx). */
export default async function LiveLanguageLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!(prefixedLanguages as readonly string[]).includes(lang)) notFound();
  return <LiveDocument lang={lang as Lang}>{children}</LiveDocument>;
}
