import { SiteLink } from "@/components/site-link";
import { disagreementsOf } from "@/content/figures/disagreements";
import { measureAliases } from "@/content/figures/measures";
import { formatReading } from "@/lib/figures";
import { localizePath } from "@/lib/i18n";
import { cx } from "@/lib/cx";
import type { Ledger } from "@/lib/programme";
import { requestWords } from "@/lib/request-language";

/**
 * The note beside a figure the plan gives more than one way: the other readings, and a link to
 * the figure's entry on /figures, which says where each appears and why they differ.
 * `measure` names the figure as content/figures/measures.ts does ("target.literacy"); `shown` is
 * the value the page shows beside it, and the note lists the other readings. A figure that is not
 * in the disagreement list gets no note, so a card can always ask for one.
 */
export function AlsoGiven({
  measure,
  shown,
  sum = false,
  className,
  ledger,
}: {
  measure: string;
  shown: number;
  /** `shown` is the sum of the figures above the note, which the page does not state: say it. */
  sum?: boolean;
  className?: string;
  /** The village's ledger: one reading of the list is its own accounts'. */
  ledger: Ledger;
}) {
  const { lang, t } = requestWords();
  const named = measureAliases[measure] ?? measure;
  const entry = disagreementsOf(ledger).find((d) => d.measure === named);
  if (!entry) return null;
  const { id } = entry;
  const others = entry.readings
    .filter((r) => r.value !== shown)
    .map((r) => formatReading(r, entry.unit, lang, t));
  return (
    <p className={cx("mt-1 text-xs text-muted-foreground", className)} data-also-given={id}>
      {sum &&
        `${t("figures.note.sum", { value: formatReading({ value: shown }, entry.unit, lang, t) })} `}
      {t("figures.note", { name: t(`figures.${id}.name`), readings: others.join(", ") })}{" "}
      <SiteLink
        href={localizePath(`/figures#${id}`, lang)}
        className="font-medium text-primary underline underline-offset-4"
      >
        {t("figures.note.link")}
      </SiteLink>
    </p>
  );
}
