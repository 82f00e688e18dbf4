import { OgCard } from "@/components/og-card";
import { ogPng } from "@/lib/og-image";
import { routes } from "@/lib/routes";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return routes.map((r) => ({ id: `${r.id}.png` }));
}

/** Share cards, drawn at build time: /og/<route-id>.png. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const route = routes.find((r) => `${r.id}.png` === id)!;
  const png = await ogPng(<OgCard title={route.title} figure={route.summary} />);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
