import { expertAdvisory as advisoryMessages } from "@/content/i18n/en/expert-advisory";
import {
  advisorySeats,
  appointedCount,
  appointmentSteps,
  boardDuties,
  seatIds,
} from "@/content/advisory";

describe("expert advisory board", () => {
  it("lists every seat once, all open, none appointed", () => {
    expect(advisorySeats.map((s) => s.id)).toEqual([...seatIds]);
    expect(advisorySeats.every((s) => s.status === "open")).toBe(true);
    expect(appointedCount()).toBe(0);
  });

  it("covers the domains the programme needs", () => {
    const domains = advisorySeats.map((s) => s.domain).join(" ");
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
    for (const seat of advisorySeats) expect(seat.lookingFor).toMatch(/^(A|An) /);
  });

  it("has five appointment steps and the board's duties", () => {
    expect(appointmentSteps).toHaveLength(5);
    expect(boardDuties.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps seat and step titles in the dictionary identical to the content", () => {
    const messages = advisoryMessages as Record<string, string>;
    for (const seat of advisorySeats)
      expect(messages[`expert-advisory.seat.${seat.id}`]).toBe(seat.domain);
    appointmentSteps.forEach((step, i) =>
      expect(messages[`expert-advisory.process.step.${i + 1}`]).toBe(step.title),
    );
  });
});
