import { formatFigure } from "@/components/impact/format-figure";
import { LAKH } from "@/lib/format";
import { translator } from "@/lib/messages";

describe("formatFigure", () => {
  const en = translator("en");
  it("writes numbers, ranges, floors and ceilings with their unit", () => {
    expect(formatFigure({ value: 8, unit: "hotspots" }, "en", en)).toBe("8 hotspots");
    expect(formatFigure({ value: { min: 50, max: 100 }, unit: "mbps" }, "en", en)).toBe(
      "50–100 Mbps",
    );
    expect(formatFigure({ value: 500, unit: "people", atLeast: true }, "en", en)).toBe(
      "500+ people",
    );
    expect(formatFigure({ value: 100, unit: "mbps", upTo: true }, "en", en)).toBe("up to 100 Mbps");
    expect(formatFigure({ value: 99.9, unit: "percent" }, "en", en)).toBe("99.9%");
  });
  it("formats rupees with the budget rules", () => {
    expect(formatFigure({ value: 50 * LAKH, unit: "rupees" }, "en", en)).toBe("₹50 lakh");
  });
  it("translates units", () => {
    expect(formatFigure({ value: 12, unit: "hours" }, "hi", translator("hi"))).toBe("12 घंटे");
    expect(formatFigure({ value: 25, unit: "years" }, "cg", translator("cg"))).toBe("25 बछर");
  });
});
