import { notFound } from "next/navigation";
import { otherMethods } from "@/lib/data-methods";
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

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("the files under /data/ are");
