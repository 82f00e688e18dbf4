/** @jest-environment jsdom */
import { newVisit, recordActivity } from "@/lib/journey";
import {
  JOURNEY_STORAGE_KEY,
  readItem,
  readVisit,
  removeItem,
  resetMemoryStorage,
  writeItem,
  writeVisit,
} from "@/lib/visitor-storage";

const NOW = Date.UTC(2025, 9, 1, 10, 0, 0);
const realStorage = Object.getOwnPropertyDescriptor(window, "localStorage")!;

function replaceStorage(get: () => unknown) {
  Object.defineProperty(window, "localStorage", { configurable: true, get });
}

afterEach(() => {
  Object.defineProperty(window, "localStorage", realStorage);
  window.localStorage.clear();
  resetMemoryStorage();
  jest.restoreAllMocks();
});

describe("safe storage", () => {
  it("uses localStorage when it works", () => {
    writeItem("k", "v");
    expect(window.localStorage.getItem("k")).toBe("v");
    expect(readItem("k")).toBe("v");
    removeItem("k");
    expect(readItem("k")).toBeNull();
  });

  it("falls back to memory when every access to localStorage throws", () => {
    replaceStorage(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(readItem("k")).toBeNull();
    expect(() => writeItem("k", "v")).not.toThrow();
    expect(readItem("k")).toBe("v");
    expect(() => removeItem("k")).not.toThrow();
    expect(readItem("k")).toBeNull();
  });

  it("falls back to memory when localStorage is missing", () => {
    replaceStorage(() => undefined);
    writeItem("k", "v");
    expect(readItem("k")).toBe("v");
  });

  it("keeps the newest value in memory when the quota is exceeded", () => {
    writeItem("k", "old");
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => writeItem("k", "new")).not.toThrow();
    expect(window.localStorage.getItem("k")).toBe("old");
    expect(readItem("k")).toBe("new");
  });

  it("falls back to memory when only reads throw", () => {
    writeItem("k", "v");
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readItem("k")).toBe("v");
  });
});

describe("the stored visit", () => {
  it("survives a write and read", () => {
    const record = recordActivity(newVisit(NOW), "impact", NOW + 2000, 1);
    writeVisit(record);
    expect(JSON.parse(window.localStorage.getItem(JOURNEY_STORAGE_KEY)!)).toEqual(record);
    expect(readVisit(NOW + 3000)).toEqual(record);
  });

  it.each(["{oops", '{"startedAt":-1}', '{"sections":{"impact":{"seconds":"9"}}}', "[]"])(
    "reads garbage %s as a fresh visit",
    (raw) => {
      window.localStorage.setItem(JOURNEY_STORAGE_KEY, raw);
      expect(readVisit(NOW)).toEqual(newVisit(NOW));
    },
  );

  it("still works when storage is blocked", () => {
    replaceStorage(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readVisit(NOW)).toEqual(newVisit(NOW));
    const record = recordActivity(newVisit(NOW), "overview", NOW);
    writeVisit(record);
    expect(readVisit(NOW + 1000)).toEqual(record);
  });
});
