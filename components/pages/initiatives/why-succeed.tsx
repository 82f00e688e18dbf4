import { FigureNotes } from "@/components/figure-notes";
import { ArrowRight } from "lucide-react";
import { SiteLink } from "@/components/site-link";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { Ledger } from "@/lib/programme";
import type { reasons } from "@/content/vision";
import { formatCrore, formatNumber, formatRupees } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { visionIcons } from "./icons";
import { moneyState } from "@/content/dashboard";
import { requestWords } from "@/lib/request-language";

type Reason = (typeof reasons)[number];

/** The plan's figures the reasons state: its total, months, contingency percent and phases. */
export interface ReasonFigures {
  total: number;
  months: number;
  contingency: number;
  phases: number;
}

export interface WhySucceedProps {
  ledger: Ledger;
  reasons: readonly Reason[];
  plan: ReasonFigures;
  /** The notes for the plan's total and length, which the plan also gives other ways. */
  notes: readonly { measure: string; shown: number }[];
}

/** 'Why We Will Succeed': three reasons, each linked to the page where it can be checked. */
export function WhySucceed({ ledger, reasons, plan, notes }: WhySucceedProps) {
  const { lang, t } = requestWords();
  const vars = {
    // ₹1.63 Cr, as the transparency, dashboard and timeline pages state it.
    total: formatCrore(plan.total, lang, 2),
    months: formatNumber(plan.months, lang),
    contingency: formatNumber(plan.contingency, lang),
    spent: formatRupees(ledger.fundsSpent, lang),
    state: moneyState(ledger.fundsSpent, ledger.started),
    phases: plan.phases,
  };
  return (
    <Section
      id="why"
      title={t("vision.succeed.title")}
      description={t("vision.succeed.description", { count: reasons.length })}
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {reasons.map((reason) => {
          const Icon = visionIcons[reason.icon];
          return (
            <li key={reason.id}>
              <Card className="flex h-full flex-col">
                <Icon aria-hidden className="size-8 text-primary" />
                <CardTitle className="mt-3">
                  {t(`vision.succeed.${reason.id}.title`, vars)}
                </CardTitle>
                <CardDescription className="flex-1 text-base">
                  {t(`vision.succeed.${reason.id}.body`, vars)}
                </CardDescription>
                <SiteLink
                  href={localizePath(reason.path, lang)}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t(`vision.succeed.${reason.id}.link`)}
                  <ArrowRight aria-hidden className="size-4" />
                </SiteLink>
              </Card>
            </li>
          );
        })}
      </ul>
      <FigureNotes ledger={ledger} figures={notes} />
    </Section>
  );
}
