import { Brain, Languages, Sprout, Users, type LucideIcon } from "lucide-react";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { teachingMethods } from "@/content/education";
import { requestWords } from "@/lib/request-language";

const icons: Record<(typeof teachingMethods)[number]["icon"], LucideIcon> = {
  Brain,
  Languages,
  Sprout,
  Users,
};

/** Four teaching methods. */
export function Methods({ methods }: { methods: typeof teachingMethods }) {
  const { t } = requestWords();
  return (
    <Section
      id="methods"
      title={t("education.methods.title")}
      description={t("education.methods.description", { count: methods.length })}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {methods.map((method) => {
          const Icon = icons[method.icon];
          return (
            <li key={method.id}>
              <Card className="h-full">
                <Icon aria-hidden className="size-8 text-primary" />
                <CardTitle className="mt-3">{t(`education.methods.${method.id}`)}</CardTitle>
                <CardDescription>{t(`education.methods.${method.id}.description`)}</CardDescription>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
