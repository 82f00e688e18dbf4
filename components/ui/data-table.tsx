import type { ReactNode } from "react";
import { ScrollBox } from "@/components/ui/scroll-box";
import { cn } from "@/lib/utils";

export interface DataColumn {
  header: ReactNode;
  /** Figures line up on the right, in tabular digits. */
  numeric?: boolean;
  /** Classes for this column's body cells: a weight, no wrapping, a minimum width. */
  className?: string;
}

export interface DataRow {
  key: string;
  cells: ReactNode[];
}

/** Compact for tables inside cards and tabs; roomy for a page's own wide tables. */
const looks = {
  compact: {
    box: "rounded-lg",
    table: "",
    body: "",
    pad: "border-b px-3 py-2",
    head: "whitespace-nowrap text-foreground",
    cell: "align-top",
    figure: "whitespace-nowrap",
  },
  roomy: {
    box: "rounded-xl",
    table: "min-w-[36rem]",
    body: "divide-y",
    pad: "px-4 py-2.5",
    head: "",
    cell: "",
    figure: "",
  },
} as const;

interface DataTableProps {
  /** Read by screen readers only: the visible title sits above the table. */
  caption?: string;
  columns: DataColumn[];
  rows: DataRow[];
  /** A totals row, in bold. */
  footer?: ReactNode[];
  /** The first cell of each body row names the row (<th scope="row">). */
  rowHeaders?: boolean;
  density?: keyof typeof looks;
}

/** A table that scrolls sideways inside its own box on a phone, never the page. */
export function DataTable(props: DataTableProps) {
  const { caption, columns, rows, footer, rowHeaders, density = "compact" } = props;
  const look = looks[density];
  const cell = (value: ReactNode, i: number, body: boolean) => {
    const column = columns[i];
    if (body && rowHeaders && i === 0)
      return (
        <th key={i} scope="row" className={cn(look.pad, look.head, "font-medium")}>
          {value}
        </th>
      );
    const numeric = column?.numeric && cn("text-right tabular-nums", look.figure);
    return (
      <td key={i} className={cn(look.pad, look.cell, numeric, body && column?.className)}>
        {value}
      </td>
    );
  };
  return (
    <ScrollBox className={cn("border", look.box)}>
      <table className={cn("w-full text-left text-sm", look.table)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={cn(look.pad, look.head, "bg-muted font-semibold", {
                  "text-right": column.numeric,
                })}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={look.body || undefined}>
          {rows.map((row) => (
            <tr key={row.key}>{row.cells.map((value, i) => cell(value, i, true))}</tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr className="font-semibold">{footer.map((value, i) => cell(value, i, false))}</tr>
          </tfoot>
        )}
      </table>
    </ScrollBox>
  );
}
