import { existsSync } from "node:fs";
import { problem, type Context } from "@/content/ledger/checks";
import { readText } from "@/content/ledger/decode";

// status.json as text: where a slip is, by line, for the problem's file:line.

/** Whether a parsed JSON value holds something at `path`. */
export function hasPath(value: unknown, path: readonly PropertyKey[]): boolean {
  let at: unknown = value;
  for (const key of path) {
    if (typeof at !== "object" || at === null || !(key in at)) return false;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return true;
}

/** The line of a JSON key in the file, for the problem's file:line. */
export function lineOf(text: string, key: string): number {
  const index = text.indexOf(`"${key}"`);
  return index < 0 ? 1 : text.slice(0, index).split("\n").length;
}

/** The file's JSON, or undefined with a problem on the line of the slip. */
export function parseJson(ctx: Context, text: string, shape: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const position = Number(/position (\d+)/.exec(String(error))?.[1] ?? 0);
    // A comma after the last field: JSON.parse stops at the brace after it; the slip is the comma.
    const comma = /,\s*$/.exec(text.slice(0, position));
    const at = comma && /^[}\]]/.test(text.slice(position)) ? comma.index : position;
    problem(
      ctx,
      text.slice(0, at).split("\n").length,
      comma && at === comma.index
        ? "there is a comma after the last line of fields, and JSON allows no comma after the last line"
        : "the file is not valid JSON (a comma, quote or brace is missing or extra)",
      comma && at === comma.index ? `Take that comma away. ${shape}` : shape,
    );
    return undefined;
  }
}

/**
 * A JSON file's text and value, or undefined with a problem: the file missing, unreadable as
 * UTF-8, or not valid JSON (on the line of the slip). `shape` says what the file holds.
 */
export function readJsonFile(
  ctx: Context,
  path: string,
  shape: string,
): { text: string; json: unknown } | undefined {
  if (!existsSync(path)) {
    problem(ctx, 1, "the file is missing", shape);
    return undefined;
  }
  const text = readText(ctx, path);
  if (text === undefined) return undefined;
  const json = parseJson(ctx, text, shape);
  return json === undefined ? undefined : { text, json };
}
