import { getJson, HttpError } from "@/lib/fetcher";

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const realFetch = global.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  global.fetch = realFetch;
});

function answer(body: string, init: ResponseInit) {
  fetchMock.mockResolvedValueOnce(new Response(body, init));
}

describe("getJson (spec §7)", () => {
  it("GETs the path with credentials included and reads JSON", async () => {
    answer('{"ok":true}', { status: 200 });
    await expect(getJson("/api/quality-check")).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/quality-check", {
      method: "GET",
      credentials: "include",
    });
  });

  it("throws 'status: text' on a non-OK answer", async () => {
    answer("database down", { status: 500, statusText: "Internal Server Error" });
    const error = await getJson("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("500: database down");
    expect((error as HttpError).status).toBe(500);
  });

  it("falls back to the status text when the body is empty", async () => {
    answer("", { status: 503, statusText: "Service Unavailable" });
    await expect(getJson("/x")).rejects.toThrow(new Error("503: Service Unavailable"));
  });

  it("throws on 401 by default", async () => {
    answer("", { status: 401, statusText: "Unauthorized" });
    await expect(getJson("/x")).rejects.toThrow("401: Unauthorized");
  });

  it("yields null on 401 when asked to", async () => {
    answer("no", { status: 401 });
    await expect(getJson("/x", { on401: "returnNull" })).resolves.toBeNull();
  });

  it("still throws other errors with on401 returnNull", async () => {
    answer("forbidden", { status: 403 });
    await expect(getJson("/x", { on401: "returnNull" })).rejects.toThrow("403: forbidden");
  });

  it("passes network errors through and never retries", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(getJson("/x")).rejects.toThrow(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
