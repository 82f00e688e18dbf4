// npm run messages:find -- "text as shown": where a text on the site is written, so that a
// reviewer's suggestion (the page, the text as shown, the better wording) can be made in the file.
// Prints `file:line  key` and the message for every message that contains the text.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { jsonFiles, LANGUAGE_CODES } from "./check-messages.mjs";

const wanted = process.argv.slice(2).join(" ").trim().replace(/\s+/g, " ");
if (!wanted) {
  console.error('Give the text as the page shows it: npm run messages:find -- "खुला हिसाब"');
  process.exit(2);
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A figure on the page is a {name} in the message: the words around it, in order, match. */
function templateMatches(text) {
  if (!/\{\w+\}/.test(text) || /\{\w+,/.test(text)) return false;
  const pieces = text.split(/\{\w+\}/).map((p) => p.replace(/\s+/g, " ").trim());
  // Too few words of its own to tell one message from another ("{n}", "{n}x").
  if (pieces.join("").length < 4) return false;
  return new RegExp(pieces.map(escape).join(".+?")).test(wanted);
}

let found = 0;
const paths = LANGUAGE_CODES.flatMap((lang) =>
  jsonFiles(join("content/i18n", lang)).map((file) => join("content/i18n", lang, file)),
);
for (const path of paths) {
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((line, index) => {
      const match = /^\s*("(?:[^"\\]|\\.)*")\s*:\s*("(?:[^"\\]|\\.)*")/.exec(line);
      if (!match) return;
      const text = JSON.parse(match[2]);
      if (text.includes(wanted) || templateMatches(text)) {
        found++;
        console.log(`${path}:${index + 1}  ${JSON.parse(match[1])}\n    ${text}`);
      }
    });
}
if (!found) {
  console.error(`No message contains "${wanted}". Try a shorter piece of it, without figures.`);
  process.exit(1);
}
