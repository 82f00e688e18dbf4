// npm run content:index: writes content/modules.ts, the content registry's list of modules, from
// the folder content/: every TypeScript module under it is a content module (its exports are what
// the figure walk reads and the link checks scan), except
// - a module that says it is not one, on a line of its own near its top:
//   `// Not in the content registry: <why>` (schemas, the figure walk's own lists, raw inputs
//   another module parses);
// - the ledger's readers and checks: content/ledger/index.ts carries the ledger's figures;
// - content/figures/pages/, the page audit, which reads the built pages;
// - tests, and content/i18n/ (the messages registry, scripts/messages-index.mjs).
// The build runs it (writing only on a change); `--check` prints what is stale and exits 1 (a unit
// test runs it, so a registry not regenerated fails before review).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { writeGenerated } from "./generated-file.mjs";

const CONTENT = "content";
const OUTPUT = join(CONTENT, "modules.ts");
/** The marker a module that is not a content module carries, followed by why. */
export const MARKER = "// Not in the content registry:";
/** How far down a module's marker may be: its opening comment. */
const HEAD_LINES = 30;

function tsFiles(dir, root) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : tsFiles(path, root);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Whether a module declares itself out of the registry. @param {string} text */
function declaredOut(text) {
  return text
    .split("\n", HEAD_LINES)
    .some((line) => line.startsWith(MARKER) && line.slice(MARKER.length).trim().length > 0);
}

/** The registry's modules, in path order, and the source of content/modules.ts. */
export function registry(root = ".") {
  const files = tsFiles(CONTENT, root)
    .map((f) => relative(".", f).split("\\").join("/"))
    .filter((f) => !f.startsWith("content/ledger/") || f === "content/ledger/index.ts")
    .filter((f) => !f.startsWith("content/figures/pages/"))
    .filter((f) => !declaredOut(readFileSync(join(root, f), "utf8")))
    .sort();
  const imports = files.map(
    (f, i) => `import * as m${i} from "@/${f.replace(/\.ts$/, "").replace(/\/index$/, "")}";`,
  );
  const entries = files.map((f, i) => `  ["${f}", m${i}],`);
  const source = `${MARKER} it is the registry's list, written from the folder.
// Written by scripts/content-index.mjs (npm run content:index) from the folder content/: do not
// edit. A new module is registered by being there; one that holds no content of its own says so
// with a line \`${MARKER} <why>\` near its top.
${imports.join("\n")}

/** Every content module: its path and its exports. */
export const moduleList: readonly (readonly [string, object])[] = [
${entries.join("\n")}
];
`;
  return { files, source };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeGenerated(OUTPUT, registry().source, {
    from: `the folder ${CONTENT}/`,
    command: "npm run content:index",
  });
}
