"use client";

import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { arrowIndex } from "@/lib/roving-focus";
import { cx } from "@/lib/cx";

/** The little the island needs to know about a tier; everything else arrives pre-rendered. */
export interface FamilyPlanTier {
  key: string;
  amount: number;
  titleId: string;
  amountId: string;
  /** "Family Transformer selected", announced when the tier is chosen. */
  selectedText: string;
  /** "Family Transformer · ₹50,000", naming each level's panels when JavaScript is off. */
  label: string;
}

interface TierRadioGroupProps {
  tiers: readonly FamilyPlanTier[];
  amount: number;
  labelledBy: string;
  selectedBadge: string;
  cards: Record<string, ReactNode>;
  onSelect: (amount: number) => void;
}

/**
 * The tier cards as one radio group (WAI-ARIA radio pattern): click or tap a card, or Tab into
 * the group and move with the arrow keys; the checked card is the one tab stop.
 */
export function TierRadioGroup({
  tiers,
  amount,
  labelledBy,
  selectedBadge,
  cards,
  onSelect,
}: TierRadioGroupProps) {
  const refs = useRef<(HTMLDivElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number) {
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      onSelect(tiers[index]!.amount);
      return;
    }
    const next = arrowIndex(event.key, index, tiers.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tiers[next]!.amount);
    refs.current[next]?.focus();
  }

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-4 lg:grid-cols-3">
      {tiers.map((tier, index) => {
        const checked = tier.amount === amount;
        return (
          <div
            key={tier.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            role="radio"
            aria-checked={checked}
            aria-labelledby={tier.titleId}
            aria-describedby={tier.amountId}
            tabIndex={checked ? 0 : -1}
            onClick={() => onSelect(tier.amount)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              "relative cursor-pointer rounded-xl border-2 bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/60",
              checked ? "border-primary ring-4 ring-primary/20" : "border-border",
            )}
          >
            {checked && (
              <Badge tone="primary" className="absolute top-4 right-4">
                {selectedBadge}
              </Badge>
            )}
            {cards[tier.key]}
          </div>
        );
      })}
    </div>
  );
}
