// V8's explicit compile hint on start-up scripts. A script that starts with the hint has all its
// functions compiled as it streams in, on a background thread, instead of each one on the main
// thread the first time it is called; every script a page lists runs at start-up. Next.js names
// its chunks by their content, so a hinted chunk is a new file under a name of its own (from its
// new content), the pages point to it, and the file Next.js wrote is left as it was.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { attr, inlineScripts, location } from "./html.mjs";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** `/_next/static/chunks/a.js?dpl=x` → `static/chunks/a.js`; anything else stops the build. */
export function builtScriptFile(src) {
  const path = src.split("?")[0] ?? "";
  const match = /^\/_next\/(static\/[\w./~-]+\.js)$/.exec(path);
  if (!match || path.includes("..")) throw new Error(`a script outside /_next/static/: ${src}`);
  return /** @type {string} */ (match[1]);
}

/**
 * A name for `content` as long as the one Next gave the chunk, so that a reference to it can be
 * replaced anywhere, even inside length-prefixed data, without shifting anything.
 * @param {string} name e.g. `static/chunks/0abc123def456.js` @param {string} content
 */
export function hintedName(name, content) {
  const stem = name.slice(name.lastIndexOf("/") + 1, -".js".length);
  if (stem.length < 8) throw new Error(`compile-hint: ${name} has no content hash to replace`);
  const hash = createHash("sha256").update(content).digest("hex").slice(0, stem.length);
  return `${name.slice(0, name.lastIndexOf("/") + 1)}${hash}.js`;
}

/**
 * Writes a hinted copy of every start-up script and lists it among the build's static files,
 * with a content hash of its own where Next gave the original one.
 * @param {string[]} sources the pages' start-up script URLs
 * @param {string} distDir `.next`
 * @param {{ filePath: string, pathname: string, id?: string, immutableHash?: string }[]} staticFiles
 * @returns {Map<string, string>} each original file (`static/chunks/a.js`) → its hinted copy,
 *   names that pages and React's data give with and without the `/_next/` prefix
 */
export function writeHintedScripts(sources, distDir, staticFiles) {
  const renames = new Map();
  for (const src of sources) {
    const name = builtScriptFile(src);
    if (renames.has(name)) continue;
    const file = join(distDir, name);
    const js = readFileSync(file, "utf8");
    if (js.startsWith(COMPILE_HINT)) throw new Error(`compile-hint: ${file} was changed in place`);
    const hinted = COMPILE_HINT + js;
    const newName = hintedName(name, hinted);
    const newFile = join(distDir, newName);
    if (existsSync(newFile) && readFileSync(newFile, "utf8") !== hinted) {
      throw new Error(`compile-hint: ${newFile} exists with other content`);
    }
    writeFileSync(newFile, hinted);
    renames.set(name, newName);
    const original = staticFiles.find((output) => output.filePath === file);
    if (original) {
      staticFiles.push({
        ...original,
        id: newName,
        pathname: `/_next/${newName}`,
        filePath: newFile,
        immutableHash: original.immutableHash && createHash("sha256").update(hinted).digest("hex"),
      });
    }
  }
  console.log(`compile-hint: ${renames.size} start-up scripts hinted under names of their own`);
  return renames;
}

/** `text` with every original script URL replaced by its hinted copy's. */
export function renamed(text, renames) {
  let out = text;
  for (const [from, to] of renames) out = out.split(from).join(to);
  return out;
}

/** `src` (a URL, maybe with a query) pointing at its hinted copy, if it has one. */
export function renamedSource(src, renames) {
  const [path = "", query] = src.split("?");
  const to = path.startsWith("/_next/") ? renames.get(path.slice("/_next/".length)) : undefined;
  const served = to ? `/_next/${to}` : path;
  return query === undefined ? served : `${served}?${query}`;
}

/** Edits pointing the page's own `<script src>` and preload tags at the hinted copies. */
export function sourceEdits(page, { scripts, preloads }, renames) {
  return [...scripts.map((s) => [s, "src"]), ...preloads.map((l) => [l, "href"])].map(
    ([element, name]) => {
      const at = element.sourceCodeLocation.attrs[name];
      const value = renamedSource(attr(element, name) ?? "", renames);
      const escaped = value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
      return { start: at.startOffset, end: at.endOffset, text: `${name}="${escaped}"` };
    },
  );
}

/** Edits pointing the page's inline scripts (React's data) at the hinted copies. */
export function renameEdits(page, renames) {
  return inlineScripts(page).flatMap(({ element, text }) => {
    const next = renamed(text, renames);
    if (next === text) return [];
    const at = location(page, element);
    return [{ start: at.startTag.endOffset, end: at.endTag.startOffset, text: next }];
  });
}

/**
 * Files that still name an original start-up script: a browser would fetch it a second time.
 * @param {{ path: string, text: string }[]} files
 */
export function staleReferences(files, renames) {
  return files.flatMap(({ path, text }) =>
    [...renames.keys()]
      .filter((from) => text.includes(from))
      .map((from) => `${path} names ${from}`),
  );
}
