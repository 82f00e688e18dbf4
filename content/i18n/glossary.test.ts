import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { cg, en, hi } from "@/content/i18n";
import { hasPhrase, words } from "./glossary-words";

/**
 * glossary.json gives each programme term one rendering per language and the variants a reader
 * found drifting beside it. This test reads every Hindi and Chhattisgarhi message the app serves
 * (the same dictionaries lib/messages uses) and fails on a variant, naming the term, language,
 * message key and the variant found.
 */

type Lang = "hi" | "cg";
type Table = Readonly<Record<string, string>>;
const LANGS: readonly Lang[] = ["hi", "cg"];

const perLang = (what: string) =>
  z
    .object({
      hi: z.array(z.string().min(1, `${what}: an empty phrase`)).optional(),
      cg: z.array(z.string().min(1, `${what}: an empty phrase`)).optional(),
    })
    .strict();

const Term = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, "id: lower-case letters, digits and hyphens"),
    en: z.string().min(1, "en: the English term"),
    hi: z.string().min(1, "hi: the one Hindi rendering"),
    cg: z.string().min(1, "cg: the one Chhattisgarhi rendering"),
    forms: perLang("forms").optional(),
    avoid: perLang("avoid"),
    allow: perLang("allow").optional(),
    keys: z.array(z.string().min(1)).optional(),
    whereEnglishSays: z
      .string()
      .refine((s) => isRegExp(s), "whereEnglishSays: not a valid regular expression")
      .optional(),
    onlyWhereEnglishSays: z.boolean().optional(),
    note: z.string().optional(),
  })
  .strict()
  .refine((t) => (t.avoid.hi?.length ?? 0) + (t.avoid.cg?.length ?? 0) > 0 || t.whereEnglishSays, {
    message: "a term needs something to enforce: a variant in avoid or a whereEnglishSays",
  })
  .refine((t) => !t.onlyWhereEnglishSays || t.whereEnglishSays, {
    message: "onlyWhereEnglishSays needs whereEnglishSays",
  });

const Glossary = z
  .object({
    about: z.string(),
    terms: z.array(Term).min(1, "the glossary has no terms"),
  })
  .strict()
  .refine((g) => new Set(g.terms.map((t) => t.id)).size === g.terms.length, {
    message: "two terms share an id",
  });

type Term = z.infer<typeof Term>;

function isRegExp(source: string): boolean {
  try {
    new RegExp(source, "iu");
    return true;
  } catch {
    return false;
  }
}

/** The text with each allowed phrase (a proper name holding a variant) blanked out. */
function withoutAllowed(text: string, allowed: readonly string[]): string {
  return allowed.reduce((t, phrase) => t.split(phrase).join(" "), text);
}

const renderings = (term: Term, lang: Lang) => [term[lang], ...(term.forms?.[lang] ?? [])];
const inScope = (term: Term, key: string) =>
  !term.keys || term.keys.some((prefix) => key.startsWith(prefix));

/** Every breach of the glossary in one language's messages, as one line each. */
function breaches(terms: readonly Term[], lang: Lang, table: Table, english: Table) {
  const found: string[] = [];
  for (const term of terms) {
    const englishSays = term.whereEnglishSays ? new RegExp(term.whereEnglishSays, "iu") : null;
    for (const [key, text] of Object.entries(table)) {
      if (!inScope(term, key)) continue;
      const w = words(withoutAllowed(text, term.allow?.[lang] ?? []));
      for (const variant of term.avoid[lang] ?? []) {
        if (hasPhrase(w, variant)) {
          found.push(`${term.id} (${lang}) ${key}: "${variant}" found; use "${term[lang]}"`);
        }
      }
      if (!englishSays) continue;
      const rendered = renderings(term, lang).some((r) => hasPhrase(w, r));
      const says = englishSays.test(english[key] ?? "");
      if (says && !rendered) {
        found.push(`${term.id} (${lang}) ${key}: English says "${term.en}" but no "${term[lang]}"`);
      }
      if (!says && rendered && term.onlyWhereEnglishSays) {
        found.push(
          `${term.id} (${lang}) ${key}: "${term[lang]}" where English has no "${term.en}"`,
        );
      }
    }
  }
  return found;
}

