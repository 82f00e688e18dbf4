import { languageChecks, missingKeys, realLanguages, untranslated } from "@/lib/quality/languages";

const english = {
  "a.title": "Title",
  "a.body": "Body text",
  "a.count": "{count} items",
  "a.unit": "kW",
};

describe("Language checks on the site", () => {
  it("Hindi and Chhattisgarhi have every key", () => {
    const checks = languageChecks();
    expect(checks.map((c) => c.test)).toEqual([
      "Hindi has every message key",
      "Hindi messages differ from English",
      "Chhattisgarhi has every message key",
      "Chhattisgarhi messages differ from English",
    ]);
    for (const check of checks.filter((c) => c.critical)) expect(check.status).toBe("pass");
  });

  it("count the messages still identical to English", () => {
    const [, hindi] = languageChecks();
    expect(hindi!.details).toMatch(/^\d+ of [\d,]+ messages \(\d+\.\d%\) identical to English/);
    expect(realLanguages.warnAbovePercent).toBe(5);
  });
});

describe("Language checks on broken dictionaries", () => {
  it("a missing or empty key fails critically, naming it", () => {
    const check = missingKeys(
      "hi",
      "content/i18n/hi",
      { "a.title": "शीर्षक", "a.body": " ", "a.unit": "kW" },
      english,
    );
    expect(check).toMatchObject({ status: "fail", critical: true, score: 50 });
    expect(check.details).toBe("2 of 4 keys missing or empty: a.body, a.count.");
    expect(check.fix).toContain("content/i18n/hi");
  });

  it("too many English messages is a warning with the count", () => {
    const check = untranslated(
      "hi",
      "content/i18n/hi",
      { ...english, "a.title": "शीर्षक" },
      english,
      5,
    );
    expect(check).toMatchObject({ status: "warning", critical: false });
    expect(check.details).toMatch(/^3 of 4 messages \(75\.0%\) identical to English/);
    expect(check.fix).toContain("3 Hindi messages");
  });

  it("a few identical figures or units stay a pass", () => {
    const table = { "a.title": "शीर्षक", "a.body": "पाठ", "a.count": "{count} चीज़ें", "a.unit": "kW" };
    expect(untranslated("hi", "d", table, english, 30).status).toBe("pass");
  });
});
