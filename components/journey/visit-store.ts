import type { JourneySectionId } from "@/content/journey";
import { dismissVisit, mergeVisits, recordActivity, type VisitRecord } from "@/lib/journey";
import { readVisit, writeVisit } from "@/lib/visitor-storage";

/**
 * The visit as an external store for useSyncExternalStore. Storage is the source of truth: every
 * change re-reads it first and adds back what this tab already knew (lib/journey's mergeVisits),
 * so several tabs of one visit add up instead of overwriting each other, even when one writes
 * over another's change it had not yet seen; a dismissal in one tab reaches the others within a
 * second.
 */
export interface VisitSnapshot {
  record: VisitRecord;
  /** When the snapshot was taken: render from this, never from Date.now(). */
  now: number;
}

export const TICK_MS = 1000;

let snapshot: VisitSnapshot | null = null;
let section: JourneySectionId | undefined;
let timer: number | undefined;
const listeners = new Set<() => void>();

function update(change?: (record: VisitRecord, now: number) => VisitRecord) {
  const now = Date.now();
  const stored = readVisit(now);
  // What this tab knew of the visit goes back in: another tab may have overwritten it unseen.
  let record = mergeVisits(stored, snapshot?.record ?? null);
  if (change) record = change(record, now);
  if (change || record !== stored) writeVisit(record);
  snapshot = { record, now };
  listeners.forEach((listener) => listener());
}

/** A page was shown: it completes its section (if it has one) and keeps the visit alive. */
export function enterPage(id: JourneySectionId | undefined) {
  section = id;
  update((record, now) => recordActivity(record, id, now));
}

export function dismiss() {
  update(dismissVisit);
}

/** Once a second: time on the current section grows while the tab is in view. */
function tick() {
  if (document.visibilityState === "visible") {
    update((record, now) => recordActivity(record, section, now, 1));
  } else {
    update();
  }
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) timer = window.setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.clearInterval(timer);
  };
}

export function getSnapshot() {
  return snapshot;
}

export function getServerSnapshot() {
  return null;
}
