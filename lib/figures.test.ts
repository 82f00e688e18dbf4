import { formatReading, gapText } from "@/lib/figures";
import { translator } from "@/lib/messages";

const en = translator("en");

describe("figures as /figures and the notes write them", () => {
  it("write a reading in its unit, a range reading as a range", () => {
    expect(formatReading({ value: 27 }, "months", "en", en)).toBe("27 months");
    expect(formatReading({ value: 2 }, "phase", "en", en)).toBe("Phase 2");
    expect(formatReading({ value: 5, from: 3 }, "km", "en", en)).toBe("3–5 km");
    expect(formatReading({ value: 1_29_00_000 }, "rupees", "en", en)).toBe("₹1,29,00,000");
  });

  it("give a reading's gap to the first, absolute and as a share of it", () => {
    expect(gapText(27, 36, "months", "en", en)).toBe("9 months less than the first reading (25%)");
    expect(gapText(50_00_000, 45_00_000, "rupees", "en", en)).toBe(
      "₹5,00,000 more than the first reading (11%)",
    );
    expect(gapText(95, 100, "percent", "en", en)).toBe(
      "5 percentage points less than the first reading (5%)",
    );
    expect(gapText(1, 2, "phase", "en", en)).toBe("1 phase less than the first reading (50%)");
  });

  it("give no share of a nil first reading", () => {
    expect(gapText(247, 0, "families", "en", en)).toBe(
      "247 families more than the first reading, which is nil",
    );
  });

  it("read in Hindi", () => {
    expect(gapText(27, 36, "months", "hi", translator("hi"))).toBe("पहले वाले रूप से 9 महीने कम (25%)");
  });
});

describe("a month of the plan's gap", () => {
  it("is later or earlier by months, with no share", () => {
    const t = translator("en");
    expect(gapText(6, 4, "planMonth", "en", t)).toBe("2 months later than the first reading");
    expect(gapText(3, 4, "planMonth", "en", t)).toBe("1 month earlier than the first reading");
  });
});
