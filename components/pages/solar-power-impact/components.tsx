import { BatteryCharging, Droplets, Network, Sun, type LucideIcon } from "lucide-react";
import { FactCard } from "@/components/impact/fact-card";
import { formatFigure } from "@/components/impact/format-figure";
import type { components } from "@/content/impact-pages/solar";
import { requestWords } from "@/lib/request-language";

type SolarComponent = (typeof components)[number];

const icons: Record<SolarComponent["id"], LucideIcon> = {
  panels: Sun,
  battery: BatteryCharging,
  grid: Network,
  pumps: Droplets,
};

/** Spec §3 'Solar component': title, description and three spec values each. */
export function Components({ components }: { components: SolarComponent[] }) {
  const { lang, t } = requestWords();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {components.map((c) => (
        <FactCard
          key={c.id}
          icon={icons[c.id]}
          title={t(`solar-power-impact.component.${c.id}`)}
          description={t(`solar-power-impact.component.${c.id}.description`)}
          facts={c.stats.map((s) => ({
            id: s.id,
            label: t(`solar-power-impact.stat.${s.id}`),
            value:
              "figure" in s
                ? formatFigure(s.figure, lang, t)
                : t(`solar-power-impact.stat.${s.id}.value`),
          }))}
        />
      ))}
    </div>
  );
}
