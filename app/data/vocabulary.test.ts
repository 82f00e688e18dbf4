import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCsv } from "@/lib/open-data";
import { servedData, servedDataNames } from "@/lib/testing/data-route";
import { FIXTURE_ACTUALS, withActuals } from "@/lib/testing/with-actuals";

/** Every file under /data/, by name (e.g. kpis.csv), with its body as the route serves it. */
async function servedFiles(): Promise<Map<string, string>> {
  return withActuals(FIXTURE_ACTUALS, async () => {
    const out = new Map<string, string>();
    for (const name of (await servedDataNames()).filter((n) => /\.(csv|json)$/.test(n))) {
      // Bytes as a browser saves them: Response.text() would drop a byte-order mark.
      const bytes = new Uint8Array(await (await servedData(name)).arrayBuffer());
      out.set(name, new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes));
    }
    return out;
  });
}

describe("every open-data file says what it is", () => {
  let files: Map<string, string>;
  const asOf = JSON.parse(readFileSync(join(FIXTURE_ACTUALS, "status.json"), "utf8")).asOf;
  beforeAll(async () => {
    files = await servedFiles();
  });

  it("each CSV has a JSON of the same name with the same field names, row by row", () => {
    const csvs = [...files.keys()].filter((n) => n.endsWith(".csv"));
    expect(csvs.length).toBeGreaterThanOrEqual(9);
    for (const name of csvs) {
      const [header, ...rows] = parseCsv(files.get(name)!);
      const json = JSON.parse(files.get(name.replace(/\.csv$/, ".json"))!);
      expect({ name, columns: json.columns }).toEqual({ name, columns: header });
      expect(json.rows).toHaveLength(rows.length);
      for (const row of json.rows)
        expect({ name, keys: Object.keys(row) }).toEqual({ name, keys: header });
    }
  });

  it("each JSON gives the as-of date and no UI token", () => {
    for (const [name, body] of files) {
      if (!name.endsWith(".json")) continue;
      const json = JSON.parse(body);
      expect({ name, as_of: json.as_of, dataset: json.dataset }).toEqual({
        name,
        as_of: asOf,
        dataset: name.replace(/\.json$/, ""),
      });
      // Colours and class names are the page's business, not the data's.
      expect({ name, tokens: body.match(/"(color|colour|className|fill)"/g) }).toEqual({
        name,
        tokens: null,
      });
    }
  });

  it("each CSV starts with a byte-order mark, so Excel opens it as UTF-8", () => {
    for (const [name, body] of files) {
      if (name.endsWith(".csv"))
        expect({ name, first: body.charCodeAt(0) }).toEqual({ name, first: 0xfeff });
    }
  });
});
