import { inLanguage } from "@/lib/quality/localize";
import { serviceTime } from "@/lib/quality/service";

describe("the Service check", () => {
  it("passes under the 300 ms standard", () => {
    expect(serviceTime(12.3)).toMatchObject({ status: "pass", score: 100, critical: false });
    expect(serviceTime(12.3).details).toContain(
      "12 ms to compute (standard: under 300 ms). The full audit ran for this request",
    );
    expect(serviceTime(12.3).fix).toBeUndefined();
    expect(
      serviceTime(0.5, { reused: true, ranAt: Date.UTC(2026, 0, 1, 8, 30) }).details,
    ).toContain(
      "0.50 ms to compute (standard: under 300 ms). Answered from the full audit run at 08:30:00 UTC",
    );
  });

  it("fails over it, scoring the share of the standard, with what to do", () => {
    const slow = serviceTime(600);
    expect(slow).toMatchObject({ status: "fail", score: 50, critical: false });
    expect(slow.fix).toBe("Speed up the report: it took 600 ms against 300 ms.");
    expect(serviceTime(300)).toMatchObject({ status: "fail", score: 100 });
    expect(serviceTime(50, { limitMs: 40 })).toMatchObject({ status: "fail", score: 80 });
  });

  it("says it in Hindi and Chhattisgarhi, with the figures in their grouping", () => {
    const slow = serviceTime(1234.5);
    expect(inLanguage(slow, "hi")).toMatchObject({
      test: "रिपोर्ट 300 मिलीसेकंड से कम में बनी",
      fix: "रिपोर्ट तेज़ करें: इसमें 1,235 मिलीसेकंड लगे, जबकि मानक 300 मिलीसेकंड है।",
    });
    expect(inLanguage(slow, "cg").details).toMatch(/^बने म 1,235 मिलीसेकंड लगिस/);
  });
});
