import { pilotParams, villageFeed } from "@/lib/village-files";

/** A village's Atom feed in English (lib/village-files.ts). */
export const dynamic = "force-static";
export const dynamicParams = true;
export const generateStaticParams = pilotParams;

export function GET(_: Request, { params }: { params: Promise<{ slug: string }> }) {
  return villageFeed(params);
}
