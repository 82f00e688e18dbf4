import { parse } from "parse5";

/**
 * A built page as the audit reads it: every piece of text a visitor can see, with where it sits.
 * `body` text can carry a note beside it; `menu` lines (inside <nav>), `head` texts (title, meta
 * description, share texts) and `card` texts (the share card's picture) cannot.
 */
export type TextKind = "body" | "menu" | "head" | "card";

export interface PageText {
  kind: TextKind;
  text: string;
  /** The surrounding words that say what a number in `text` is (its block, or the text itself). */
  context: string;
  /** In the site's header, footer or a menu, which every page carries: not the page's own. */
  chrome: boolean;
  /** The nearest section's id, to say where on the page ("" if it has none). */
  section: string;
  /** The ids of the notes (`data-also-given`) in the nearest section around the text. */
  notes: ReadonlySet<string>;
}

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/** Never shown as text. */
const silent = new Set(["script", "style", "template", "svg", "math", "head"]);
/** The section a note covers: the nearest of these around it. */
const sectioning = new Set(["section", "article", "aside", "main", "header", "footer", "body"]);
/**
 * A section or article inside a section is a part of it (a phase's months, a story's hour): the
 * note of the whole covers it.
 */
const covering = (node: Node, ancestors: readonly Node[]) =>
  !!node.tagName && sectioning.has(node.tagName) && !ancestors.some((a) => a.tagName === "section");
/** A label long enough to say what a number is; a row is no longer than a few lines. */
const LABEL_LETTERS = 12;
const CONTEXT_CHARS = 80;

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;

const texts = new WeakMap<Node, string>();

function textOf(node: Node): string {
  if (node.nodeName === "#text") return node.value ?? "";
  if (node.tagName && silent.has(node.tagName)) return "";
  let text = texts.get(node);
  if (text === undefined) {
    text = (node.childNodes ?? []).map(textOf).join(" ");
    texts.set(node, text);
  }
  return text;
}

const sectionNotes = new WeakMap<Node, Set<string>>();

/** The notes inside each section, and on /figures each entry's own card (id = the entry's id). */
function collectNotes(
  node: Node,
  open: Set<string>[],
  figuresPage: boolean,
  ids: Set<string>,
  ancestors: Node[] = [],
) {
  const here = covering(node, ancestors) ? new Set<string>() : undefined;
  const stack = here ? [...open, here] : open;
  const note = attr(node, "data-also-given") ?? (figuresPage ? attr(node, "id") : undefined);
  if (note && (ids.has(note) || attr(node, "data-also-given"))) for (const s of stack) s.add(note);
  if (here) sectionNotes.set(node, here);
  for (const child of node.childNodes ?? [])
    collectNotes(child, stack, figuresPage, ids, [...ancestors, node]);
}

const none: ReadonlySet<string> = new Set();

/** Words of a text, not digits or signs: a row's label. */
const letters = (text: string) => text.replace(/[^\p{L}]/gu, "").length;

/**
 * The words that say what a number is: its row (the nearest element around it with a label of
 * a dozen letters or more, within a few lines), and the last heading before it (a card's title).
 */
function contextOf(path: readonly Node[], heading: string): string {
  let at = path.length - 1;
  while (at > 0 && letters(textOf(path[at]!)) < LABEL_LETTERS) {
    if (textOf(path[at - 1]!).length > 5 * CONTEXT_CHARS) break;
    at--;
  }
  return `${heading} · ${textOf(path[Math.max(at, 0)]!)}`.replace(/\s+/g, " ");
}

interface Walk {
  out: PageText[];
  /** The last heading's text, in document order. */
  heading: string;
}

function collectTexts(node: Node, path: Node[], walk: Walk, inNav: boolean, hidden: boolean) {
  if (node.nodeName === "#text") {
    const text = node.value ?? "";
    // Hidden text is skipped, but for a menu's panel, which opens on a click.
    if (!text.trim() || (hidden && !inNav)) return;
    const section = [...path].reverse().find((n, i, up) => covering(n, up.slice(i + 1)));
    walk.out.push({
      kind: inNav ? "menu" : "body",
      text,
      context: contextOf(path, walk.heading),
      chrome:
        inNav ||
        (path.some((n) => n.tagName === "header" || n.tagName === "footer") &&
          !path.some((n) => n.tagName === "main")),
      section: (section && attr(section, "id")) ?? "",
      notes: (section && sectionNotes.get(section)) ?? none,
    });
    return;
  }
  if (node.tagName && silent.has(node.tagName)) return;
  // A note's own text names the other readings: it is the explanation, not a figure to note.
  if (attr(node, "data-also-given") !== undefined) return;
  const nav = inNav || node.tagName === "nav";
  const isHidden = hidden || attr(node, "hidden") !== undefined;
  for (const child of node.childNodes ?? [])
    collectTexts(child, [...path, node], walk, nav, isHidden);
  if (node.tagName && /^h[1-6]$/.test(node.tagName)) walk.heading = textOf(node);
}

/** The head's texts a visitor sees in a tab, a search result or a shared link. */
const headMeta = new Set([
  "description",
  "og:title",
  "og:description",
  "og:image:alt",
  "twitter:title",
  "twitter:description",
  "twitter:image:alt",
]);

function headTexts(document: Node): PageText[] {
  const out: PageText[] = [];
  const visit = (node: Node) => {
    if (node.tagName === "title") out.push(headText(textOf(node)));
    const name = (node.tagName === "meta" && (attr(node, "name") ?? attr(node, "property"))) || "";
    if (headMeta.has(name)) out.push(headText(attr(node, "content") ?? ""));
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(document);
  return out;
}

const headText = (text: string): PageText => ({
  kind: "head",
  text,
  context: text,
  chrome: false,
  section: "",
  notes: none,
});

/**
 * Every text of a built page. `entryIds` are the disagreement list's ids: on /figures each
 * entry's card is the note for its own readings.
 */
export function pageTexts(html: string, figuresPage: boolean, entryIds: Set<string>): PageText[] {
  // Without scripts, as the site must be complete: <noscript> content is read as markup.
  const document = parse(html, { scriptingEnabled: false }) as unknown as Node;
  collectNotes(document, [], figuresPage, entryIds);
  const walk: Walk = { out: [], heading: "" };
  collectTexts(document, [], walk, false, false);
  return [...headTexts(document), ...walk.out];
}
