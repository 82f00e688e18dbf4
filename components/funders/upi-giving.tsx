import { Smartphone } from "lucide-react";
import { UpiQr } from "@/components/funders/upi-qr";
import { TaxConditions } from "@/components/tax-benefit-note";
import { buttonVariants } from "@/components/ui/button";
import type { InvestmentTier } from "@/content/investment";
import { formatRupees } from "@/lib/format";
import { requestWords } from "@/lib/request-language";
import { upiUri, type UpiPayee } from "@/lib/upi";
import type { ProgrammeContactDetails } from "@/content/engagement/shared";

interface UpiGivingProps {
  /** The UPI ID and payee status.json publishes. */
  upi: UpiPayee;
  /** The level chosen (investment step 4): the code and the link ask its amount. */
  chosen?: InvestmentTier;
  /** Where no level is chosen (the engagement page): one link per level. */
  tiers?: readonly InvestmentTier[];
  /** The programme's 80G number, once status.json publishes it. */
  registration80G?: string;
  /** The office's email and phone: status.json publishes one with any UPI ID (content/ledger/status.ts). */
  contact: ProgrammeContactDetails;
}

/**
 * A way to give by UPI: a QR code drawn at build time, a upi:// link for a phone, the payee to
 * check, and that the tax receipt comes from the programme's office. Rendered only once
 * status.json publishes a UPI ID; the callers leave it out otherwise.
 */
export function UpiGiving({ upi, chosen, tiers = [], registration80G, contact }: UpiGivingProps) {
  const { lang, t } = requestWords();
  const tierName = (tier: InvestmentTier) => t(`investment.tier.${tier.key}`);
  const linkFor = (tier: InvestmentTier) =>
    upiUri(upi, t("giving.note", { tier: tierName(tier) }), tier.amount);
  // With no level chosen, the code asks no amount: one fixed sum would choose a level for the
  // donor, and three codes side by side invite a scan of the wrong one. The levels are links.
  const qrText = chosen ? linkFor(chosen) : upiUri(upi, t("giving.noteAny"));
  const payee = { payee: upi.payee };
  // A level's name and amount can take two lines on a phone (more in Hindi): the button grows.
  const linkClass = `${buttonVariants({ variant: "outline", size: "sm" })} h-auto min-h-8 py-1.5 text-left`;
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_1fr]" data-upi-giving>
      <figure className="w-fit self-start rounded-lg bg-white p-2 shadow-sm ring-1 ring-border">
        <UpiQr
          text={qrText}
          label={
            chosen
              ? t("giving.qr.amount", { ...payee, amount: formatRupees(chosen.amount, lang) })
              : t("giving.qr.any", payee)
          }
        />
      </figure>
      <div className="min-w-0 text-sm">
        <p>{t(chosen ? "giving.scan" : "giving.scanAny", payee)}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{t("giving.payee")}</dt>
          <dd className="font-semibold break-words">{upi.payee}</dd>
          <dt className="text-muted-foreground">{t("giving.id")}</dt>
          <dd className="font-mono break-all">{upi.id}</dd>
        </dl>
        {chosen ? (
          <a href={qrText} className={`mt-4 ${linkClass}`}>
            <Smartphone aria-hidden />
            {t("giving.open", { amount: formatRupees(chosen.amount, lang) })}
          </a>
        ) : (
          <>
            <p className="mt-4">{t("giving.levels")}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {tiers.map((tier) => (
                <li key={tier.key}>
                  <a href={linkFor(tier)} className={linkClass}>
                    <Smartphone aria-hidden />
                    {t("giving.openTier", {
                      tier: tierName(tier),
                      amount: formatRupees(tier.amount, lang),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-4 font-medium" data-tax-receipt>
          {t("giving.receipt")}
        </p>
        <p className="mt-1" data-office>
          {t("giving.office")}{" "}
          {[
            contact.email && { href: `mailto:${contact.email}`, text: contact.email },
            contact.phone && {
              href: `tel:${contact.phone.replace(/[\s-]/g, "")}`,
              text: contact.phone,
            },
          ]
            .filter((link) => !!link)
            .map((link, i) => (
              <span key={link.href}>
                {i > 0 && " · "}
                <a
                  href={link.href}
                  className="font-semibold break-all text-primary underline underline-offset-4"
                >
                  {link.text}
                </a>
              </span>
            ))}
        </p>
        {!chosen && (
          <>
            <p className="mt-4 font-semibold">{t("giving.taxTitle")}</p>
            <TaxConditions registration80G={registration80G} />
          </>
        )}
      </div>
    </div>
  );
}
