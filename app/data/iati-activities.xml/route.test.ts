import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { FIXTURE_VILLAGES, SECOND_VILLAGE, VILLAGE_UNDER_REVIEW } from "@/lib/testing/iati";
import { FIXTURE_ACTUALS, withActuals } from "@/lib/testing/with-actuals";

/** The IATI routes' answers, called as Next calls them, with the site's files and the fixture's. */
const programmeRoute = () => import("@/app/data/iati-activities.xml/route");
const villageRoute = () => import("@/app/villages/[slug]/data/iati-activity.xml/route");
const villageGet = async (slug: string) =>
  (await villageRoute()).GET(
    new Request(`http://127.0.0.1/villages/${slug}/data/iati-activity.xml`),
    {
      params: Promise.resolve({ slug }),
    },
  );

async function withFixture<T>(load: () => Promise<T>): Promise<T> {
  process.env.VILLAGES_DIR = FIXTURE_VILLAGES;
  try {
    return await withActuals(FIXTURE_ACTUALS, load);
  } finally {
    delete process.env.VILLAGES_DIR;
  }
}

describe("the IATI routes", () => {
  it("answer 404 with a plain sentence while the programme publishes no organisation", async () => {
    for (const res of [(await programmeRoute()).GET(), await villageGet("pilot")]) {
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await res.text()).toMatch(/^No IATI file is published yet: .*organisation/);
    }
  });

  it("serve the XML once the pilot's status.json publishes the organisation", async () => {
    const [programme, second] = await withFixture(async () => [
      (await programmeRoute()).GET(),
      await villageGet(SECOND_VILLAGE),
    ]);
    for (const res of [programme!, second!]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(await res.text()).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<iati-activities version="2.03"/,
      );
    }
  });

  it("leave out a village under review, and one that does not exist, as the site's 404", async () => {
    for (const slug of [VILLAGE_UNDER_REVIEW, "no-such-village"]) {
      await expect(withFixture(() => villageGet(slug))).rejects.toThrow(
        /NEXT_HTTP_ERROR_FALLBACK;404/,
      );
    }
  });

  it("answer other methods with 405 and Allow: GET, HEAD, from proxy.ts, so they stay built ahead", () => {
    for (const path of [
      "/data/iati-activities.xml",
      "/villages/any-village/data/iati-activity.xml",
    ]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        const res = proxy(new NextRequest(`http://127.0.0.1${path}`, { method }));
        expect([path, method, res.status, res.headers.get("allow")]).toEqual([
          path,
          method,
          405,
          "GET, HEAD",
        ]);
      }
      expect(proxy(new NextRequest(`http://127.0.0.1${path}`)).status).toBe(200);
    }
    for (const path of [
      "/data/funds.csv",
      "/villages/data/villages.csv",
      "/villages/pilot/data/expenses.csv",
    ]) {
      const res = proxy(new NextRequest(`http://127.0.0.1${path}`, { method: "POST" }));
      expect([path, res.status, res.headers.get("allow")]).toEqual([path, 405, "GET, HEAD"]);
    }
    expect(proxy(new NextRequest("http://127.0.0.1/transparency", { method: "POST" })).status).toBe(
      200,
    );
  });
});
