import { notFound } from "next/navigation";
import { iatiOrganisation, iatiResponse, villageIatiFile } from "@/lib/funders/iati-files";
import { pilotParams } from "@/lib/village-files";

/**
 * A village's IATI activity (lib/funders/iati.ts): the pilot's built with the pages, another
 * village's made on its first request and kept, so that a build reads no other village's folder.
 * Until an organisation is published, the 404 that says so; an unknown village, or one under
 * review, is the site's 404.
 * Methods other than GET get 405 from proxy.ts, so that the route stays built ahead.
 */
export const dynamic = "force-static";
export const dynamicParams = true;
export const generateStaticParams = pilotParams;

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  if (!iatiOrganisation()) return iatiResponse(undefined);
  const xml = villageIatiFile((await params).slug);
  if (!xml) notFound();
  return iatiResponse(xml);
}
