import { cg, en, hi, type MessageKey } from "@/content/i18n";
import screens from "@/content/i18n/en/screens.json";
import { languages } from "@/lib/i18n";
import { translator } from "@/lib/messages";

describe("translator", () => {
  it("translates and fills placeholders", () => {
    expect(translator("en")("language.current", { name: "English" })).toBe(
      "Current language: English",
    );
    expect(translator("hi")("notFound.title")).toBe("404 पेज नहीं मिला");
  });
  it("shows the key itself when a translation is missing at run time", () => {
    const t = translator("hi", {});
    expect(t("nav.more")).toBe("nav.more");
    expect(t("not.a.key" as MessageKey)).toBe("not.a.key");
    expect(t.template("nav.more")).toBe("nav.more");
  });
  it("formats with ICU MessageFormat in the language's plural rules", () => {
    const message = "{count, plural, one {# phase} other {# phases}} of {name}";
    const en = translator("en", { "nav.more": message });
    expect(en("nav.more", { count: 1, name: "the plan" })).toBe("1 phase of the plan");
    expect(en("nav.more", { count: 100000, name: "the plan" })).toBe("1,00,000 phases of the plan");
    // Hindi's `one` takes 0 as well as 1; Chhattisgarhi follows Hindi.
    const table = { "nav.more": "{count, plural, one {# चरण} other {# चरणों}}" };
    expect(translator("hi", table)("nav.more", { count: 0 })).toBe("0 चरण");
    expect(translator("cg", table)("nav.more", { count: 3 })).toBe("3 चरणों");
  });
  it("names the message it cannot format", () => {
    expect(() => translator("en")("language.current")).toThrow(
      "The en message language.current could not be formatted",
    );
    expect(() => translator("hi", { "nav.more": "{count, plural, one {#}" })("nav.more")).toThrow(
      "The hi message nav.more is not valid ICU MessageFormat",
    );
  });
  it("gives an island a message as written only when it is a plain template", () => {
    expect(translator("en").template("journey.progress")).toBe("{n} of {total} sections explored");
    const t = translator("en", {
      "nav.more": "{count, plural, one {# item} other {# items}}",
      "nav.main": "'{quoted}' braces",
    });
    expect(() => t.template("nav.more")).toThrow(
      "The en message nav.more is formatted on the server",
    );
    expect(() => t.template("nav.main")).toThrow("formatted on the server");
  });
});

describe("dictionaries", () => {
  const keys = Object.keys(en) as MessageKey[];
  it.each([
    ["hi", hi],
    ["cg", cg],
  ])("%s has exactly English's keys", (_, dict) => {
    const own = new Set(Object.keys(dict));
    expect({
      missing: keys.filter((k) => !own.has(k)),
      extra: [...own].filter((k) => !(k in en)),
    }).toEqual({ missing: [], extra: [] });
  });
  it.each([
    ["hi", hi],
    ["cg", cg],
  ])("%s has a non-empty string for every English key", (_, dict) => {
    for (const key of keys) {
      expect(typeof dict[key]).toBe("string");
      expect(dict[key].trim()).not.toBe("");
    }
  });
  it.each([
    ["hi", hi],
    ["cg", cg],
  ])("%s chrome is translated, not copied from English", (_, dict) => {
    const chromeKeys = keys.filter((k) => /^(nav|footer|language|theme|notFound|error)\./.test(k));
    const copied = chromeKeys.filter((k) => dict[k] === en[k]);
    expect(copied).toEqual([]);
  });
  it("Chhattisgarhi is not a copy of Hindi", () => {
    const same = keys.filter((k) => cg[k] === hi[k] && cg[k] !== en[k]);
    expect(same.length).toBeLessThan(keys.length / 4);
  });
  // Every message parses as ICU MessageFormat, and takes English's arguments in the same form:
  // scripts/check-messages.test.ts runs npm run messages:check over these files.
  it.each(languages)("the error screen's %s messages show as written", (lang) => {
    // components/chrome/error-screen.tsx is an island and shows the JSON's text as it is.
    const t = translator(lang);
    for (const key of Object.keys(screens) as MessageKey[]) expect(t.template(key)).toBe(t(key));
  });
});
