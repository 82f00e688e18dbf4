import { cx } from "@/lib/cx";
import { formatDate } from "@/lib/format";
import { getPilot } from "@/lib/programme";
import { requestWords } from "@/lib/request-language";

/**
 * "Figures as of {date}": the day the programme team last checked its files
 * (the pilot's status.json through lib/programme), shown beside a page's headline money and
 * progress figures. A view, not a primitive: it reads the programme and the messages.
 */
export function AsOf({ className }: { className?: string }) {
  const { lang, t } = requestWords();
  const { asOf } = getPilot().ledger;
  return (
    <p className={cx("text-xs text-muted-foreground", className)} data-as-of={asOf}>
      {t("ledger.asOf", { date: formatDate(asOf, lang) })}
    </p>
  );
}
