import { isAbsolute, relative, resolve } from "node:path";

// GitHub Actions' workflow commands: `::error file=…,line=…::message` puts the message on that
// line of the file in the pull request's "Files changed" view.
// https://docs.github.com/actions/reference/workflow-commands-for-github-actions

/** A message's data: %, CR and LF escaped, as the runner reads them back. */
export function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** A property's value (the file): also `:` and `,`, which separate properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

export interface Located {
  /** The file, relative to the repository's root when it is inside it. */
  file?: string;
  line?: number;
  /** What is wrong and what is allowed, without the file and line. */
  text: string;
}

/**
 * Splits a checker message, `<file label>:<line>: what. What is allowed.`, into its parts. The
 * label is a path from the working directory (or absolute); `root` is the repository's root.
 */
export function locate(message: string, root: string, cwd: string = process.cwd()): Located {
  const m = /^(.+?):(\d+): ([\s\S]*)$/.exec(message);
  if (!m) return { text: message };
  const path = resolve(cwd, m[1]!);
  const inside = relative(root, path);
  const file = inside.startsWith("..") || isAbsolute(inside) ? path : inside;
  return { file, line: Number(m[2]), text: m[3]! };
}

/** One workflow command: `::error file=content/villages/pilot/actuals/expenses.csv,line=4::what is wrong`. */
export function annotation(kind: "error" | "warning", message: string, root: string): string {
  const { file, line, text } = locate(message, root);
  const where = [
    file === undefined ? undefined : `file=${escapeProperty(file)}`,
    line === undefined ? undefined : `line=${line}`,
  ].filter(Boolean);
  const properties = where.length ? ` ${where.join(",")}` : "";
  return `::${kind}${properties}::${escapeData(text)}`;
}

/** GitHub shows 10 annotations of each kind per step; more are dropped without a word. */
export const ANNOTATIONS_PER_KIND = 10;

/** The log lines for one kind: the first ten as annotations, the rest as plain lines. */
export function workflowLines(kind: "error" | "warning", messages: string[], root: string) {
  const lines = messages.map((m, i) =>
    i < ANNOTATIONS_PER_KIND ? annotation(kind, m, root) : `${kind}: ${m}`,
  );
  const unmarked = messages.length - ANNOTATIONS_PER_KIND;
  if (unmarked > 0) {
    lines.push(
      `GitHub marks ${ANNOTATIONS_PER_KIND} ${kind}s on their lines; the other ${unmarked} are above and in the job summary.`,
    );
  }
  return lines;
}
