import { FigureNotes } from "@/components/figure-notes";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { BeforeAfter } from "@/content/impact";
import { formatNumber } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { formatImpactValue } from "./format-value";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** "4x" for money (to one decimal at most), "+42 points" for percentages (a multiple of a 0% baseline means nothing). */
function change(row: BeforeAfter, lang: Lang, t: Translate): string {
  if (row.format === "percent" || row.multiple === null) {
    return t("impact.beforeAfter.points", { n: formatNumber(row.after - row.before, lang) });
  }
  return t("impact.beforeAfter.times", {
    n: formatNumber(Math.round(row.multiple * 10) / 10, lang),
  });
}

function Bar({ value, max, className }: { value: number; max: number; className: string }) {
  return (
    <div aria-hidden className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
      <div
        className={`h-full rounded-full ${className}`}
        style={{ width: `${(value / max) * 100}%` }}
      />
    </div>
  );
}

interface BeforeAfterProps extends PartProps {
  rows: BeforeAfter[];
  /** The literacy target, whose note the section carries. */
  literacyTarget: number;
}

/** The village at baseline and at target, with the change computed. */
export function BeforeAfterSection({ ledger, rows, literacyTarget }: BeforeAfterProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="before-after"
      title={t("impact.beforeAfter.title")}
      description={t("impact.beforeAfter.description")}
      className="bg-muted/30"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => (
          <li key={row.id}>
            <Card className="h-full">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <CardTitle className="text-base">{t(`impact.beforeAfter.${row.id}`)}</CardTitle>
                <Badge tone="success">
                  <span className="sr-only">{t("impact.beforeAfter.change")}: </span>
                  {change(row, lang, t)}
                </Badge>
              </div>
              <dl className="mt-4 space-y-3 text-sm">
                <div className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1">
                  <dt className="text-muted-foreground">{t("impact.beforeAfter.before")}</dt>
                  <dd className="font-semibold tabular-nums">
                    {formatImpactValue(row.before, row.format, lang, t)}
                  </dd>
                  <dd className="col-span-2">
                    <Bar value={row.before} max={row.after} className="bg-muted-foreground" />
                  </dd>
                </div>
                <div className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1">
                  <dt className="text-muted-foreground">{t("impact.beforeAfter.after")}</dt>
                  <dd className="font-semibold text-primary tabular-nums">
                    {formatImpactValue(row.after, row.format, lang, t)}
                  </dd>
                  <dd className="col-span-2">
                    <Bar value={row.after} max={row.after} className="bg-primary" />
                  </dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "target.literacy", shown: literacyTarget }]}
      />
    </Section>
  );
}
