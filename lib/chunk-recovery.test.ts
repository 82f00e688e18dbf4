/** @jest-environment jsdom */
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  chunkIsGone,
  chunkUrl,
  isChunkLoadError,
  recoverFromChunkError,
  reloadOnce,
} from "@/lib/chunk-recovery";

function chunkError(path = "/_next/static/chunks/0abc_12.js") {
  const error = new Error(`Failed to load chunk ${path} from module 56840`);
  error.name = "ChunkLoadError";
  return error;
}

const reload = jest.fn();
beforeAll(() => window.history.pushState(null, "", "/hi/community"));
beforeEach(() => {
  reload.mockClear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe("chunk errors", () => {
  it("are told from other errors, and name their chunk", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: x"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(chunkUrl(chunkError())).toBe("/_next/static/chunks/0abc_12.js");
  });

  it("a 404 for the chunk means it is gone; a failed request or a 200 does not", async () => {
    const fetch = jest.fn();
    global.fetch = fetch;
    fetch.mockResolvedValueOnce({ status: 404 });
    await expect(chunkIsGone(chunkError())).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith("/_next/static/chunks/0abc_12.js", {
      method: "HEAD",
      cache: "no-store",
    });
    fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(chunkIsGone(chunkError())).resolves.toBe(false);
    fetch.mockResolvedValueOnce({ status: 200 });
    await expect(chunkIsGone(chunkError())).resolves.toBe(false);
    await expect(chunkIsGone(new Error("no chunk named"))).resolves.toBe(false);
  });
});

describe("reloadOnce", () => {
  it("loads the page afresh once per path, and again only after the window", () => {
    expect(reloadOnce(1_000, reload)).toBe(true);
    expect(window.sessionStorage.getItem(`${CHUNK_RELOAD_KEY}/hi/community`)).toBe("1000");
    expect(reloadOnce(2_000, reload)).toBe(false);
    expect(reloadOnce(1_000 + CHUNK_RELOAD_WINDOW_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when sessionStorage throws (it could not stop a loop)", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(reloadOnce(Date.now(), reload)).toBe(false);
    jest.restoreAllMocks();
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(reloadOnce(Date.now(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("recoverFromChunkError reloads only for a chunk that is gone", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(recoverFromChunkError(chunkError(), reload)).resolves.toBe(false);
    await expect(recoverFromChunkError(new Error("render"), reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    global.fetch = jest.fn().mockResolvedValue({ status: 404 });
    await expect(recoverFromChunkError(chunkError(), reload)).resolves.toBe(true);
    await expect(recoverFromChunkError(chunkError(), reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
