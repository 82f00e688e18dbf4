import { LinkRow } from "@/components/next-steps";
import { Section } from "@/components/ui/section";
import type { PartProps } from "@/lib/page";
import { formatNumber } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

const steps = [
  "partnership-ecosystem.join.step1",
  "partnership-ecosystem.join.step2",
  "partnership-ecosystem.join.step3",
  "partnership-ecosystem.join.step4",
] as const;

/** How to become a partner: four steps, then the engagement hub's expertise and invest sections. */
export function HowToJoin({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="join"
      title={t("partnership-ecosystem.join.title")}
      description={t("partnership-ecosystem.join.description", {
        count: steps.length,
        now: ledger.stageArg,
      })}
    >
      <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        {steps.map((key, i) => (
          <li key={key} className="flex gap-3 rounded-xl border bg-card p-4">
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {formatNumber(i + 1, lang)}
            </span>
            <span className="text-sm">{t(key)}</span>
          </li>
        ))}
      </ol>
      <LinkRow
        size="lg"
        className="mt-6"
        links={[
          { path: "/engagement#share-expertise", label: t("partnership-ecosystem.join.expertise") },
          { path: "/engagement#invest", label: t("partnership-ecosystem.join.invest") },
        ]}
      />
    </Section>
  );
}
