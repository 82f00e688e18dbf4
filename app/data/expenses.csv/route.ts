import { csvResponse } from "@/lib/open-data";

/** Built once at build time from the content modules. */
export const dynamic = "force-static";

export function GET(): Response {
  return csvResponse("expenses");
}
