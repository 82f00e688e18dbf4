import { TOTAL_INVESTMENT, programme } from "@/content/budget";
import { NATIONAL_VILLAGES } from "@/content/scaling";
import { formatMonth, formatScaleCount } from "@/lib/format";
import { translator } from "@/lib/messages";
import { investmentTiers } from "@/content/investment";
import { village } from "@/content/village";
import { SITE_NAME, SITE_URL } from "@/lib/site";

/** The programme as a schema.org NGO, for the root layout. */
export function organizationJsonLd() {
  const t = translator("en");
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: SITE_NAME,
    url: SITE_URL,
    logo: `${SITE_URL}/icon.svg`,
    description: `A ${programme.years}-year programme (${formatMonth(programme.start)} to ${formatMonth(programme.end)}, budget ₹${TOTAL_INVESTMENT.toLocaleString("en-IN")}) bringing satellite internet, AI-assisted learning, telemedicine, solar power and skills training to one village of ${village.population.total.toLocaleString("en-IN")} people in Chhattisgarh, India, as a pilot for ${formatScaleCount(NATIONAL_VILLAGES)} villages.`,
    areaServed: { "@type": "AdministrativeArea", name: "Chhattisgarh, India" },
    knowsLanguage: ["en", "hi", "hne"],
    // One DonateAction per investment tier. There is no payment on the site: the target is the
    // investment page, where the journey ends by contacting the programme team.
    potentialAction: investmentTiers.map((tier) => ({
      "@type": "DonateAction",
      name: `${tier.title}: ₹${tier.amount.toLocaleString("en-IN")}`,
      description: `${t(`investment.tier.${tier.key}.impact`)} Reaches ${tier.beneficiaries} villagers in ${tier.families} families.`,
      target: `${SITE_URL}/investment`,
      price: tier.amount,
      priceCurrency: "INR",
      recipient: { "@type": "NGO", name: SITE_NAME },
    })),
  };
}
