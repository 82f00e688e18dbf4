import type { ReactNode } from "react";
import { ScrollBox } from "@/components/ui/scroll-box";
import { cn } from "@/lib/utils";

export interface DataColumn {
  header: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}

interface DataTableProps {
  caption: string;
  columns: DataColumn[];
  /** One row per item; the first cell is the row's header. */
  rows: { key: string; cells: ReactNode[] }[];
}

/** A portfolio table that scrolls sideways inside itself on a phone, never the page. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <ScrollBox className="rounded-xl border">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn("px-4 py-2.5 font-semibold", column.numeric && "text-right")}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-4 py-2.5 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={i}
                    className={cn("px-4 py-2.5", columns[i]?.numeric && "text-right tabular-nums")}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
