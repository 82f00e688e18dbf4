import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import type { FormatKind, RoiProjection } from "@/content/transparency-impact";
import { formatCrore, formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { requestWords } from "@/lib/request-language";

function formatValue(value: number, kind: FormatKind, lang: Lang, t: Translate): string {
  switch (kind) {
    case "rupees":
      return formatRupees(value, lang);
    case "crore":
      return formatCrore(value, lang, 2);
    case "percent":
      return formatPercent(value, lang);
    case "months":
      return t("transparency.impact.months", { n: formatNumber(value, lang) });
    case "count":
      return formatNumber(value, lang);
  }
}

/** ROI projections: each with today's value where there is one and the projected value. */
export function RoiProjections({ projections }: { projections: readonly RoiProjection[] }) {
  const { lang, t } = requestWords();
  return (
    <Card>
      <CardTitle>{t("transparency.impact.roi.title")}</CardTitle>
      <CardDescription>{t("transparency.impact.roi.description")}</CardDescription>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {projections.map((r) => (
          <li key={r.id} className="rounded-lg border p-4">
            <p className="font-semibold">{t(`transparency.roi.${r.id}.label`)}</p>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
              {r.now !== undefined && (
                <div>
                  <dt className="text-xs text-muted-foreground">
                    {t("transparency.impact.roi.now")}
                  </dt>
                  <dd className="text-lg font-bold tabular-nums">
                    {formatValue(r.now, r.format, lang, t)}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-xs text-muted-foreground">
                  {t("transparency.impact.roi.projected")}
                </dt>
                <dd className="text-lg font-bold text-primary tabular-nums">
                  {formatValue(r.projected, r.format, lang, t)}
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-sm text-muted-foreground">
              {t(`transparency.roi.${r.id}.note`)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
