// Reading and editing a page that `next build` wrote: parsed with parse5, edited by splicing the
// original text at the offsets the parser gives, so that nothing but the edit changes.
import { parse } from "parse5";

/** Next's output no longer has the shape a step needs: the build stops and says where. */
export class PageShapeError extends Error {
  /** @param {string} path @param {string} expected */
  constructor(path, expected) {
    super(
      `${path}: expected ${expected}. Next.js may have changed what it writes; update the step.`,
    );
    this.name = "PageShapeError";
  }
}

/**
 * @typedef {{ nodeName: string, tagName?: string, attrs?: { name: string, value: string }[],
 *   childNodes?: Node[], content?: Node, sourceCodeLocation?: any }} Node
 * @typedef {{ path: string, html: string, document: Node }} Page
 */

/** @param {string} html @param {string} path the page's URL path, for messages */
export function readPage(html, path) {
  return { path, html, document: parse(html, { sourceCodeLocationInfo: true }) };
}

/** Every element of the page, in document order. @param {Node} node @returns {Generator<Node>} */
export function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
  if (node.content) yield* elements(node.content);
}

/** @param {Node} element @param {string} name @returns {string | undefined} */
export function attr(element, name) {
  return element.attrs?.find((a) => a.name === name)?.value;
}

/** @param {Page} page @param {string} tagName */
export function findAll(page, tagName) {
  return [...elements(page.document)].filter((el) => el.tagName === tagName);
}

/** The one element the step needs, or a PageShapeError. @param {Page} page @param {string} tagName */
export function findOne(page, tagName, expected = `one <${tagName}>`) {
  const found = findAll(page, tagName);
  if (found.length !== 1) throw new PageShapeError(page.path, `${expected}, found ${found.length}`);
  return /** @type {Node} */ (found[0]);
}

/** Where an element's start and end tags are in the page's text, or a PageShapeError. */
export function location(page, element, expected = `<${element.tagName}> written out in full`) {
  const at = element.sourceCodeLocation;
  if (!at?.startTag || !at?.endTag) throw new PageShapeError(page.path, expected);
  return at;
}

/** A script's text exactly as written, which is what a browser hashes for the policy. */
export function scriptText(page, script) {
  const at = location(page, script, "<script> with its end tag");
  return page.html.slice(at.startTag.endOffset, at.endTag.startOffset);
}

/** The inline scripts a browser runs (not structured data), with their text. @param {Page} page */
export function inlineScripts(page) {
  return findAll(page, "script")
    .filter((s) => attr(s, "src") === undefined && attr(s, "type") !== "application/ld+json")
    .map((element) => ({ element, text: scriptText(page, element) }));
}

/**
 * @typedef {{ start: number, end: number, text: string }} Edit a range of the text and its new text
 * @param {string} html @param {Edit[]} edits non-overlapping
 */
export function applyEdits(html, edits) {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  let out = html;
  for (const { start, end, text } of sorted) out = out.slice(0, start) + text + out.slice(end);
  return out;
}
