import type { Disagreement } from "@/content/figures/disagreements";
import type { DeclaredLocal } from "./declared";
import { dateOrIdentifier, fromContent, type KnownFigure, type NumberClass } from "./classify";
import { pageTexts, type PageText, type TextKind } from "./read-html";
import { looksLike, signatureOf, type Findable } from "./signatures";
import { covers, latinDigits, numbersIn, type NumberToken } from "./tokens";

/**
 * The audit of the built site: every number on every page, classified, held against the
 * disagreement list. It fails on a number it cannot classify, on a reading of a listed figure
 * without its note (a note links to /figures), and, where no note can sit (a menu line, the
 * head's texts, the share card), on a listed figure in a menu line or on any reading but the
 * one the site leads with. Pure: tests give it planted HTML.
 */
export interface BuiltPage {
  /** The URL path as visited: "/hi/impact". */
  url: string;
  /** The page's language-free primary path: "/impact". */
  path: string;
  html: string;
  /** The share card's texts, which are drawn into a picture, not written in the HTML. */
  card?: readonly string[];
}

export interface PageRegistry {
  list: readonly Disagreement[];
  known: readonly KnownFigure[];
  /** Figures computed on a page from others: the value and what it is derived from. */
  derived: readonly { value: number; from: string }[];
  /** Figures /figures lists that are not in the list: where each is shown is recorded too. */
  shown: readonly Findable[];
  /** Figures declared local to one page (./declared.ts). */
  declared: readonly DeclaredLocal[];
}

export type ProblemKind = "unclassified" | "unknown-reading" | "no-note" | "noteless";

export interface Problem {
  url: string;
  kind: ProblemKind;
  where: TextKind;
  number: string;
  text: string;
  /** The id of the section it is in, if it has one. */
  section: string;
  /** The listed figure's id, for a reading. */
  entry?: string;
}

export interface PageAudit {
  problems: Problem[];
  /** Entry id → reading index → primary paths showing it (in any language). */
  shownOn: Map<string, Map<number, Set<string>>>;
  /** How many numbers fell in each class, for the report. */
  classes: Map<string, number>;
}

/** Plain whole numbers up to a dozen: counts of a list and ordinals ("3 phases", "step 2"). */
const SMALL_COUNT = 12;

/**
 * Which reading of `entry` the token is: its index, -1 for a number written like the entry's
 * readings with a value it has none of, undefined for a number that is not one. A nil reading
 * is only told from any other nothing by the entry's terms in the number's own text; a figure
 * the content gives closer to the number than any reading is that figure, not the reading.
 */
function readingOf(
  entry: Findable,
  token: NumberToken,
  text: string,
  context: string,
  registry: PageRegistry,
): number | undefined {
  const signature = signatureOf(entry);
  if (!looksLike(signature, token, text, context)) return undefined;
  if (entry.unit !== "phase" && dateOrIdentifier(token, text)) return undefined;
  const index = entry.readings.findIndex(
    (r) => covers(token, r.value) && (r.value !== 0 || !!signature.terms?.test(text)),
  );
  // Only a number named as the figure (its terms, or its unit word) is a reading it lacks.
  if (index < 0) return signature.terms || signature.after ? -1 : undefined;
  const distance = Math.abs(entry.readings[index]!.value - token.value);
  const closer = registry.known.some(
    (k) => k.measure !== (entry.measure ?? null) && Math.abs(k.value - token.value) < distance,
  );
  return closer ? undefined : index;
}

function classify(token: NumberToken, text: string, registry: PageRegistry): NumberClass | null {
  return (
    dateOrIdentifier(token, text) ??
    fromContent(token, registry.known, covers) ??
    derivedFrom(token, registry) ??
    null
  );
}

function derivedFrom(token: NumberToken, registry: PageRegistry): NumberClass | undefined {
  const hit = registry.derived.find((d) => covers(token, d.value));
  if (hit) return { class: "derived", from: hit.from };
  if (token.unit === "plain" && Number.isInteger(token.value) && token.value <= SMALL_COUNT)
    return { class: "derived", from: "a list's count or an ordinal" };
  return undefined;
}

/**
 * Where a figure is shown: the pages' own text, not the header, footer, menus, head texts and
 * share card every page carries, and not /figures, which lists every reading.
 */
function record(out: PageAudit, piece: PageText, id: string, index: number, path: string) {
  if (piece.kind !== "body" || piece.chrome || path === "/figures") return;
  const byReading = out.shownOn.get(id) ?? new Map<number, Set<string>>();
  byReading.set(index, (byReading.get(index) ?? new Set()).add(path));
  out.shownOn.set(id, byReading);
}

function auditText(page: BuiltPage, piece: PageText, registry: PageRegistry, out: PageAudit) {
  const text = latinDigits(piece.text);
  const context = latinDigits(piece.context);
  const problem = (kind: ProblemKind, token: NumberToken, entry?: string) =>
    out.problems.push({
      url: page.url,
      kind,
      where: piece.kind,
      number: token.raw,
      text,
      section: piece.section,
      entry,
    });
  const declared = registry.declared.filter((d) => d.path === page.path);
  for (const token of numbersIn(text)) {
    for (const figure of registry.shown)
      if (readingOf(figure, token, text, context, registry) === 0)
        record(out, piece, figure.id, 0, page.path);
    if (declared.some((d) => d.unit === token.unit && d.values.some((v) => covers(token, v)))) {
      out.classes.set("declared", (out.classes.get("declared") ?? 0) + 1);
      continue;
    }
    const reading = registry.list
      .map((entry) => ({ entry, index: readingOf(entry, token, text, context, registry) }))
      .find((r) => r.index !== undefined && r.index >= 0);
    const known = classify(token, text, registry);
    const key = reading ? "reading" : (known?.class ?? "unclassified");
    out.classes.set(key, (out.classes.get(key) ?? 0) + 1);
    if (reading) {
      const { entry, index } = reading;
      if (piece.kind === "body" && !piece.notes.has(entry.id)) problem("no-note", token, entry.id);
      if (piece.kind !== "body" && (piece.kind === "menu" || index !== 0))
        problem("noteless", token, entry.id);
      record(out, piece, entry.id, index!, page.path);
      continue;
    }
    if (known) continue;
    const like = registry.list.find((e) => readingOf(e, token, text, context, registry) === -1);
    problem(like ? "unknown-reading" : "unclassified", token, like?.id);
  }
}

export function auditPages(pages: readonly BuiltPage[], registry: PageRegistry): PageAudit {
  const out: PageAudit = { problems: [], shownOn: new Map(), classes: new Map() };
  const ids = new Set(registry.list.map((e) => e.id));
  for (const page of pages) {
    const texts = pageTexts(page.html, page.path === "/figures", ids);
    const card = (page.card ?? []).map((text): PageText => ({
      kind: "card",
      text,
      context: text,
      chrome: false,
      section: "",
      notes: new Set(),
    }));
    for (const piece of [...texts, ...card]) auditText(page, piece, registry, out);
  }
  return out;
}
