import { ImageResponse } from "next/og";
import { OgCard } from "@/components/og-card";
import { ogFonts } from "@/lib/og-fonts";
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
  return new ImageResponse(<OgCard title={route.title} figure={route.summary} />, {
    width: 1200,
    height: 630,
    fonts: await ogFonts(),
  });
}
