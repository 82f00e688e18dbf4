import { Avatar } from "@/components/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { Leader } from "@/content/community";
import { translator } from "@/lib/messages";
import { requestWords } from "@/lib/request-language";

/** The village roles the programme will work with; their quotes are marked illustrative. */
export function Leaders({ leaders }: { leaders: Leader[] }) {
  const { lang, t } = requestWords();
  // Keyed by the English name, as before the words moved, so the English page stays byte-identical.
  const en = translator("en");
  return (
    <Section
      id="leaders"
      title={t("community.leaders.title")}
      description={t("community.leaders.description")}
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {leaders.map((leader) => {
          const name = t(`community.leader.${leader.id}.name` as const);
          return (
            <li key={en(`community.leader.${leader.id}.name`)}>
              <Card className="flex h-full flex-col gap-4">
                <div className="flex items-center gap-4">
                  <Avatar name={name} src={leader.avatar} />
                  <div className="min-w-0">
                    <CardTitle>{name}</CardTitle>
                    <p className="text-sm text-muted-foreground">
                      {t(`community.leader.${leader.id}.role` as const)}
                    </p>
                  </div>
                </div>
                <dl className="grid gap-3 text-sm">
                  <div>
                    <dt className="font-semibold">{t("community.leaders.experience")}</dt>
                    <dd className="text-muted-foreground">
                      {t(`community.leader.${leader.id}.experience` as const)}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">{t("community.leaders.support")}</dt>
                    <dd className="text-muted-foreground">
                      {t(`community.leader.${leader.id}.support` as const)}
                    </dd>
                  </div>
                </dl>
                <figure className="mt-auto rounded-lg bg-muted p-4">
                  <figcaption className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold">
                    {t("community.leaders.vision")}
                    <Badge tone="warning">{t("community.badge.illustrative")}</Badge>
                  </figcaption>
                  {/* Devanagari has no italic: a slanted Hindi line only looks broken. */}
                  <blockquote className={lang === "en" ? "italic" : undefined}>
                    “{t(`community.leader.${leader.id}.vision` as const)}”
                  </blockquote>
                </figure>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
