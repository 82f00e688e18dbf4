import * as health from "@/app/api/quality-check/health/route";
import * as report from "@/app/api/quality-check/route";
import packageJson from "@/package.json";

const endpoints = { "/api/quality-check": report, "/api/quality-check/health": health };
const others = ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

describe.each(Object.entries(endpoints))("%s", (path, handlers) => {
  it("is rendered per request", () => {
    expect(handlers.dynamic).toBe("force-dynamic");
  });

  it("answers GET with JSON that is never cached", async () => {
    const res = handlers.GET();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(typeof (await res.json())).toBe("object");
  });

  it("answers HEAD with the same headers and no body", async () => {
    const res = handlers.HEAD();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe("");
  });

  it.each(others)("answers %s with 405 and Allow: GET, HEAD", async (method) => {
    const res = handlers[method](new Request(`http://localhost${path}`, { method }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    await expect(res.json()).resolves.toMatchObject({ error: "Method Not Allowed" });
  });
});

describe("GET /api/quality-check", () => {
  it("returns the spec §3 report", async () => {
    const body = await report.GET().json();
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

  it("ignores query strings", async () => {
    // Next passes the request; the handlers read nothing from it.
    const withQuery = report.GET as unknown as (request: Request) => Response;
    const request = new Request(
      "http://localhost/api/quality-check?deployment_ready=false&overall_score=0",
    );
    const [plain, queried] = await Promise.all([report.GET().json(), withQuery(request).json()]);
    expect(queried.deployment_ready).toBe(plain.deployment_ready);
    expect(queried.overall_score).toBe(plain.overall_score);
    expect(queried.checks.map((c: { test: string }) => c.test)).toEqual(
      plain.checks.map((c: { test: string }) => c.test),
    );
    expect(report.GET.length).toBe(0);
  });

  it("answers well inside 300 ms", async () => {
    const start = performance.now();
    const res = report.GET();
    await res.json();
    expect(performance.now() - start).toBeLessThan(300);
  });
});

describe("GET /api/quality-check/health", () => {
  it("returns status, time and the package version", async () => {
    const before = Date.now();
    const body = await health.GET().json();
    expect(body).toEqual({ status: "ok", time: expect.any(String), version: packageJson.version });
    expect(Date.parse(body.time)).toBeGreaterThanOrEqual(before - 1000);
  });
});
