import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { checkMessages } from "./check-messages.mjs";

/** A content/i18n tree in a temporary folder: file path (under the root) → its text. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "messages-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const json = (messages: Record<string, unknown>) => `${JSON.stringify(messages, null, 2)}\n`;
const english = json({
  "page.title": "Progress",
  "page.count": "{count, plural, one {# core KPI} other {# core KPIs}}",
  "page.total": "Total: {amount}",
});
const hindi = json({
  "page.title": "प्रगति",
  "page.count": "{count, plural, one {# मुख्य KPI} other {सभी # मुख्य KPI}}",
  "page.total": "कुल: {amount}",
});
const good = { "en/page.json": english, "hi/page.json": hindi, "cg/page.json": hindi };

/** The problems, with the temporary root taken off each path. */
function problems(files: Record<string, string>): string[] {
  const root = tree(files);
  return checkMessages(root).map((p) => p.replaceAll(`${root}/`, ""));
}

describe("npm run messages:check", () => {
  it("passes the site's own messages", () => {
    expect(checkMessages("content/i18n")).toEqual([]);
  });

  it("passes a translation with every key, any plural forms of its own, and the same names", () => {
    expect(problems(good)).toEqual([]);
  });

  it("says where a comma is missing, in plain words", () => {
    const broken =
      '{\n  "page.title": "प्रगति"\n  "page.count": "{count}",\n  "page.total": "{amount}"\n}\n';
    expect(problems({ ...good, "hi/page.json": broken })).toEqual([
      'hi/page.json:3: a comma is missing after the message before this point, or that message\'s text lost its closing double quote. A messages file is one { … } holding "key": "text" pairs, separated by commas, with no comma after the last.',
    ]);
  });

  it("says a comma after the last message is not allowed", () => {
    const broken =
      '{\n  "page.title": "प्रगति",\n  "page.count": "{count}",\n  "page.total": "{amount}",\n}\n';
    expect(problems({ ...good, "hi/page.json": broken })[0]).toMatch(
      /^hi\/page\.json:5: a key is not in double quotes, or a comma follows the last message\./,
    );
  });

  it("names a missing key with the English line, an unknown key, a key given twice and a text that is not text", () => {
    const broken =
      '{\n  "page.title": "प्रगति",\n  "page.title": "प्रगति",\n  "page.totl": "कुल",\n  "page.count": 8\n}\n';
    expect(problems({ ...good, "hi/page.json": broken })).toEqual([
      'hi/page.json:3: "page.title" is given twice (also on line 2); only the last would count. Keep one.',
      'hi/page.json:5: "page.count" is not a text. Each message is one text in double quotes.',
      'hi/page.json: "page.count" is missing (English: en/page.json:3). Add it, translated.',
      'hi/page.json: "page.total" is missing (English: en/page.json:4). Add it, translated.',
      'hi/page.json:4: "page.totl" is not an English key. Keys are the English file\'s: remove it, or correct its spelling.',
    ]);
  });

  it("catches a figure typed in place of its name, a translated name and a brace left open", () => {
    const broken = json({
      "page.title": "प्रगति {",
      "page.count": "8 मुख्य KPI",
      "page.total": "कुल: {राशि}",
    });
    expect(problems({ ...good, "hi/page.json": broken })).toEqual([
      "hi/page.json:2: \"page.title\" does not read as a message: a { has no matching }. Braces mark a place the page fills in, like {count}; to show a brace itself, write '{'.",
      'hi/page.json:3: "page.count" leaves out {count}, which the English message has: the page puts a figure or a name there. Keep {count} as written, where your sentence needs it.',
      'hi/page.json:4: "page.total" leaves out {amount}, which the English message has: the page puts a figure or a name there. Keep {amount} as written, where your sentence needs it.',
      'hi/page.json:4: "page.total" has {राशि}, which the English message does not: the page fills in only {amount}. Names in braces stay in English, as the English message writes them.',
    ]);
  });

  it("asks to keep a plural where English chooses its words by the count", () => {
    const plain = json({
      "page.title": "प्रगति",
      "page.count": "{count} मुख्य KPI",
      "page.total": "कुल: {amount}",
    });
    expect(problems({ ...good, "cg/page.json": plain })).toEqual([
      'cg/page.json:3: "page.count" fills in {count} in another way than English, which chooses its words by {count}: keep {count, plural, one {…} other {…}}, with your words for one and for more.',
    ]);
  });

  it("accepts a plural that English does not need, on a name English fills in", () => {
    // Hindi agrees with the count ("1 पड़ाव पूरा हुआ", "2 पड़ाव पूरे हुए"); English "{amount}" does not.
    const counted = json({
      "page.title": "प्रगति",
      "page.count": "{count, plural, one {# मुख्य KPI} other {सभी # मुख्य KPI}}",
      "page.total": "{amount, plural, one {# पड़ाव पूरा हुआ} other {# पड़ाव पूरे हुए}}",
    });
    expect(problems({ ...good, "hi/page.json": counted })).toEqual([]);
    // A select in place of a name, though, is not a count: the page would not fill it in.
    const chosen = json({
      "page.title": "प्रगति",
      "page.count": "{count, plural, one {# मुख्य KPI} other {सभी # मुख्य KPI}}",
      "page.total": "{amount, select, other {कुल}}",
    });
    expect(problems({ ...good, "hi/page.json": chosen })).toHaveLength(1);
  });

  it("names a missing file and a file English does not have", () => {
    expect(problems({ "en/page.json": english, "cg/pages.json": json({}) })).toEqual([
      "cg/pages.json:1: there is no English file en/pages.json. Chhattisgarhi files mirror the English ones: move these messages to the file of the same name.",
      "hi/page.json:1: the file is missing. Every English file has a Hindi one with the same keys.",
      "cg/page.json:1: the file is missing. Every English file has a Chhattisgarhi one with the same keys.",
    ]);
  });
});
