import { getRollUp } from "@/lib/roll-up";
import { villagesJson } from "@/lib/villages-data";

/** The national roll-up with every village (lib/villages-data.ts), built with the pages. */
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(villagesJson(getRollUp()), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
