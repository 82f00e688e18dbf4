import { AlsoGiven } from "@/components/also-given";
import type { Ledger } from "@/lib/programme";

/**
 * The notes for the figures a section shows, once each: a figure the plan gives more than one
 * way gets its note (components/also-given.tsx), any other none. The page audit
 * (content/figures/pages) fails on a listed reading whose section lacks its note.
 */
export function FigureNotes({
  figures,
  className,
  ledger,
}: {
  figures: readonly { measure: string; shown: number }[];
  className?: string;
  /** The village's ledger, for the notes' one reading from the accounts. */
  ledger: Ledger;
}) {
  const seen = new Set<string>();
  const once = figures.filter((f) => !seen.has(f.measure) && seen.add(f.measure));
  if (once.length === 0) return null;
  return (
    <div className={className ?? "mt-4 space-y-1"}>
      {once.map((f) => (
        <AlsoGiven
          key={f.measure}
          measure={f.measure}
          shown={f.shown}
          className="mt-0"
          ledger={ledger}
        />
      ))}
    </div>
  );
}
