/**
 * Pure logic of the visitor journey tracker: which section a URL belongs to, the engagement level,
 * when the panel shows, and the visit record kept in browser storage (validated on every read).
 */
import {
  engagementLevels,
  journeySectionIds,
  JOURNEY_HIDE_AFTER_SECONDS,
  JOURNEY_SHOW_AFTER_SECONDS,
  type EngagementLevelId,
  type JourneySectionId,
} from "@/content/journey";
import { pagePath } from "@/lib/paths";

/**
 * A visit ends after 30 minutes without activity (the usual web-analytics session). The next page
 * then starts a new visit: progress and the clock start again, but a dismissal is kept.
 */
export const VISIT_IDLE_LIMIT_MS = 30 * 60 * 1000;

/** Language-free page paths (primary and alias) mapped to the section they complete. */
export type SectionPaths = Readonly<Record<string, JourneySectionId>>;

/** The section a visible URL path counts for: aliases and /hi, /cg prefixes resolve to it. */
export function sectionForPath(
  pathname: string,
  paths: SectionPaths,
): JourneySectionId | undefined {
  const path = pagePath(pathname);
  return Object.hasOwn(paths, path) ? paths[path] : undefined;
}

export function engagementLevel(completed: number): EngagementLevelId {
  return (engagementLevels.find((l) => completed >= l.minSections) ?? engagementLevels.at(-1)!).id;
}

/** Shown once more than 30 s have passed, hidden again after more than 120 s, never if dismissed. */
export function isTrackerVisible(elapsedSeconds: number, dismissed: boolean): boolean {
  return (
    !dismissed &&
    elapsedSeconds > JOURNEY_SHOW_AFTER_SECONDS &&
    elapsedSeconds <= JOURNEY_HIDE_AFTER_SECONDS
  );
}

/** Seconds as minutes:seconds, e.g. 75 → "1:15". */
export function formatElapsed(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/* The visit record ------------------------------------------------------------------------- */

/*
 * Hand-written checks rather than zod: this module ships to the browser on every page, and zod's
 * core alone would add about 20 KB. Anything unreadable becomes its default, field by field.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readSeconds(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 1e9
    ? value
    : 0;
}

function readTimestamp(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 8.64e15
    ? value
    : null;
}

export interface SectionState {
  visited: boolean;
  seconds: number;
}

function readSection(value: unknown): SectionState {
  if (!isRecord(value)) return { visited: false, seconds: 0 };
  return { visited: value.visited === true, seconds: readSeconds(value.seconds) };
}

function readSections(value: unknown): Record<JourneySectionId, SectionState> {
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(journeySectionIds.map((id) => [id, readSection(source[id])])) as Record<
    JourneySectionId,
    SectionState
  >;
}

function readStored(value: unknown) {
  const source = isRecord(value) ? value : {};
  return {
    startedAt: readTimestamp(source.startedAt),
    lastActiveAt: readTimestamp(source.lastActiveAt),
    dismissed: source.dismissed === true,
    sections: readSections(source.sections),
  };
}

export interface VisitRecord {
  /** When the visit began (ms since the epoch): the tracker's clock starts here. */
  startedAt: number;
  lastActiveAt: number;
  dismissed: boolean;
  sections: Record<JourneySectionId, SectionState>;
}

function emptySections(): Record<JourneySectionId, SectionState> {
  return Object.fromEntries(
    journeySectionIds.map((id) => [id, { visited: false, seconds: 0 }]),
  ) as Record<JourneySectionId, SectionState>;
}

export function newVisit(now: number, dismissed = false): VisitRecord {
  return { startedAt: now, lastActiveAt: now, dismissed, sections: emptySections() };
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * Reads a stored record back, trusting nothing: invalid JSON, wrong types, unknown section ids,
 * negative or non-finite times all fall back to defaults. A record from the future or idle past
 * the limit starts a new visit. Never throws.
 */
export function parseVisit(raw: string | null, now: number): VisitRecord {
  const stored = readStored(parseJson(raw));
  const { startedAt, lastActiveAt, dismissed, sections } = stored;
  if (
    startedAt === null ||
    lastActiveAt === null ||
    startedAt > now ||
    lastActiveAt < startedAt ||
    now - lastActiveAt > VISIT_IDLE_LIMIT_MS
  ) {
    return newVisit(now, dismissed);
  }
  return { startedAt, lastActiveAt: Math.min(lastActiveAt, now), dismissed, sections };
}

export function serializeVisit(record: VisitRecord): string {
  return JSON.stringify(record);
}

/** A page of `section` (or of no section) is being shown now; `addSeconds` of it have passed. */
export function recordActivity(
  record: VisitRecord,
  section: JourneySectionId | undefined,
  now: number,
  addSeconds = 0,
): VisitRecord {
  if (!section) return { ...record, lastActiveAt: now };
  const before = record.sections[section];
  return {
    ...record,
    lastActiveAt: now,
    sections: {
      ...record.sections,
      [section]: { visited: true, seconds: before.seconds + addSeconds },
    },
  };
}

/**
 * What storage holds, with what this tab already knew of the same visit added back.
 *
 * Every tab of a visit reads the record, changes it and writes it back once a second, and browser
 * storage gives no tab an atomic read-modify-write: a tab whose copy of storage has not yet caught
 * up with another tab's write overwrites it (in Chromium each tab's renderer holds its own copy,
 * updated a moment after the other tab writes). Everything in a visit only grows (a section once
 * visited stays visited, its seconds and the last activity only increase, a dismissal stays), so
 * taking the larger of the two readings of each field restores what such an overwrite dropped.
 * A record of another visit (the first expired, or the visitor cleared storage) is taken as it is.
 */
export function mergeVisits(stored: VisitRecord, known: VisitRecord | null): VisitRecord {
  if (!known || known.startedAt !== stored.startedAt) return stored;
  let grew = known.lastActiveAt > stored.lastActiveAt || (known.dismissed && !stored.dismissed);
  const sections = Object.fromEntries(
    journeySectionIds.map((id) => {
      const a = stored.sections[id];
      const b = known.sections[id];
      if ((b.visited && !a.visited) || b.seconds > a.seconds) grew = true;
      return [id, { visited: a.visited || b.visited, seconds: Math.max(a.seconds, b.seconds) }];
    }),
  ) as Record<JourneySectionId, SectionState>;
  // Unchanged, the very same object: the caller need not write it back.
  if (!grew) return stored;
  return {
    startedAt: stored.startedAt,
    lastActiveAt: Math.max(stored.lastActiveAt, known.lastActiveAt),
    dismissed: stored.dismissed || known.dismissed,
    sections,
  };
}

export function dismissVisit(record: VisitRecord): VisitRecord {
  return { ...record, dismissed: true };
}

export function completedCount(record: VisitRecord): number {
  return journeySectionIds.filter((id) => record.sections[id].visited).length;
}

export function elapsedSeconds(record: VisitRecord, now: number): number {
  return Math.max(0, (now - record.startedAt) / 1000);
}
