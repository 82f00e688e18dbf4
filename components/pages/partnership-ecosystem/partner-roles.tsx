import { Building2, Cpu, GraduationCap, Landmark, Stethoscope, Users } from "lucide-react";
import type { PartnerRole } from "@/content/partnerships";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { translator } from "@/lib/messages";
import { requestWords } from "@/lib/request-language";

/** English text as React list keys, as before the copy moved to the dictionaries. */
const en = translator("en");

const icons: Record<PartnerRole["id"], typeof Landmark> = {
  government: Landmark,
  csr: Building2,
  technology: Cpu,
  healthcare: Stethoscope,
  academic: GraduationCap,
  community: Users,
};

/** The six partner roles: who, what part they play, what they bring. No partner is named. */
export function PartnerRoles({ partnerRoles }: { partnerRoles: readonly PartnerRole[] }) {
  const { t } = requestWords();
  return (
    <Section
      id="roles"
      title={t("partnership-ecosystem.roles.title")}
      description={t("partnership-ecosystem.roles.description", { count: partnerRoles.length })}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {partnerRoles.map((r) => {
          const Icon = icons[r.id];
          return (
            <li key={r.id}>
              <Card className="h-full">
                <CardTitle className="flex items-center gap-2">
                  <Icon aria-hidden className="size-5 text-primary" />
                  {t(`partnership-ecosystem.role.${r.id}`)}
                </CardTitle>
                <CardDescription>{t(`partnership-ecosystem.role.${r.id}.part`)}</CardDescription>
                <dl className="mt-3 space-y-2 text-sm">
                  <div>
                    <dt className="font-semibold">{t("partnership-ecosystem.roles.who")}</dt>
                    <dd className="text-muted-foreground">
                      {t(`partnership-ecosystem.role.${r.id}.who`)}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">
                      {t("partnership-ecosystem.roles.contributes")}
                    </dt>
                    <dd>
                      <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
                        {r.contributes.map((c) => (
                          <li key={en(`partnership-ecosystem.contribution.${c}`)}>
                            {t(`partnership-ecosystem.contribution.${c}`)}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
