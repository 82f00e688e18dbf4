/**
 * Browser storage that cannot break the site. localStorage may be missing (server), blocked
 * (access throws a SecurityError in private windows or with cookies blocked) or full (setItem
 * throws QuotaExceededError). Every call here catches that and falls back to memory, which lasts
 * for the page's lifetime only.
 *
 * localStorage rather than sessionStorage because it is shared by every tab of the site, so the
 * journey carries into new tabs of the same visit (lib/journey.ts decides when a visit ends).
 */
import { parseVisit, serializeVisit, type VisitRecord } from "@/lib/journey";

/** The visitor's journey record (see lib/journey.ts for its shape). */
export const JOURNEY_STORAGE_KEY = "digital-village-journey";

const memory = new Map<string, string>();
/** Keys whose last write failed: their freshest value is in memory, not in localStorage. */
const memoryOnly = new Set<string>();

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : (window.localStorage ?? null);
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  if (!memoryOnly.has(key)) {
    try {
      const storage = browserStorage();
      if (storage) return storage.getItem(key);
    } catch {
      // Blocked on read: fall through to memory.
    }
  }
  return memory.get(key) ?? null;
}

export function writeItem(key: string, value: string): void {
  memory.set(key, value);
  try {
    const storage = browserStorage();
    if (!storage) throw new Error("no storage");
    storage.setItem(key, value);
    memoryOnly.delete(key);
  } catch {
    memoryOnly.add(key);
  }
}

export function removeItem(key: string): void {
  memory.delete(key);
  memoryOnly.delete(key);
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // Nothing stored that we could reach, so nothing to remove.
  }
}

/** The current visit, validated; a fresh one when nothing usable is stored. */
export function readVisit(now: number): VisitRecord {
  return parseVisit(readItem(JOURNEY_STORAGE_KEY), now);
}

export function writeVisit(record: VisitRecord): void {
  writeItem(JOURNEY_STORAGE_KEY, serializeVisit(record));
}

/** For tests: forget what memory holds. */
export function resetMemoryStorage(): void {
  memory.clear();
  memoryOnly.clear();
}
