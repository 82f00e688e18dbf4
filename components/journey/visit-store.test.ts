/** @jest-environment jsdom */
import {
  dismiss,
  enterPage,
  getSnapshot,
  subscribe,
  TICK_MS,
} from "@/components/journey/visit-store";
import { completedCount, parseVisit, recordActivity } from "@/lib/journey";
import { JOURNEY_STORAGE_KEY, readVisit, writeVisit } from "@/lib/visitor-storage";

const NOW = Date.UTC(2025, 9, 1, 10, 0, 0);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

/** Another tab of the visit writes its tick, built from its own older copy of storage. */
function otherTabOverwrites(copy: string | null) {
  writeVisit(recordActivity(parseVisit(copy, Date.now()), "impact", Date.now(), 1));
}

it("keeps a section this tab completed when another tab writes over it unseen", () => {
  const unsubscribe = subscribe(() => {});
  enterPage("overview");
  const before = localStorage.getItem(JOURNEY_STORAGE_KEY);
  jest.advanceTimersByTime(2000);
  enterPage("execution");
  expect(readVisit(Date.now()).sections.execution.visited).toBe(true);

  // The other tab's copy predates Execution Plans: its write drops it from storage.
  otherTabOverwrites(before);
  expect(readVisit(Date.now()).sections.execution.visited).toBe(false);

  // This tab moves on to a page of another section and puts Execution Plans back.
  enterPage("investment");
  const stored = readVisit(Date.now());
  expect(stored.sections.execution.visited).toBe(true);
  expect(stored.sections.impact.visited).toBe(true);
  expect(stored.sections.investment.visited).toBe(true);
  expect(completedCount(getSnapshot()!.record)).toBe(4);
  unsubscribe();
});

it("puts back what was dropped on its next tick, even on a page of no section", () => {
  const unsubscribe = subscribe(() => {});
  enterPage("transparency");
  const before = localStorage.getItem(JOURNEY_STORAGE_KEY);
  enterPage(undefined);
  dismiss();
  otherTabOverwrites(before);
  expect(readVisit(Date.now()).dismissed).toBe(false);
  jest.advanceTimersByTime(TICK_MS);
  const stored = readVisit(Date.now());
  expect(stored.dismissed).toBe(true);
  expect(stored.sections.transparency.visited).toBe(true);
  unsubscribe();
});

it("follows storage into a new visit instead of reviving the old one", () => {
  const unsubscribe = subscribe(() => {});
  enterPage("overview");
  localStorage.clear();
  jest.setSystemTime(NOW + 5000);
  enterPage(undefined);
  const stored = readVisit(Date.now());
  expect(stored.startedAt).toBe(NOW + 5000);
  expect(completedCount(stored)).toBe(0);
  unsubscribe();
});
