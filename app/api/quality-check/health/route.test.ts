import * as health from "@/app/api/quality-check/health/route";
import packageJson from "@/package.json";

const others = ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const url = "http://localhost/api/quality-check/health";

describe("/api/quality-check/health", () => {
  it("is rendered per request", () => {
    expect(health.dynamic).toBe("force-dynamic");
  });

  it("answers GET with status, time and the package version, never cached", async () => {
    const now = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    jest.useFakeTimers({ now });
    const res = health.GET();
    jest.useRealTimers();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body).toEqual({ status: "ok", time: expect.any(String), version: packageJson.version });
    expect(body.time).toBe("2026-01-02T03:04:05.678Z");
  });

  it("answers HEAD with the same headers and no body", async () => {
    const res = health.HEAD();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe("");
  });

  it.each(others)("answers %s with 405 and Allow: GET, HEAD", async (method) => {
    const res = health[method](new Request(url, { method }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    await expect(res.json()).resolves.toMatchObject({ error: "Method Not Allowed" });
  });
});
