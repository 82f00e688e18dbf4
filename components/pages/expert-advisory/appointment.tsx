import { Check } from "lucide-react";
import { Section } from "@/components/ui/section";
import type { appointmentSteps, boardDuties } from "@/content/advisory";
import { formatNumber } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

/** How advisers are appointed, step by step, and what the board will do. */
export function Appointment({
  steps,
  duties,
}: {
  steps: typeof appointmentSteps;
  duties: typeof boardDuties;
}) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="appointment"
      title={t("expert-advisory.process.title")}
      description={t("expert-advisory.process.description", { count: steps.length })}
      className="pt-0 sm:pt-0"
    >
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <ol className="space-y-4">
          {steps.map((step, i) => (
            <li key={step.id} className="flex gap-4">
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {formatNumber(i + 1, lang)}
              </span>
              <div>
                <h3 className="font-semibold">
                  {t(`expert-advisory.process.step.${step.id}.title`)}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`expert-advisory.process.step.${step.id}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <div className="rounded-xl border bg-card p-5">
          <h3 className="font-semibold">{t("expert-advisory.duties.title")}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {duties.map((duty) => (
              <li key={duty} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{t(`expert-advisory.duty.${duty}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
