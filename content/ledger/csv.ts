/**
 * CSV as the programme team's spreadsheet saves it, each row with the line it starts on (for the
 * checks' file:line). content/ledger/table.ts checks what it reads.
 */

export interface CsvRow {
  /** The line the row starts on, counting the header as line 1. */
  line: number;
  fields: string[];
  /** A quoted field on this row runs to the end of the file. */
  unclosedQuote?: true;
}

/**
 * CSV as a spreadsheet saves it: a byte-order mark, CRLF or LF line ends, fields in double quotes
 * (holding commas, doubled quotes or line breaks), spaces around values, and empty lines (which
 * are skipped). Each row keeps the line it starts on.
 */
export function readCsvRows(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const push = (line: number, fields: string[]) => {
    if (fields.some((f) => f !== "")) rows.push({ line, fields });
  };
  let start = 0;
  let line = 1;
  while (start < source.length) {
    let end = source.indexOf("\n", start);
    if (end < 0) end = source.length;
    const raw = source.slice(start, end);
    const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (!text.includes('"')) {
      // Most lines: no quotes, so a comma always ends a field.
      push(
        line,
        text.split(",").map((f) => f.trim()),
      );
      start = end + 1;
      line += 1;
      continue;
    }
    // A line with quotes: read field by field; a quoted field may run over line breaks.
    const rowLine = line;
    const fields: string[] = [];
    let unclosed = false;
    let i = start;
    for (;;) {
      while (source[i] === " " || source[i] === "\t") i += 1;
      if (source[i] === '"') {
        let value = "";
        i += 1;
        for (;;) {
          const quote = source.indexOf('"', i);
          if (quote < 0) {
            value += source.slice(i);
            i = source.length;
            unclosed = true;
            break;
          }
          value += source.slice(i, quote);
          if (source[quote + 1] === '"') {
            value += '"';
            i = quote + 2;
          } else {
            i = quote + 1;
            break;
          }
        }
        line += (value.match(/\n/g) ?? []).length;
        // Anything between the closing quote and the next comma is kept (a spreadsheet writes
        // none); spaces there are dropped.
        let rest = "";
        while (i < source.length && source[i] !== "," && source[i] !== "\n" && source[i] !== "\r") {
          rest += source[i];
          i += 1;
        }
        fields.push(value + rest.trim());
      } else {
        let next = i;
        while (
          next < source.length &&
          source[next] !== "," &&
          source[next] !== "\n" &&
          source[next] !== "\r"
        ) {
          next += 1;
        }
        fields.push(source.slice(i, next).trim());
        i = next;
      }
      if (source[i] === ",") {
        i += 1;
        continue;
      }
      if (source[i] === "\r") i += 1;
      if (source[i] === "\n") i += 1;
      break;
    }
    if (unclosed) {
      rows.push({ line: rowLine, fields, unclosedQuote: true });
      break;
    }
    push(rowLine, fields);
    start = i;
    line += 1;
  }
  return rows;
}
