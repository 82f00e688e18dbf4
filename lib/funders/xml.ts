/**
 * A small XML writer for the funders' files (lib/funders/iati.ts): elements as data, written with
 * every attribute and text escaped, so a payee's "&" or a reason's "<" never breaks the file.
 */
import { escapeXml } from "@/lib/xml-escape";

/** An element: its name, its attributes (undefined ones are left out) and its children. */
export interface XmlElement {
  name: string;
  attrs?: Record<string, string | number | undefined>;
  children?: XmlNode[];
}
/** A child: an element, text, or nothing (left out, so lists can hold conditionals). */
export type XmlNode = XmlElement | string | null | undefined | false;

/** Nothing to write: null, undefined, false, or empty text (so `name && el(…)` can stand in a list). */
const isNothing = (node: XmlNode): node is null | undefined | false | "" =>
  node === null || node === undefined || node === false || node === "";

/** An element, with its children in the order given: the IATI schema's sequences fix that order. */
export const el = (
  name: string,
  attrs?: XmlElement["attrs"],
  ...children: (XmlNode | XmlNode[])[]
): XmlElement => ({ name, attrs, children: children.flat() });

function write(node: XmlNode, depth: number, out: string[]): void {
  if (isNothing(node)) return;
  const pad = "  ".repeat(depth);
  if (typeof node === "string") {
    out.push(pad + escapeXml(node));
    return;
  }
  const attrs = Object.entries(node.attrs ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join("");
  const children = (node.children ?? []).filter(
    (c) => c !== null && c !== undefined && c !== false,
  );
  if (children.length === 0) out.push(`${pad}<${node.name}${attrs}/>`);
  else if (children.length === 1 && typeof children[0] === "string") {
    out.push(`${pad}<${node.name}${attrs}>${escapeXml(children[0])}</${node.name}>`);
  } else {
    out.push(`${pad}<${node.name}${attrs}>`);
    for (const child of children) write(child, depth + 1, out);
    out.push(`${pad}</${node.name}>`);
  }
}

/** A whole document: the declaration, then the root element, indented two spaces a level. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join("\n")}\n`;
}
