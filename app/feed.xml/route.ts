import { feedResponse } from "@/lib/feed";

/** The English Atom feed of what changed in the accounts, built with the pages (lib/feed.ts). */
export const dynamic = "force-static";

export function GET(): Response {
  return feedResponse("en");
}
