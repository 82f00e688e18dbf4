import { parse, type DefaultTreeAdapterMap } from "parse5";
import type { MessageUse, RenderedPage } from "@/lib/testing/render-pages";
import { translator } from "@/lib/messages";

// What the stage test (lib/stage-text.test.tsx) holds against a rendered page. Every rule reads
// the English words, so a rule covers a message in every language: the pages use the same
// messages in hi and cg as in en (the test checks that), only translated.

/** What the team's files say, as the rules need it. */
export interface Records {
  stage: "Pre-Implementation" | "Implementation" | "Completed";
  asOf: string;
  /** Whether any money is recorded as spent. */
  spent: boolean;
  /** Milestones recorded as achieved, by id. */
  achieved: string[];
}

const en = translator("en");
/** A message's English, as the page used it (a template as written). */
function english({ key, values, template }: MessageUse): string {
  return template ? en.template(key) : en(key, values);
}
/** The ledger records from the plan's first month: an item that ended before it is history. */
const PLAN_START = "2025-10";

/** Future tense about the launch: true only before it. */
const LAUNCH_FUTURE =
  /\b(before|from|at|until|with|after) (the )?launch\b|\blaunch(es)? (is )?(planned|in)\b|\bonce the programme launches\b|\b(once|when) (the programme|work) (starts|begins)\b|\bto be appointed\b|\bpre-?launch:|\bpre-implementation\b/i;
/** Messages about the time before launch, true in every stage (each says why). */
const PAST_BEFORE_LAUNCH = new Set<string>([
  "evidence.hero.badge", // "Baseline before launch": the baseline was measured then
  "impact-pages.timeline.beforeLaunch", // "Before launch, {year}": a baseline's date
  "transparency.progress.updated.baseline", // "Pre-launch baseline": a measure not yet updated
  "transparency.financial.monthStatus.preLaunch", // a month before the plan's start
  "transparency.financial.monthly.description", // says what the Pre-Launch label means
  "impact-pages.metrics.note", // the planning figures date "from before launch"
  "starlink-impact.phases.description", // "Phase 1 was the planning work before launch"
  "risk-management.risk.R3.mitigation", // the risk register: "kits ordered at launch"
  "implementation-timeline.plan.kits.mitigation", // the plan's month: "order at launch"
  "implementation-timeline.reporting.investment", // "updates from launch" on: true throughout
]);
/** Saying that nothing has begun. */
const NOT_STARTED =
  /\bnot (yet )?(been )?started\b|\b(has not|no \w+ has) begun\b|\bnothing has (started|begun)\b|\bpending start\b|\bnothing (has been |is )?(raised or )?spent\b/i;

/** A page's English sentence that speaks of the launch as still ahead, after it. */
export function launchSlips(page: RenderedPage, records: Records): string[] {
  if (records.stage === "Pre-Implementation") return [];
  return page.uses.flatMap((use) => {
    const text = english(use);
    const { key } = use;
    if (PAST_BEFORE_LAUNCH.has(key) || !LAUNCH_FUTURE.test(text)) return [];
    return [`${key}: "${text}" speaks of the launch as ahead, at stage ${records.stage}`];
  });
}

/** "Not started" (or "has not started") once money is recorded as spent. */
export function notStartedSlips(page: RenderedPage, records: Records): string[] {
  if (!records.spent) return [];
  return page.uses.flatMap((use) => {
    const text = english(use);
    return NOT_STARTED.test(text) ? [`${use.key}: "${text}" while spending is recorded`] : [];
  });
}

type Node = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["document"];
type Element = DefaultTreeAdapterMap["element"];

function text(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  return "childNodes" in node ? node.childNodes.map(text).join(" ") : "";
}

/** Each status word shown (a text node that is the word alone), with the text of its item. */
function statuses(html: string, words: RegExp): { word: string; item: string }[] {
  const found: { word: string; item: string }[] = [];
  function walk(node: Node, items: Element[]) {
    const inside = ["li", "tr", "article"].includes(node.nodeName)
      ? [...items, node as Element]
      : items;
    if (node.nodeName === "#text") {
      const word = (node as DefaultTreeAdapterMap["textNode"]).value
        .replace(/[()\s]+/g, " ")
        .trim();
      const item = inside.at(-1);
      if (words.test(word)) found.push({ word, item: item ? text(item).replace(/\s+/g, " ") : "" });
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child, inside);
  }
  walk(parse(html), []);
  return found;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** The last day an item's dates reach: quarters ("Q4 2025") and months ("Oct 2025"). */
function lastDate(item: string): string | undefined {
  // "Before launch, 2025": the work before the plan's first month.
  const ends: string[] = /\bBefore launch\b/.test(item) ? [`${PLAN_START}-00`] : [];
  for (const [, q, y] of item.matchAll(/\bQ([1-4]) (\d{4})\b/g))
    ends.push(`${y}-${String(Number(q) * 3).padStart(2, "0")}-31`);
  for (const [, m, y] of item.matchAll(
    /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* (\d{4})\b/g,
  ))
    ends.push(`${y}-${String(MONTHS.indexOf(m!) + 1).padStart(2, "0")}-31`);
  return ends.sort().at(-1);
}

/** Future tense about a quarter or month: "starts when the lab opens in Q1 2026". */
const FUTURE_DATED =
  /\b(will|starts when|begins when|opens? in|is due)\b[^.;]*?\b(?:in|from|by) (Q[1-4] \d{4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{4})/i;

/** A sentence that puts in the future a quarter or month that ended by the as-of date. */
export function pastFutureSlips(page: RenderedPage, records: Records): string[] {
  if (records.stage === "Pre-Implementation") return [];
  return page.uses.flatMap((use) => {
    const text = english(use);
    const date = FUTURE_DATED.exec(text)?.[2];
    const end = date && lastDate(date);
    return end && end < records.asOf
      ? [`${use.key}: "${text}" speaks of ${date} as ahead, by ${records.asOf}`]
      : [];
  });
}

/** An item shown "Upcoming" whose dates ended by the as-of date. */
export function upcomingSlips(page: RenderedPage, records: Records): string[] {
  if (page.lang !== "en") return [];
  return statuses(page.html, /^upcoming$/i).flatMap(({ item }) => {
    const end = lastDate(item);
    return end && end < records.asOf
      ? [`"Upcoming" on an item ended by ${records.asOf}: ${item}`]
      : [];
  });
}

/**
 * "Completed" or "Done" where no milestone that finishes something is achieved (a milestone
 * that starts something, "Start …", finishes nothing), unless the item is that milestone itself.
 */
export function completedSlips(page: RenderedPage, records: Records): string[] {
  if (page.lang !== "en") return [];
  const names = records.achieved.map((id) =>
    en(`timeline.phases.milestone.${id}` as never, { languages: 0 }),
  );
  const finishing = names.filter((name) => !/^(start|begin)\b/i.test(name));
  if (finishing.length > 0) return [];
  return statuses(page.html, /^(completed?|done)$/i).flatMap(({ word, item }) => {
    const end = lastDate(item);
    if (names.some((name) => item.includes(name)) || (end && end < `${PLAN_START}-01`)) return [];
    return [`"${word}" with no milestone achieved: ${item}`];
  });
}

/** The status words (English), by key, a page shows: the same in every language. */
export function statusKeys(page: RenderedPage): string[] {
  return page.uses
    .filter((use) => STATUS.test(english(use)))
    .map((use) => `${use.key} ${english(use)}`)
    .sort();
}
const STATUS = /^(upcoming|completed?|done|not started|in progress|ended|planned|active)$/i;
