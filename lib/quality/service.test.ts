import { inLanguage } from "@/lib/quality/localize";
import { mobileDeliveryMs, serviceCheck } from "@/lib/quality/service";

describe("the Service check", () => {
  it("times an answer on Lighthouse's mobile network: one 150 ms round trip, then 1.6 Mbit/s", () => {
    expect(mobileDeliveryMs(0)).toBe(150);
    // 1.6 × 1,024 kbit/s: 30 kB (30,720 bytes) take 146.5 ms more.
    expect(mobileDeliveryMs(30_720)).toBeCloseTo(296.48, 2);
  });

  it("passes an answer that reaches a phone within 300 ms, and says the server's time is not scored", () => {
    const check = serviceCheck({ answerBytes: 6_144, elapsedMs: 12.3 });
    expect(check).toMatchObject({ status: "pass", score: 100, critical: false });
    expect(check.test).toBe("Report reaches a phone in under 300 ms");
    expect(check.details).toContain(
      "The answer is 6.0 kB compressed (gzip): 179 ms on Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s), against the standard of under 300 ms.",
    );
    expect(check.details).toContain(
      "The server took 12 ms over this answer: shown for information, never scored,",
    );
    expect(check.details).toContain("The full audit ran for this request");
    expect(check.fix).toBeUndefined();
    const reused = serviceCheck({
      answerBytes: 6_144,
      elapsedMs: 0.5,
      reused: true,
      ranAt: Date.UTC(2026, 0, 1, 8, 30),
    });
    expect(reused.details).toContain("The server took 0.50 ms over this answer");
    expect(reused.details).toContain("Answered from the full audit run at 08:30:00 UTC");
  });

  it("scores the answer's size alone: any time the server took gives the same result", () => {
    const quick = serviceCheck({ answerBytes: 6_144, elapsedMs: 0.5 });
    const slow = serviceCheck({ answerBytes: 6_144, elapsedMs: 2_451 });
    expect(slow.details).toContain("The server took 2,451 ms over this answer");
    expect([slow.status, slow.score]).toEqual([quick.status, quick.score]);
  });

  it("fails an answer too big for the standard, scoring the share of it, with what to do", () => {
    // 60 kB: 150 ms + 300 ms on the network, 450 ms against 300.
    const big = serviceCheck({ answerBytes: 61_440, elapsedMs: 5 });
    expect(big).toMatchObject({ status: "fail", critical: false });
    expect(big.score).toBe(Math.round((300 / mobileDeliveryMs(61_440)) * 100));
    expect(big.fix).toBe(
      "Make the report's answer smaller: it is 60.0 kB compressed, 443 ms on the mobile network against 300 ms.",
    );
    expect(serviceCheck({ answerBytes: 6_144, elapsedMs: 5 }, 150)).toMatchObject({
      status: "fail",
    });
  });

  it("says it in Hindi and Chhattisgarhi, with the figures in their grouping", () => {
    const check = serviceCheck({ answerBytes: 6_144, elapsedMs: 1_234.5 });
    expect(inLanguage(check, "hi")).toMatchObject({
      test: "रिपोर्ट फ़ोन तक 300 मिलीसेकंड से कम में पहुँचती है",
    });
    expect(inLanguage(check, "hi").details).toContain("इस जवाब में सर्वर को 1,235 मिलीसेकंड लगे");
    expect(inLanguage(check, "cg").details).toContain("ए जवाब म सर्वर ला 1,235 मिलीसेकंड लगिस");
  });
});
