import { cg } from "@/content/i18n/cg";
import { en, type MessageKey } from "@/content/i18n/en";
import { hi } from "@/content/i18n/hi";
import { interpolate, translator } from "@/lib/messages";

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
  });
  it("leaves unknown placeholders alone", () => {
    expect(interpolate("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

describe("dictionaries", () => {
  const keys = Object.keys(en) as MessageKey[];
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
});
