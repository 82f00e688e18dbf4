import { Cpu, HeartPulse, Receipt, Sprout, Sun, Wifi } from "lucide-react";
import type { SystemicSolution } from "@/content/framework-strategy";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { figureVars } from "./figures";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

const icons: Record<SystemicSolution["id"], typeof Wifi> = {
  connectivity: Wifi,
  learning: Cpu,
  health: HeartPulse,
  energy: Sun,
  livelihoods: Sprout,
  accountability: Receipt,
};

/** The shared systems, with the age groups each one serves. */
export function SystemicSolutions({
  ledger,
  solutions,
}: PartProps & { solutions: readonly SystemicSolution[] }) {
  const { lang, t } = requestWords();
  return (
    <div className="border-y bg-muted/40">
      <Section
        id="systemic-solutions"
        title={t("our-plan.systemic.title")}
        description={t("our-plan.systemic.description", { count: solutions.length })}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {solutions.map((s) => {
            const Icon = icons[s.id];
            return (
              <li key={s.id}>
                <Card className="h-full">
                  <CardTitle className="flex items-center gap-2">
                    <Icon aria-hidden className="size-5 text-primary" />
                    {t(`our-plan.systemic.${s.id}`)}
                  </CardTitle>
                  <CardDescription>
                    {t(`our-plan.systemic.${s.id}.body`, figureVars(s.figures, lang))}
                  </CardDescription>
                  {s.figures.kw && "n" in s.figures.kw && (
                    <AlsoGiven ledger={ledger} measure="plan.solarKw" shown={s.figures.kw.n} />
                  )}
                  <p className="mt-3 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <span>{t("our-plan.systemic.serves")}:</span>
                    {s.serves.map((g) => (
                      <Badge key={g}>{t(`our-plan.group.${g}`)}</Badge>
                    ))}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>
    </div>
  );
}
