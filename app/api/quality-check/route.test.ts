import { qualityCheckAnswer } from "@/lib/quality/api";
import { realContext } from "@/lib/quality/registry";
import type { QualityReport } from "@/lib/quality/types";
import * as route from "./route";

const url = "http://localhost/api/quality-check";
type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
const ask = (method: Method = "GET", target = url) =>
  route[method](new Request(target, { method }));
const others = ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

describe("the quality API (route handlers)", () => {
  it("answers GET with the spec §3 report as JSON, cached by a CDN no longer than it lasts", async () => {
    const res = ask();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "checks",
        "critical_issues",
        "deployment_ready",
        "overall_score",
        "passed",
        "recommendations",
        "total_tests",
      ].sort(),
    );
    expect(body.total_tests).toBe(body.checks.length);
    for (const check of body.checks) {
      expect(["pass", "warning", "fail"]).toContain(check.status);
      expect(check.score).toBeGreaterThanOrEqual(0);
      expect(check.score).toBeLessThanOrEqual(100);
      expect(Number.isNaN(Date.parse(check.timestamp))).toBe(false);
    }
  });

  it("answers HEAD with the same headers and no body", async () => {
    const res = ask("HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(ask().headers.get("Cache-Control"));
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe("");
  });

  it.each(others)("answers %s with 405 and Allow: GET, HEAD", async (method) => {
    const res = ask(method);
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    await expect(res.json()).resolves.toMatchObject({
      error: "Method Not Allowed",
      message: `${method} is not supported; use GET or HEAD.`,
    });
  });

  it("answers ?lang=hi and ?lang=cg with the same report, its words in that language", async () => {
    // No check is scored on time, so however busy the machine, only the words may differ.
    const [english, hindi, chhattisgarhi] = (await Promise.all(
      ["", "?lang=hi", "?lang=cg"].map((query) => ask("GET", url + query).json()),
    )) as QualityReport[];
    const shape = (r: QualityReport) => ({
      ...r,
      recommendations: r.recommendations.length,
      checks: r.checks.map(({ category, status, score, critical }) => ({
        category,
        status,
        score,
        critical,
      })),
    });
    for (const report of [hindi!, chhattisgarhi!]) {
      expect(shape(report)).toEqual(shape(english!));
      expect(Object.keys(report.checks[0]!).sort()).toEqual(
        Object.keys(english!.checks[0]!).sort(),
      );
    }
    const phases = (r: QualityReport) => r.checks.find((c) => c.category === "Figures")!.test;
    expect(phases(english!)).toBe("Phase budgets add up to the total investment");
    expect(phases(hindi!)).toBe("चरणों के बजट का जोड़ कुल निवेश के बराबर है");
    expect(phases(chhattisgarhi!)).toBe("चरन मन के बजट के जोड़ कुल निवेश के बरोबर हे");
  });

  it("answers ?lang=en as without lang", async () => {
    const [plain, en] = await Promise.all([ask().text(), ask("GET", `${url}?lang=en`).text()]);
    expect(en).toBe(plain);
  });

  it.each(["GET", "HEAD"] as const)(
    "answers %s for a language the site does not have with 400 and says which it has",
    async (method) => {
      const res = ask(method, `${url}?lang=fr`);
      expect(res.status).toBe(400);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      if (method === "HEAD") return;
      await expect(res.json()).resolves.toEqual({
        error: "Bad Request",
        message: "lang=fr is not a language of this site; use en, hi, cg, or no lang for English.",
      });
    },
  );

  it("ignores other query strings", async () => {
    const [plain, queried] = await Promise.all([
      ask().json(),
      ask("GET", `${url}?deployment_ready=false&overall_score=0&lang=en`).json(),
    ]);
    expect(queried).toEqual(plain);
  });

  it("tells how long its audit took, grouped past 999 ms, and scores its answer's size instead", async () => {
    // A clock that moves 2,451 ms each time it is read: the audit (fresh content) takes 2,451 ms.
    let now = 0;
    const answer = qualityCheckAnswer({ ...realContext }, () => (now += 2_451));
    const { checks } = (await answer(new Request(url)).json()) as QualityReport;
    const service = checks.find((c) => c.category === "Service")!;
    expect(service.details).toContain("The server took 2,451 ms over this answer");
    expect(service.details).toMatch(/^The answer is [\d.]+ kB compressed \(gzip\): \d+ ms on/);
    expect(service).toMatchObject({ status: "pass", score: 100 });
  });
});
