import { notFound } from "next/navigation";
import { dataFile, dataFileNames } from "@/lib/open-data/files";

/** Built once at build time from the content modules; exceljs runs here only, never in a browser. */
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

/**
 * Any other method: 405, as Next answers it for a route file that exports GET alone (a
 * prerendered path of a dynamic route would otherwise be served for any method).
 */
function notAllowed(): Response {
  return new Response("Method Not Allowed: the files under /data/ are read with GET.\n", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });
}
export {
  notAllowed as POST,
  notAllowed as PUT,
  notAllowed as PATCH,
  notAllowed as DELETE,
  notAllowed as OPTIONS,
};
