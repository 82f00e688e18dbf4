import { csvResponse, datasetIds, jsonResponse } from "@/lib/open-data";
import { buildTemplate } from "@/lib/open-data/template";

/**
 * Every file under /data/, by name: each dataset as CSV and JSON, and the team's accounts
 * template. One route serves them all (app/data/[file]/route.ts), built once at build time; a
 * new dataset in lib/open-data.ts is served with no route file of its own.
 */
const dataFiles: Record<string, () => Response | Promise<Response>> = {
  ...Object.fromEntries(
    datasetIds.flatMap((id) => [
      [`${id}.csv`, () => csvResponse(id)],
      [`${id}.json`, () => jsonResponse(id)],
    ]),
  ),
  "accounts-template.xlsx": async () =>
    new Response(await buildTemplate(), {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": 'attachment; filename="accounts-template.xlsx"',
      },
    }),
};

/** The names of the files under /data/, e.g. kpis.csv. */
export const dataFileNames = Object.keys(dataFiles);

/** The response for /data/<name>, or undefined when there is no such file. */
export function dataFile(name: string): Response | Promise<Response> | undefined {
  return Object.hasOwn(dataFiles, name) ? dataFiles[name]!() : undefined;
}
