import { getRollUp } from "@/lib/roll-up";
import { villagesFeed } from "@/lib/villages-data";

/** The villages' Atom feed in English (lib/villages-data.ts), built with the pages. */
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(villagesFeed(getRollUp(), "en"), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
