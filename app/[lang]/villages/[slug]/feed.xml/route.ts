import { prefixedLanguages } from "@/lib/i18n";
import { PILOT } from "@/lib/village-paths";
import { villageFeed } from "@/lib/village-files";

/** A village's Atom feed in Hindi and Chhattisgarhi (lib/village-files.ts). */
export const dynamic = "force-static";
export const dynamicParams = true;

export function generateStaticParams() {
  return prefixedLanguages.map((lang) => ({ lang, slug: PILOT }));
}

export function GET(_: Request, { params }: { params: Promise<{ slug: string; lang: string }> }) {
  return villageFeed(params);
}
