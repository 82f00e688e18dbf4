import { Badge } from "@/components/ui/badge";
import { Section } from "@/components/ui/section";
import type { ViewProps } from "@/lib/page";
import { inLanguage } from "@/lib/quality/localize";
import { requestWords } from "@/lib/request-language";
import { ledgerChecksOf } from "@/lib/roll-up";

/** The quality report's ledger checks, on this village's own files. */
export function Checks({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const tone = { pass: "success", warning: "warning", fail: "danger" } as const;
  return (
    <ul className="mt-6 space-y-3">
      {ledgerChecksOf(village).map((check) => {
        const words = inLanguage(check, lang);
        return (
          <li key={check.test} className="rounded-lg border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={tone[check.status]}>{t(`villagePage.checks.${check.status}`)}</Badge>
              <span className="font-medium">{words.test}</span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{words.details}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The section of a village page that lists its account checks. */
export function ChecksSection({ village }: ViewProps) {
  const { t } = requestWords();
  return (
    <Section
      id="checks"
      title={t("villagePage.checks.title")}
      description={t("villagePage.checks.description")}
      className="border-t"
    >
      <Checks village={village} />
    </Section>
  );
}
