import { riskLevels, severity, type RiskLevel } from "@/content/risks";
import { cn } from "@/lib/utils";
import { levelKey, severityBand, type SeverityBand } from "./risk-levels";
import { riskText, type RiskRegister } from "./risk-text";
import { requestWords } from "@/lib/request-language";

const bandClass: Record<SeverityBand, string> = {
  low: "border-success/50 bg-success/10",
  medium: "border-warning/50 bg-warning/10",
  high: "border-danger/50 bg-danger/15",
};

/** Anchor of a risk's row in <RiskTable>. */
export function riskAnchor(id: string): string {
  return `risk-${id.toLowerCase()}`;
}

function Cell({
  probability,
  impact,
  register: { risks, figures },
}: {
  probability: RiskLevel;
  impact: RiskLevel;
  register: RiskRegister;
}) {
  const { lang, t } = requestWords();
  const cell = risks.filter((r) => r.probability === probability && r.impact === impact);
  return (
    <td
      className={cn(
        "h-20 rounded-lg border p-1.5 align-top sm:h-24 sm:p-2",
        bandClass[severityBand(severity(probability, impact))],
      )}
    >
      {cell.length === 0 ? (
        <span className="text-muted-foreground">
          <span aria-hidden>–</span>
          <span className="sr-only">{t("risk-management.matrix.empty")}</span>
        </span>
      ) : (
        <ul className="flex flex-wrap gap-1">
          {cell.map((r) => {
            const text = riskText(t, lang, r.id, "risk", figures);
            return (
              <li key={r.id}>
                <a
                  href={`#${riskAnchor(r.id)}`}
                  title={text}
                  aria-label={`${r.id}: ${text}`}
                  className="inline-block rounded-md border border-border bg-card px-1.5 py-0.5 text-xs font-semibold text-foreground tabular-nums hover:bg-accent"
                >
                  {r.id}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </td>
  );
}

/**
 * The 3 × 3 probability × impact grid, rendered on the server as a real table: rows are
 * probability (High at the top), columns impact. Each risk code links to its row in the register.
 */
export function RiskMatrix({ register }: { register: RiskRegister }) {
  const { t } = requestWords();
  const rows = [...riskLevels].reverse();
  return (
    <figure>
      <table className="w-full table-fixed border-separate border-spacing-1 text-sm">
        <caption className="sr-only">{t("risk-management.matrix.title")}</caption>
        <thead>
          <tr>
            <td className="w-20 sm:w-32" />
            <th scope="colgroup" colSpan={3} className="pb-1 text-center font-semibold">
              {t("risk-management.matrix.impact")} →
            </th>
          </tr>
          <tr>
            <th scope="col" className="text-left text-xs font-semibold text-muted-foreground">
              {t("risk-management.matrix.probability")} ↓
            </th>
            {riskLevels.map((impact) => (
              <th key={impact} scope="col" className="py-1 text-center font-medium">
                {t(levelKey(impact))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((probability) => (
            <tr key={probability}>
              <th scope="row" className="pr-1 text-left font-medium">
                {t(levelKey(probability))}
              </th>
              {riskLevels.map((impact) => (
                <Cell key={impact} probability={probability} impact={impact} register={register} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
        <span className="font-medium">{t("risk-management.matrix.legend")}:</span>
        {(["low", "medium", "high"] as const).map((band) => (
          <span key={band} className="inline-flex items-center gap-1.5">
            <span aria-hidden className={cn("size-3 rounded-sm border", bandClass[band])} />
            {t(`risk-management.matrix.severity.${band}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
