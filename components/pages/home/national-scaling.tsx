import { Globe, Languages, ShieldCheck, Sun } from "lucide-react";
import { capabilityIds, replicationSteps } from "@/content/home/plan";
import { Card } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { NationalProjections, type Projections } from "./national-projections";
import { formatNumber } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

const capabilityIcons = {
  connectivity: Globe,
  languages: Languages,
  energy: Sun,
  transparency: ShieldCheck,
};

/** National scaling (spec §2): the four-step framework, capability cards, projections and a call to action. */
export function NationalScaling({ projections }: { projections: Projections }) {
  const { lang, t } = requestWords();
  const villages = formatNumber(projections.villages, lang);
  return (
    <div className="border-y bg-muted/40">
      <Section
        id="national-scaling"
        title={t("national.title", { villages })}
        description={t("national.description")}
      >
        <div className="space-y-10">
          <div>
            <h3 className="text-xl font-semibold">
              {t("national.steps", { count: replicationSteps.length })}
            </h3>
            <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {replicationSteps.map((id, i) => (
                <li key={id}>
                  <Card className="h-full">
                    <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                      {i + 1}
                    </span>
                    <span className="sr-only">{t("national.step", { n: i + 1 })}: </span>
                    <h4 className="mt-3 font-semibold">{t(`national.step.${id}.title`)}</h4>
                    <p className="mt-1 text-sm text-muted-foreground">
                      {t(`national.step.${id}.description`)}
                    </p>
                  </Card>
                </li>
              ))}
            </ol>
          </div>

          <div>
            <h3 className="text-xl font-semibold">{t("national.capabilities")}</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {capabilityIds.map((id) => {
                const Icon = capabilityIcons[id];
                return (
                  <li key={id}>
                    <Card className="h-full">
                      <Icon aria-hidden className="size-6 text-primary" />
                      <h4 className="mt-3 font-semibold">{t(`national.capability.${id}.title`)}</h4>
                      <p className="mt-1 text-sm text-muted-foreground">
                        {t(`national.capability.${id}.description`)}
                      </p>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </div>

          <NationalProjections projections={projections} />
        </div>
      </Section>
    </div>
  );
}
