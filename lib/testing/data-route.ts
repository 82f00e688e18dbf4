/**
 * For tests: a file under /data/ as the site's one data route serves it
 * (app/data/[file]/route.ts). Imported when called, so that inside `withActuals` it is built from
 * that set of the team's files.
 */
export async function servedData(name: string): Promise<Response> {
  const { GET } = await import("@/app/data/[file]/route");
  return GET(new Request(`http://127.0.0.1/data/${name}`), {
    params: Promise.resolve({ file: name }),
  });
}

/** The names of every file under /data/, e.g. kpis.csv. */
export async function servedDataNames(): Promise<string[]> {
  return (await import("@/lib/open-data/files")).dataFileNames;
}
