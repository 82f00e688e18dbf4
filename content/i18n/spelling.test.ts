import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cg } from "@/content/i18n";
import { words } from "./glossary-words";
import spelling from "./spelling.json";

/**
 * spelling.json holds Chhattisgarhi to one spelling of words that were written two ways (ओकर and
 * ओखर). This counts each form over every Chhattisgarhi message, as whole words: the chosen form
 * appears, a rejected one never does, and a shorter phrase marked 'only' appears only inside the
 * chosen one. The translator guide names every entry.
 */

/** How often a phrase occurs, as whole adjacent words, over all the messages. */
function count(messages: readonly string[], phrase: string): number {
  const p = words(phrase);
  let n = 0;
  for (const text of messages) {
    const w = words(text);
    for (let i = 0; i + p.length <= w.length; i++) if (p.every((x, j) => w[i + j] === x)) n++;
  }
  return n;
}

const messages = Object.values(cg);

describe("Chhattisgarhi spelling", () => {
  it.each(spelling.cg.map((entry) => [entry.use, entry] as const))(
    "writes %s, never its variants",
    (_, { use, not, only }) => {
      expect(count(messages, use)).toBeGreaterThan(0);
      expect(not.map((variant) => [variant, count(messages, variant)])).toEqual(
        not.map((variant) => [variant, 0]),
      );
      if (only) expect(count(messages, only)).toBe(count(messages, use));
    },
  );

  it("counts whole words only, and each occurrence", () => {
    expect(count(["ओकर घर, ओकरे बर, ओकर"], "ओकर")).toBe(2);
    expect(count(["अउ प्रोसेसिंग केंद्र, उपज प्रोसेसिंग केंद्र"], "प्रोसेसिंग केंद्र")).toBe(2);
  });

  it("is explained in the translator guide, entry by entry", () => {
    const guide = readFileSync(join(__dirname, "../../docs/translating.md"), "utf8");
    const section = guide.split("## Chhattisgarhi spelling")[1]?.split("\n## ")[0] ?? "";
    for (const { use, not } of spelling.cg)
      for (const form of [use, ...not]) expect(section).toContain(form);
  });
});
