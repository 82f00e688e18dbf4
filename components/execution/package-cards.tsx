import { Check } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { TextLine } from "./roadmap-text";

export interface PackageCardData {
  key: string;
  name: string;
  price: string;
  facts: string[];
  highlights: TextLine[];
}

/** Priced offers (tourism packages) as cards: name, price, key facts and highlights. */
export function PackageCards({ items }: { items: PackageCardData[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {items.map((item) => (
        <li key={item.key}>
          <Card className="flex h-full flex-col">
            <h4 className="leading-snug font-semibold">{item.name}</h4>
            <p className="mt-2 text-2xl font-bold text-primary tabular-nums">{item.price}</p>
            <ul className="mt-2 space-y-0.5 text-sm text-muted-foreground">
              {item.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            <ul className="mt-4 space-y-1.5 border-t pt-3 text-sm">
              {item.highlights.map((highlight) => (
                <li key={highlight.key} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>{highlight.text}</span>
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
