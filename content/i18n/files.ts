import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "@/lib/i18n";

/**
 * For tests: the messages of one file of a language (`content/i18n/<lang>/<name>.json`) or of a
 * folder of files (`content/i18n/<lang>/<name>/`), such as one page's messages.
 */
export function messageFile(lang: Lang, name: string): Record<string, string> {
  const path = join(__dirname, lang, name);
  const files = existsSync(`${path}.json`)
    ? [`${path}.json`]
    : readdirSync(path)
        .filter((file) => file.endsWith(".json"))
        .map((file) => join(path, file));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, "utf8"))));
}
