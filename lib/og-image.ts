import { Resvg, type RenderedImage } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";
import { ogFonts } from "@/lib/og-fonts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * Satori lays the card out and shapes its text with HarfBuzz (so Devanagari conjuncts form and
 * matras reorder); resvg paints it.
 */
export async function ogRaster(
  node: ReactNode,
  size: { width: number; height: number } = { width: OG_WIDTH, height: OG_HEIGHT },
): Promise<RenderedImage> {
  const svg = await satori(node, { ...size, fonts: await ogFonts() });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render();
}

/** A share card as PNG. */
export async function ogPng(node: ReactNode): Promise<Buffer> {
  return (await ogRaster(node)).asPng();
}
