// npm run messages:index: writes content/i18n/index.ts, the site's messages registry, from the
// folders of content/i18n/: every English file (the type of every key) with its Hindi and
// Chhattisgarhi twin, so that a page's new messages file is registered by being there. The build
// runs it (writing only on a change); `--check` prints what is stale and exits 1 (a unit test runs
// it, so a registry not regenerated fails before review).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { writeGenerated } from "./generated-file.mjs";

const I18N = "content/i18n";
const INDEX = join(I18N, "index.ts");
const LANGS = ["en", "hi", "cg"];

/** Every JSON file under a folder, as paths relative to it ("home/hero.json"), sorted. */
function jsonFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(path, base);
      return entry.name.endsWith(".json") ? [relative(base, path)] : [];
    })
    .sort();
}

/** "home/age-groups.json" → "HomeAgeGroups". */
const pascal = (file) =>
  file
    .replace(/\.json$/, "")
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

/** The registry's source, or the problems that stop it being written. */
export function registry(root = ".") {
  const files = jsonFiles(join(root, I18N, "en"));
  const problems = [];
  const seen = new Map();
  for (const file of files) {
    for (const lang of LANGS.slice(1)) {
      if (!existsSync(join(root, I18N, lang, file))) {
        problems.push(`${I18N}/${lang}/${file}: missing; every English file has a twin here.`);
      }
    }
    const keys = Object.keys(JSON.parse(readFileSync(join(root, I18N, "en", file), "utf8")));
    for (const key of keys) {
      if (seen.has(key)) {
        problems.push(
          `${I18N}/en/${file}: "${key}" is also a key of ${I18N}/en/${seen.get(key)}; a key belongs to one file.`,
        );
      }
      seen.set(key, file);
    }
  }
  const imports = LANGS.flatMap((lang) =>
    files.map((file) => `import ${lang}${pascal(file)} from "./${lang}/${file}";`),
  );
  const entries = files.map((file) => {
    const [en, hi, cg] = LANGS.map((lang) => `${lang}${pascal(file)}`);
    return `  file(${en}, ${hi}, ${cg}),`;
  });
  const source = `// Written by scripts/messages-index.mjs (npm run messages:index) from the folders of
// content/i18n/: do not edit. A new messages file is registered by adding it to en/, hi/ and cg/.
${imports.join("\n")}

/*
 * The site's messages: JSON files of ICU MessageFormat, one per page or part, the same files in
 * each language's folder. The English files are the type of every key.
 */

/** One file's messages: Hindi and Chhattisgarhi must hold every key of the English file. */
function file<T extends Record<string, string>>(
  en: T,
  hi: Record<keyof T, string>,
  cg: Record<keyof T, string>,
) {
  return { en, hi, cg };
}

const files = [
${entries.join("\n")}
];

/** A key of any English file. */
type KeyOf<T> = T extends unknown ? keyof T : never;
export type MessageKey = KeyOf<(typeof files)[number]["en"]>;
export type Dictionary = Record<MessageKey, string>;

function join(lang: "en" | "hi" | "cg"): Dictionary {
  return Object.assign({}, ...files.map((f) => f[lang]));
}

export const en = join("en");
export const hi = join("hi");
export const cg = join("cg");
`;
  return { source, problems, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { source, problems } = registry();
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  writeGenerated(INDEX, source, {
    from: `the folders of ${I18N}/`,
    command: "npm run messages:index",
  });
}
