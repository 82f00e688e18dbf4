import { getRollUp } from "@/lib/roll-up";
import { villagesCsv } from "@/lib/villages-data";

/** Every village, one row each (lib/villages-data.ts), built with the pages. */
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(villagesCsv(getRollUp()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="villages.csv"',
    },
  });
}
