import { cx } from "@/lib/cx";
import { formatDate } from "@/lib/format";
import type { Ledger } from "@/lib/programme";
import { requestWords } from "@/lib/request-language";

/**
 * "Figures as of {date}": the day the village's team last checked its files (its status.json,
 * in the ledger the page is given), shown beside a page's headline money and progress figures.
 * A view, not a primitive: it reads the messages.
 */
export function AsOf({ ledger, className }: { ledger: Pick<Ledger, "asOf">; className?: string }) {
  const { lang, t } = requestWords();
  const { asOf } = ledger;
  return (
    <p className={cx("text-xs text-muted-foreground", className)} data-as-of={asOf}>
      {t("ledger.asOf", { date: formatDate(asOf, lang) })}
    </p>
  );
}
