import { SiteLink } from "@/components/site-link";
import type { SocialProof } from "@/content/engagement/proof";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { formatNumber } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import type { PartProps } from "@/lib/page";
import type { EngagementVarsProps } from "./engagement-vars";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

interface ProofProps extends PartProps, EngagementVarsProps {
  /** What anyone can check today: the village's recorded gifts among them. */
  proofs: readonly SocialProof[];
  /** The spec's "247 families invested", a claim shown only as such. */
  familiesClaim: number;
}

/**
 * 'Social proof' without invented supporters: what is already published for anyone to check.
 * The spec's "247 families invested" is named only as a marketing claim, never as a count.
 */
export function Proof({ ledger, vars, proofs, familiesClaim }: ProofProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="proof"
      title={t("engagement.proof.title")}
      description={t("engagement.proof.description")}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {proofs.map((p) => (
          <li key={p.id}>
            <Card className="flex h-full flex-col">
              <p className="text-4xl font-bold text-primary tabular-nums">
                {formatNumber(p.count, lang)}
              </p>
              <CardTitle className="mt-1 text-base">{t(`engagement.proof.${p.id}`)}</CardTitle>
              <p className="mt-2 text-sm text-muted-foreground">
                {t(`engagement.proof.${p.id}.description`, vars)}
              </p>
              <p className="mt-2 text-sm font-medium">
                {t(`engagement.proof.${p.id}.impact`, vars)}
              </p>
              <SiteLink
                href={localizePath(p.path, lang)}
                className="mt-auto pt-3 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {t("engagement.proof.check")}
                <span className="sr-only">: {t(`engagement.proof.${p.id}`)}</span>{" "}
                <span aria-hidden>→</span>
              </SiteLink>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-5 max-w-3xl rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
        {t("engagement.proof.claim", {
          ...vars,
          count: formatNumber(familiesClaim, lang),
        })}
      </p>
      <AlsoGiven ledger={ledger} measure="funds.families" shown={familiesClaim} />
    </Section>
  );
}
