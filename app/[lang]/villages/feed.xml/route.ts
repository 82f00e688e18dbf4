import { prefixedLanguages, type Lang } from "@/lib/i18n";
import { getRollUp } from "@/lib/roll-up";
import { villagesFeed } from "@/lib/villages-data";

/** The villages' Atom feed in Hindi and Chhattisgarhi, built with the pages. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedLanguages.map((lang) => ({ lang }));
}

export async function GET(_: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return new Response(villagesFeed(getRollUp(), lang as Lang), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
