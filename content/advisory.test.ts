import cg from "@/content/i18n/cg/expert-advisory.json";
import advisoryMessages from "@/content/i18n/en/expert-advisory.json";
import hi from "@/content/i18n/hi/expert-advisory.json";
import {
  advisorySeats,
  appointedCount,
  appointmentSteps,
  boardDuties,
  seatIds,
} from "@/content/advisory";

const messages = advisoryMessages as Record<string, string>;

describe("expert advisory board", () => {
  it("lists every seat once, all open, none appointed", () => {
    expect(advisorySeats.map((s) => s.id)).toEqual([...seatIds]);
    expect(advisorySeats.every((s) => s.status === "open")).toBe(true);
    expect(appointedCount()).toBe(0);
  });

  it("covers the domains the programme needs", () => {
    const domains = advisorySeats.map((s) => messages[`expert-advisory.seat.${s.id}`]).join(" ");
    for (const word of [
      "Telemedicine",
      "Education",
      "Solar",
      "Finance and Audit",
      "Agriculture",
      "Community",
    ]) {
      expect(domains).toContain(word);
    }
  });

  it("names no people: every seat describes experience, not a person", () => {
    for (const seat of advisorySeats)
      expect(messages[`expert-advisory.seat.${seat.id}.lookingFor`]).toMatch(/^(A|An) /);
  });

  it("has five appointment steps and the board's duties", () => {
    expect(appointmentSteps).toHaveLength(5);
    expect(boardDuties.length).toBeGreaterThanOrEqual(3);
  });

  it("has the words of every seat, step and duty in each language", () => {
    const keys = [
      ...advisorySeats.flatMap((seat) => [
        `expert-advisory.seat.${seat.id}`,
        `expert-advisory.seat.${seat.id}.lookingFor`,
        ...seat.reviews.map((n) => `expert-advisory.seat.${seat.id}.review.${n}`),
      ]),
      ...appointmentSteps.flatMap((step) => [
        `expert-advisory.process.step.${step.id}.title`,
        `expert-advisory.process.step.${step.id}.text`,
      ]),
      ...boardDuties.map((duty) => `expert-advisory.duty.${duty}`),
    ];
    for (const table of [advisoryMessages, hi, cg] as Record<string, string>[])
      for (const key of keys) expect(table[key]).toEqual(expect.any(String));
  });
});