/** Terms whose rendering occurs in no message of the language: a glossary entry nobody reads. */
function unused(terms: readonly Term[], lang: Lang, table: Table): string[] {
  return terms
    .filter(
      (term) =>
        !Object.entries(table).some(
          ([key, text]) =>
            inScope(term, key) && renderings(term, lang).some((r) => hasPhrase(words(text), r)),
        ),
    )
    .map((term) => `${term.id} (${lang}): "${term[lang]}" appears in no message`);
}

const raw: unknown = JSON.parse(readFileSync(join(__dirname, "glossary.json"), "utf8"));
const parsed = Glossary.safeParse(raw);
const dictionaries: Record<Lang, Table> = { hi, cg };

describe("glossary.json", () => {
  it("is well formed", () => {
    expect(parsed.success ? [] : z.prettifyError(parsed.error).split("\n")).toEqual([]);
  });

  const terms = parsed.success ? parsed.data.terms : [];

  it.each(LANGS)("every %s message uses the glossary's rendering, not a variant", (lang) => {
    expect(breaches(terms, lang, dictionaries[lang], en)).toEqual([]);
  });

  // A glossary whose renderings nobody uses would pass the check above while enforcing nothing.
  it.each(LANGS)("every term's %s rendering is used somewhere", (lang) => {
    expect(terms.length).toBeGreaterThan(10);
    expect(unused(terms, lang, dictionaries[lang])).toEqual([]);
  });
});

describe("the glossary check itself", () => {
  const term: Term = {
    id: "income",
    en: "income",
    hi: "कमाई",
    cg: "कमई",
    avoid: { hi: ["आमदनी"], cg: ["आय"] },
  };
  const council: Term = {
    id: "gram-sabha",
    en: "gram sabha",
    hi: "ग्राम सभा",
    cg: "ग्राम सभा",
    avoid: {},
    whereEnglishSays: "gram sabha",
    onlyWhereEnglishSays: true,
  };

  it("names the term, language, key and variant", () => {
    expect(breaches([term], "hi", { "a.b": "घर की आमदनी।" }, {})).toEqual([
      'income (hi) a.b: "आमदनी" found; use "कमाई"',
    ]);
  });

  it("matches whole words only, not a variant inside a longer word", () => {
    expect(breaches([term], "cg", { "a.b": "आयु के हिसाब ले, आयोग" }, {})).toEqual([]);
    expect(breaches([term], "cg", { "a.b": "ए हमर गाँव आय।" }, {})).toHaveLength(1);
  });

  it("catches a variant's inflected forms, and a stem marked with *", () => {
    const villagers: Term = { ...term, id: "villagers", avoid: { hi: ["गाँववासी", "प्रसंस्क*"] } };
    const text = { "a.b": "{villagers} गाँववासियों तक", "a.c": "प्रसंस्कृत उत्पाद" };
    expect(breaches([villagers], "hi", text, {})).toEqual([
      'villagers (hi) a.b: "गाँववासी" found; use "कमाई"',
      'villagers (hi) a.c: "प्रसंस्क*" found; use "कमाई"',
    ]);
    // Income is not "came": आय takes a noun's endings, not a verb's.
    expect(breaches([term], "cg", { "a.b": "वो आया, आयी" }, {})).toEqual([]);
  });

  it("holds a term to its English: required where English says it, and only there", () => {
    const english = { "a.b": "the gram sabha meets", "a.c": "the village council meets" };
    expect(breaches([council], "hi", { "a.b": "ग्राम पंचायत", "a.c": "ग्राम सभा" }, english)).toEqual([
      'gram-sabha (hi) a.b: English says "gram sabha" but no "ग्राम सभा"',
      'gram-sabha (hi) a.c: "ग्राम सभा" where English has no "gram sabha"',
    ]);
  });
});
