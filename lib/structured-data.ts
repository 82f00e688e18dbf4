import { investmentTiers } from "@/content/investment";
import { formatNumber, formatRupees } from "@/lib/format";
import { htmlLang, languages, localizePath, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { routeText } from "@/lib/route-text";
import { SITE_URL } from "@/lib/site";

/** The programme as a schema.org NGO, for the root layout, named and described in the page's language. */
export function organizationJsonLd(lang: Lang) {
  const t = translator(lang);
  const name = t("meta.siteName");
  const others = languages.filter((l) => l !== lang).map((l) => translator(l)("meta.siteName"));
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name,
    // The site's name in the other languages, for a search in any of them.
    alternateName: [...new Set(others)].filter((n) => n !== name),
    url: `${SITE_URL}${localizePath("/", lang)}`,
    logo: `${SITE_URL}/icon.svg`,
    description: routeText(t, "home", "description"),
    inLanguage: htmlLang[lang],
    areaServed: { "@type": "AdministrativeArea", name: "Chhattisgarh, India" },
    knowsLanguage: ["en", "hi", "hne"],
    // One DonateAction per investment tier. There is no payment on the site: the target is the
    // investment page, where the journey ends by contacting the programme team.
    potentialAction: investmentTiers.map((tier) => ({
      "@type": "DonateAction",
      name: `${t(`investment.tier.${tier.key}`)}: ${formatRupees(tier.amount, lang)}`,
      description: `${t(`investment.tier.${tier.key}.impact`)} ${t("investment.tier.villagersFamilies", { villagers: formatNumber(tier.beneficiaries, lang), families: formatNumber(tier.families, lang) })}`,
      target: `${SITE_URL}${localizePath("/investment", lang)}`,
      price: tier.amount,
      priceCurrency: "INR",
      recipient: { "@type": "NGO", name },
    })),
  };
}
