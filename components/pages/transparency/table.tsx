import type { ComponentProps } from "react";
import { ScrollBox } from "@/components/ui/scroll-box";
import { cn } from "@/lib/utils";

/** A table that scrolls inside its own box on a narrow screen, so the page never does. */
export function DataTable({ className, children, ...props }: ComponentProps<"table">) {
  return (
    <ScrollBox className="rounded-lg border">
      <table className={cn("w-full text-left text-sm", className)} {...props}>
        {children}
      </table>
    </ScrollBox>
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      className={cn(
        "border-b bg-muted px-3 py-2 font-semibold whitespace-nowrap text-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("border-b px-3 py-2 align-top", className)} {...props} />;
}

/** A cell holding a number: right-aligned, tabular figures. */
export function NumTd({ className, ...props }: ComponentProps<"td">) {
  return <Td className={cn("text-right whitespace-nowrap tabular-nums", className)} {...props} />;
}
