import { villageDatasets } from "@/lib/open-data";
import { getPilot } from "@/lib/programme";
import { PILOT } from "@/lib/village-paths";
import { villageData } from "@/lib/village-files";

/** A village's files as data (lib/village-files.ts): the pilot's built ahead, others on request. */
export const dynamic = "force-static";
export const dynamicParams = true;

export function generateStaticParams() {
  return Object.keys(villageDatasets(getPilot())).flatMap((id) =>
    ["csv", "json"].map((format) => ({ slug: PILOT, file: `${id}.${format}` })),
  );
}

export function GET(_: Request, { params }: { params: Promise<{ slug: string; file: string }> }) {
  return villageData(params);
}
