import { notFound } from "next/navigation";
import { dataFile, dataFileNames } from "@/lib/open-data/files";

/**
 * Built once at build time from the content modules; exceljs runs here only, never in a browser.
 * GET alone: proxy.ts answers the other methods with 405 (lib/data-methods.ts), so that the files
 * stay built ahead.
 */
export const dynamic = "force-static";
/** Only the files lib/open-data/files.ts names: any other /data/ path is the site's 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return dataFileNames.map((file) => ({ file }));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const response = dataFile((await params).file);
  if (!response) notFound();
  return response;
}
