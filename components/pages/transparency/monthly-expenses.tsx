import { MonthlyTable } from "@/components/programme/monthly-table";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { hubStateOf } from "@/content/transparency";
import type { PartProps } from "@/lib/page";
import { digestsOf } from "@/content/ledger/public-history";
import type { Actuals } from "@/content/ledger/read";
import { requestWords } from "@/lib/request-language";

/** The monthly expense table, from January 2025 to the as-of month, from the ledger. */
export function MonthlyExpenses({ ledger, actuals }: PartProps & { actuals: Actuals }) {
  const { t } = requestWords();
  const hubState = hubStateOf(ledger);
  const digestOf = digestsOf(actuals);
  return (
    <Card>
      <CardTitle>{t("transparency.financial.monthly.title")}</CardTitle>
      <CardDescription>
        {t("transparency.financial.monthly.description", { spending: hubState.spending })}
      </CardDescription>
      <div className="mt-4">
        <MonthlyTable
          ledger={ledger}
          extra={{
            header: t("transparency.financial.col.digest"),
            cell: (m) => (
              <MonthDigest key="digest" digest={digestOf(m.month, m.status === "Closed")} />
            ),
          }}
        />
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {t("transparency.financial.monthly.digests")}
      </p>
    </Card>
  );
}

/** A month's digest in full, so a reader can copy and keep it; it wraps on a phone. */
function MonthDigest({ digest }: { digest: string | undefined }) {
  const { t } = requestWords();
  if (!digest) return <>{t("transparency.financial.monthly.noDigest")}</>;
  return (
    <code className="block min-w-[16ch] font-mono text-xs break-all" data-digest>
      {digest}
    </code>
  );
}
