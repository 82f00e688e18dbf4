import { locate } from "./annotations";

// Markdown for the job summary, which GitHub renders as GitHub-flavoured Markdown (raw HTML
// allowed), so the team's own text is escaped before it goes in.

/** Text shown as written: no emphasis, link, HTML or table cell boundary from the team's files. */
export function plain(text: string): string {
  return text.replace(/[\\`*_[\]<>|~#]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

export function table(head: string[], rows: string[][], right = 1): string[] {
  const align = head.map((_, i) => (i >= right ? "---:" : "---"));
  return [head, align, ...rows].map((cells) => `| ${cells.join(" | ")} |`);
}

/** A checker message as a list item: the file and line first, then what it says. */
export function messageItem(message: string, root: string): string {
  const { file, line, text } = locate(message, root);
  if (file === undefined) return `- ${plain(text)}`;
  const where = line === undefined ? `\`${file}\`` : `\`${file}\` line ${line}`;
  return `- ${where}: ${plain(text)}`;
}
