import { cg, en, hi, type MessageKey } from "@/content/i18n";

/**
 * The plan's deliverables are targets: the programme has not started, so nothing in them has
 * happened yet. English writes them as target states ("Programme committee formed ..."), which
 * reads as a goal; a Hindi or Chhattisgarhi past form ("समिति बनी", "समिति बनिस") reads as a report
 * that it already happened. Deliverables use noun forms ("समिति का गठन") or a future sentence.
 */

/** Hindi completed-event forms, matched as the final word. */
const HINDI_PAST_WORDS = new Set([
  "गया",
  "गई",
  "गए",
  "गयीं",
  "हुआ",
  "हुई",
  "हुईं",
  "हुए",
  "बना",
  "बनी",
  "बने",
  "मिला",
  "मिली",
  "मिले",
]);

/** Chhattisgarhi completed-event forms: the final word ends with one of these, or is one of the words below. */
const CG_PAST_ENDINGS = ["गिस", "गिन", "होगे", "बनिस"];
const CG_PAST_WORDS = new Set(["गे", "होइस", "लगिस", "मिलिस", "खुलिस"]);

const deliverableKeys = (Object.keys(en) as MessageKey[]).filter((k) =>
  k.startsWith("implementation-timeline.deliverable."),
);

function finalWord(text: string): string {
  const words = text
    .replace(/[.,;:!?।"'()]+/g, " ")
    .trim()
    .split(/\s+/);
  return words[words.length - 1] ?? "";
}

describe("plan deliverables read as targets, not as things done", () => {
  it("finds the deliverable keys", () => {
    expect(deliverableKeys.length).toBeGreaterThan(40);
  });

  it("no Hindi deliverable ends in a completed-event form", () => {
    const past = deliverableKeys
      .filter((k) => HINDI_PAST_WORDS.has(finalWord(hi[k])))
      .map((k) => `${k}: ${hi[k]}`);
    expect(past).toEqual([]);
  });

  it("no Chhattisgarhi deliverable ends in a completed-event form", () => {
    const past = deliverableKeys
      .filter((k) => {
        const w = finalWord(cg[k]);
        return CG_PAST_WORDS.has(w) || CG_PAST_ENDINGS.some((e) => w.endsWith(e));
      })
      .map((k) => `${k}: ${cg[k]}`);
    expect(past).toEqual([]);
  });
});
