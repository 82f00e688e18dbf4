import { pilotCardParams, villageCardResponse } from "@/lib/village-files";

/**
 * Villages' share cards (lib/village-files.ts): the pilot's drawn with the pages, every other
 * village's drawn on its first request and kept.
 */
export const dynamic = "force-static";
export const dynamicParams = true;
export const generateStaticParams = pilotCardParams;

export function GET(_: Request, { params }: { params: Promise<{ card: string[] }> }) {
  return villageCardResponse(params);
}
