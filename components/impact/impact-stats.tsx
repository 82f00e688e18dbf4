import type { ReactNode } from "react";
import { Stat, StatGrid } from "@/components/ui/stat";
import { cn } from "@/lib/utils";

export interface StatItem {
  id: string;
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
}

/** The impact pages' grid of headline figures (hero strips, projections, gains), as a description list. */
export function ImpactStats({
  items,
  className,
}: {
  items: readonly StatItem[];
  className?: string;
}) {
  return (
    <StatGrid className={cn(items.length === 3 && "lg:grid-cols-3", className)}>
      {items.map((item) => (
        <Stat
          key={item.id}
          label={item.label}
          value={item.value}
          hint={item.hint}
          // Two figures share a phone's width: a smaller figure keeps a word like "computers" whole.
          className="break-words hyphens-auto [&>dd:first-of-type]:text-xl min-[400px]:[&>dd:first-of-type]:text-2xl"
        />
      ))}
    </StatGrid>
  );
}
