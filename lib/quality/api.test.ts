import { NextRequest } from "next/server";
import { LANG_HEADER, NONCE_HEADER } from "@/lib/not-found-lang";
import { proxy } from "@/proxy";
import { answerQualityCheck } from "./api";
import { QUALITY_API_PATH } from "./paths";
import type { QualityReport } from "./types";

const url = `http://localhost${QUALITY_API_PATH}`;
const ask = (method = "GET", target = url) => answerQualityCheck(new Request(target, { method }));
const others = ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

describe("the quality API's answer", () => {
  it("answers GET with the spec §3 report as JSON that is never cached", async () => {
    const res = ask();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
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
    expect(res.headers.get("Cache-Control")).toBe("no-store");
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

  it("ignores query strings", async () => {
    const [plain, queried] = await Promise.all([
      ask().json(),
      ask("GET", `${url}?deployment_ready=false&overall_score=0`).json(),
    ]);
    expect(queried).toEqual(plain);
  });

  it("reports how long its audit took, against the 300 ms standard", async () => {
    // The timing itself is checked with a fake clock in report.test.ts: a wall-clock limit here
    // would fail on a busy machine.
    const { checks } = (await ask().json()) as QualityReport;
    const service = checks.find((c) => c.category === "Service");
    expect(service?.details).toMatch(/^\d+ ms to compute \(standard: under 300 ms\)\./);
  });
});

describe("proxy", () => {
  const run = (path: string, method = "GET") =>
    proxy(new NextRequest(`http://localhost${path}`, { method }));

  it("answers the quality API itself, with the report", async () => {
    const res = run(QUALITY_API_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-middleware-next")).toBeNull();
    expect(await res.json()).toEqual(await ask().json());
    expect(run(QUALITY_API_PATH, "DELETE").status).toBe(405);
  });

  it("passes any other /api path on to app/api untouched", () => {
    for (const path of ["/api/quality-check.json", "/api/quality-check/health", "/api/nope"]) {
      const res = run(path);
      expect([path, res.headers.get("x-middleware-next")]).toEqual([path, "1"]);
      expect(res.headers.get(`x-middleware-request-${LANG_HEADER}`)).toBeNull();
    }
  });

  it("gives an unknown page path its language and a nonce policy", () => {
    const res = run("/hi/nope");
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(res.headers.get(`x-middleware-request-${LANG_HEADER}`)).toBe("hi");
    const nonce = res.headers.get(`x-middleware-request-${NONCE_HEADER}`);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(res.headers.get("x-middleware-request-content-security-policy")).toContain(
      `'nonce-${nonce}'`,
    );
  });
});
