import { activities, leaders, testimonials } from "@/content/community";
import { avatarFallback } from "@/components/avatar";

describe("community content", () => {
  it("parses leaders, testimonials and activities", () => {
    expect(leaders.length).toBeGreaterThan(0);
    expect(testimonials.length).toBeGreaterThan(0);
    expect(activities.length).toBeGreaterThan(0);
  });

  it("rates every testimonial from 1 to 5", () => {
    for (const item of testimonials) {
      expect(Number.isInteger(item.rating)).toBe(true);
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
    }
  });

  it("leaves at least one leader without an image, so the fallback shows", () => {
    expect(leaders.some((l) => !l.avatar)).toBe(true);
  });

  it("falls back to the first two characters of the name", () => {
    expect(avatarFallback("Sarpanch")).toBe("Sa");
    expect(avatarFallback("  ASHA Worker")).toBe("AS");
  });

  it("counts a Devanagari syllable as one character and skips punctuation", () => {
    expect(avatarFallback("सरपंच")).toBe("सर");
    expect(avatarFallback("स्व-सहायता समूह के अगुवा")).toBe("स्वस");
    expect(avatarFallback("Self-Help Group Leader")).toBe("Se");
  });
});
