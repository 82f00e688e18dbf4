import { routeCard } from "@/components/og-card";
import { shareCardFacts as facts } from "@/content/budget";
import { languages } from "@/lib/i18n";
import { ogImagePath } from "@/lib/metadata";
import { ogPng } from "@/lib/og-image";
import { routes } from "@/lib/routes";

export const dynamic = "force-static";
export const dynamicParams = false;

/** Every route's card in every language, by the path pageMetadata points at. */
const cards = new Map(
  languages.flatMap((lang) => routes.map((r) => [ogImagePath(r.id, lang), { lang, route: r }])),
);

export function generateStaticParams() {
  return [...cards.keys()].map((path) => ({ card: path.split("/").slice(2) }));
}

/** Share cards, drawn at build time: /og/<route-id>.png, /og/hi/<route-id>.png, /og/cg/<route-id>.png. */
export async function GET(_request: Request, { params }: { params: Promise<{ card: string[] }> }) {
  const { card } = await params;
  const { lang, route } = cards.get(`/og/${card.join("/")}`)!;
  const png = await ogPng(routeCard(lang, route.id, facts));
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
