/** Small, dependency-free readers for the server's HTML: enough for links and ids. */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return String.fromCodePoint(n);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The markup without scripts, styles and comments, whose text is not part of the document. */
function markupOnly(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "");
}

function attributeValues(html: string, tag: string | null, attribute: string): string[] {
  const tags = new RegExp(`<${tag ?? "[a-z][\\w-]*"}\\b[^>]*>`, "gi");
  const attr = new RegExp(`\\s${attribute}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i");
  const values: string[] = [];
  for (const [element] of markupOnly(html).matchAll(tags)) {
    const match = attr.exec(element);
    if (match) values.push(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ""));
  }
  return values;
}

/** The href of every <a> element, as written. */
export function linkHrefs(html: string): string[] {
  return attributeValues(html, "a", "href");
}

/** Every id in the document. */
export function elementIds(html: string): Set<string> {
  return new Set(attributeValues(html, null, "id"));
}
