import { iatiResponse, programmeIatiFile } from "@/lib/funders/iati-files";

/**
 * The programme's IATI activity file (lib/funders/iati.ts), built with the pages: the programme,
 * the pilot, and a link to every other village's own file. Until the pilot's status.json publishes
 * the organisation that reports it, a 404 that says so.
 * Methods other than GET get 405 from proxy.ts, so that the route stays built ahead.
 */
export const dynamic = "force-static";

export function GET(): Response {
  return iatiResponse(programmeIatiFile());
}
