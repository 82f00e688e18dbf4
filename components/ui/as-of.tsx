import { AS_OF } from "@/content/ledger";
import { cx } from "@/lib/cx";
import { formatDate } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";

/**
 * "Figures as of {date}": the day the programme team last checked its files
 * (content/actuals/status.json), shown beside a page's headline money and progress figures.
 */
export function AsOf({ lang, className }: { lang: Lang; className?: string }) {
  const t = translator(lang);
  return (
    <p className={cx("text-xs text-muted-foreground", className)} data-as-of={AS_OF}>
      {t("ledger.asOf", { date: formatDate(AS_OF, lang) })}
    </p>
  );
}
