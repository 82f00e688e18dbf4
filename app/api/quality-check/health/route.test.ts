import * as health from "@/app/api/quality-check/health/route";
import packageJson from "@/package.json";

const others = ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const url = "http://localhost/api/quality-check/health";

describe("/api/quality-check/health", () => {
  it("is rendered per request", () => {
    expect(health.dynamic).toBe("force-dynamic");
  });

  it("answers GET with status, time and the package version, never cached", async () => {
    const before = Date.now();
    const res = health.GET();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body).toEqual({ status: "ok", time: expect.any(String), version: packageJson.version });
    expect(Date.parse(body.time)).toBeGreaterThanOrEqual(before - 1000);
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
