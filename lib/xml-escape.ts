// Characters XML 1.0 does not allow at all (a control character pasted from a spreadsheet).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text as XML character data or a double-quoted attribute's value (the feeds, the IATI file):
 * escaped, and characters XML cannot hold dropped. An apostrophe stays as it is: no attribute is
 * single-quoted.
 */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
