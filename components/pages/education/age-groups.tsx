import { FigureNotes } from "@/components/figure-notes";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Section } from "@/components/ui/section";
import { maxAge, type AgeGroupProgramme } from "@/content/education";
import { formatNumber, formatPercent } from "@/lib/format";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

interface AgeGroupsProps extends PartProps {
  groups: AgeGroupProgramme[];
  /** The village's children, all of whom the groups teach. */
  students: number;
  literacyTarget: number;
}

/** Three age-group cards: students, literacy today against the target, programmes and outcomes. */
export function AgeGroups({ ledger, groups, students, literacyTarget }: AgeGroupsProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="age-groups"
      title={t("education.groups.title")}
      description={t("education.groups.description", {
        count: groups.length,
        students: formatNumber(students, lang),
      })}
    >
      <ul className="grid gap-4 lg:grid-cols-3">
        {groups.map((group) => {
          const title = t(`education.groups.${group.id}.title`);
          return (
            <li key={group.id}>
              <Card className="flex h-full flex-col gap-4">
                <div>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="primary">
                      {t("education.groups.ages", { range: group.ageGroup })}
                    </Badge>
                    <Badge>
                      {t("education.groups.students", {
                        count: formatNumber(group.students, lang),
                      })}
                    </Badge>
                  </div>
                  <CardTitle className="mt-3">{title}</CardTitle>
                </div>
                <div>
                  <div className="flex justify-between text-sm">
                    <span>
                      {t("education.groups.literacy")}:{" "}
                      <strong>{formatPercent(group.currentLiteracy, lang)}</strong>
                    </span>
                    <span>
                      {t("education.groups.target")}:{" "}
                      <strong>{formatPercent(group.targetLiteracy, lang)}</strong>
                    </span>
                  </div>
                  <ProgressBar
                    className="mt-2"
                    value={group.currentLiteracy}
                    max={100}
                    label={t("education.groups.progress", {
                      title,
                      current: formatNumber(group.currentLiteracy, lang),
                      target: formatNumber(group.targetLiteracy, lang),
                    })}
                  />
                </div>
                <List
                  heading={t("education.groups.programs")}
                  items={group.programs.map((id) => t(`education.groups.program.${id}`))}
                />
                <List
                  heading={t("education.groups.outcomes")}
                  items={group.outcomes.map((id) =>
                    t(`education.groups.outcome.${id}`, { age: formatNumber(maxAge(group), lang) }),
                  )}
                />
              </Card>
            </li>
          );
        })}
      </ul>
      <FigureNotes
        ledger={ledger}
        figures={[
          { measure: "population.children", shown: students },
          { measure: "target.literacy", shown: literacyTarget },
        ]}
      />
    </Section>
  );
}

function List({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold">{heading}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
