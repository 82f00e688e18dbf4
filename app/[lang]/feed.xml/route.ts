import { feedResponse } from "@/lib/feed";
import { prefixedLanguages, type Lang } from "@/lib/i18n";

/** The Hindi and Chhattisgarhi Atom feeds (/hi/feed.xml, /cg/feed.xml), built with the pages. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedLanguages.map((lang) => ({ lang }));
}

export async function GET(_: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return feedResponse(lang as Lang);
}
