import {
  completedCount,
  dismissVisit,
  elapsedSeconds,
  mergeVisits,
  newVisit,
  parseVisit,
  recordActivity,
  serializeVisit,
  VISIT_IDLE_LIMIT_MS,
} from "@/lib/journey";

const NOW = Date.UTC(2025, 9, 1, 10, 0, 0);

describe("the visit record", () => {
  it("round-trips through storage text", () => {
    let record = recordActivity(newVisit(NOW), "overview", NOW + 1000, 1);
    record = recordActivity(record, "impact", NOW + 5000);
    const back = parseVisit(serializeVisit(record), NOW + 6000);
    expect(back).toEqual(record);
    expect(completedCount(back)).toBe(2);
    expect(back.sections.overview.seconds).toBe(1);
    expect(elapsedSeconds(back, NOW + 6000)).toBe(6);
  });

  it("grows a section's time per update and keeps others", () => {
    let record = recordActivity(newVisit(NOW), "execution", NOW);
    record = recordActivity(record, "execution", NOW + 1000, 1);
    record = recordActivity(record, "execution", NOW + 2000, 1);
    record = recordActivity(record, undefined, NOW + 3000, 1);
    expect(record.sections.execution).toEqual({ visited: true, seconds: 2 });
    expect(record.sections.overview).toEqual({ visited: false, seconds: 0 });
    expect(record.lastActiveAt).toBe(NOW + 3000);
  });

  it.each([
    ["nothing stored", null],
    ["invalid JSON", "{not json"],
    ["JSON null", "null"],
    ["a number", "42"],
    ["an array", "[1,2]"],
    ["a string", '"visit"'],
    ["negative times", JSON.stringify({ startedAt: -5, lastActiveAt: -1 })],
    ["times as strings", JSON.stringify({ startedAt: String(NOW), lastActiveAt: String(NOW) })],
    ["an overflowing time", `{"startedAt":1e999,"lastActiveAt":1e999}`],
  ])("starts a fresh visit from %s", (_, raw) => {
    expect(parseVisit(raw, NOW)).toEqual(newVisit(NOW));
  });

  it("repairs bad fields one by one and drops unknown sections", () => {
    const raw = JSON.stringify({
      startedAt: NOW - 10_000,
      lastActiveAt: NOW - 1000,
      dismissed: "yes",
      sections: {
        overview: { visited: true, seconds: -3 },
        impact: { visited: "true", seconds: 12 },
        execution: "lots",
        investment: { visited: true, seconds: 7 },
        secret: { visited: true, seconds: 99 },
      },
    });
    const record = parseVisit(raw, NOW);
    expect(record.startedAt).toBe(NOW - 10_000);
    expect(record.dismissed).toBe(false);
    expect(record.sections).toEqual({
      overview: { visited: true, seconds: 0 },
      transparency: { visited: false, seconds: 0 },
      impact: { visited: false, seconds: 12 },
      execution: { visited: false, seconds: 0 },
      investment: { visited: true, seconds: 7 },
    });
    expect(completedCount(record)).toBe(2);
  });

  it("rejects sections that are not an object", () => {
    const raw = JSON.stringify({ startedAt: NOW, lastActiveAt: NOW, sections: [1, 2] });
    expect(parseVisit(raw, NOW).sections).toEqual(newVisit(NOW).sections);
  });

  it("starts a new visit after 30 minutes idle, keeping a dismissal", () => {
    const old = dismissVisit(recordActivity(newVisit(NOW), "overview", NOW));
    const later = NOW + VISIT_IDLE_LIMIT_MS + 1;
    expect(parseVisit(serializeVisit(old), later)).toEqual(newVisit(later, true));
    const sameVisit = parseVisit(serializeVisit(old), NOW + VISIT_IDLE_LIMIT_MS);
    expect(sameVisit.startedAt).toBe(NOW);
  });

  it("starts a new visit when the record claims to begin in the future", () => {
    const future = serializeVisit(newVisit(NOW + 60_000));
    expect(parseVisit(future, NOW)).toEqual(newVisit(NOW));
  });

  it("lets a bare dismissal through (useful for tests that must not see the card)", () => {
    expect(parseVisit('{"dismissed":true}', NOW)).toEqual(newVisit(NOW, true));
  });
});

describe("two tabs of one visit", () => {
  // Tab B completes Execution Plans; tab A, whose copy of storage has not caught up, writes its own
  // tick over it. B then reads A's record back.
  const begun = recordActivity(newVisit(NOW), "overview", NOW);
  const seenByB = recordActivity(begun, "execution", NOW + 2000);
  const writtenByA = recordActivity(begun, "impact", NOW + 3000, 1);

  it("adds back what a tab knew and another tab overwrote", () => {
    const merged = mergeVisits(writtenByA, seenByB);
    expect(completedCount(merged)).toBe(3);
    expect(merged.sections.execution).toEqual({ visited: true, seconds: 0 });
    expect(merged.sections.impact).toEqual({ visited: true, seconds: 1 });
    expect(merged.lastActiveAt).toBe(NOW + 3000);
    expect(merged.startedAt).toBe(NOW);
  });

  it("keeps the larger time of each section and a dismissal from either tab", () => {
    const longer = recordActivity(seenByB, "overview", NOW + 9000, 7);
    const merged = mergeVisits(writtenByA, dismissVisit(longer));
    expect(merged.sections.overview.seconds).toBe(7);
    expect(merged.lastActiveAt).toBe(NOW + 9000);
    expect(merged.dismissed).toBe(true);
    expect(mergeVisits(dismissVisit(writtenByA), longer).dismissed).toBe(true);
  });

  it("returns what storage holds, unchanged, when the tab knew nothing more", () => {
    expect(mergeVisits(writtenByA, null)).toBe(writtenByA);
    expect(mergeVisits(writtenByA, begun)).toBe(writtenByA);
    expect(mergeVisits(writtenByA, writtenByA)).toBe(writtenByA);
  });

  it("takes a record of another visit as it is (expired, or storage cleared)", () => {
    const fresh = newVisit(NOW + VISIT_IDLE_LIMIT_MS + 5000);
    expect(mergeVisits(fresh, seenByB)).toBe(fresh);
    expect(completedCount(mergeVisits(fresh, seenByB))).toBe(0);
  });
});
