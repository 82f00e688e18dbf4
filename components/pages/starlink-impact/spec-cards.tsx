import { Gauge, IndianRupee, Wifi, type LucideIcon } from "lucide-react";
import { FactCard } from "@/components/impact/fact-card";
import { formatFigure } from "@/components/impact/format-figure";
import type { specCards } from "@/content/impact-pages/starlink";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

const icons: Record<(typeof specCards)[number]["id"], LucideIcon> = {
  performance: Gauge,
  coverage: Wifi,
  economics: IndianRupee,
};

interface SpecCardsProps extends PartProps {
  cards: typeof specCards;
  /** The investment the economics card states, whose note it carries. */
  investment: number;
}

/** The three specification cards: speed and reliability, coverage, costs and returns. */
export function SpecCards({ ledger, cards, investment }: SpecCardsProps) {
  const { lang, t } = requestWords();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {cards.map((card) => (
        <FactCard
          key={card.id}
          icon={icons[card.id]}
          title={t(`starlink-impact.spec.${card.id}`)}
          facts={card.stats.map((s) => ({
            id: s.id,
            label: t(`starlink-impact.stat.${s.id}`),
            value: formatFigure(s.figure, lang, t),
          }))}
        />
      ))}
      <AlsoGiven
        ledger={ledger}
        measure="category.starlink.budget"
        shown={investment}
        className="md:col-span-3"
      />
    </div>
  );
}
