import { TOTAL_INVESTMENT, programme } from "@/content/budget";
import { village } from "@/content/village";
import { SITE_NAME, SITE_URL } from "@/lib/site";

/** The programme as a schema.org NGO, for the root layout. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: SITE_NAME,
    url: SITE_URL,
    logo: `${SITE_URL}/icon.svg`,
    description: `A ${programme.years}-year programme (${programme.start} to ${programme.end}, budget ₹${TOTAL_INVESTMENT.toLocaleString("en-IN")}) bringing satellite internet, AI-assisted learning, telemedicine, solar power and skills training to one village of ${village.population.total.toLocaleString("en-IN")} people in Chhattisgarh, India, as a pilot for 600,000 villages.`,
    areaServed: { "@type": "AdministrativeArea", name: "Chhattisgarh, India" },
    knowsLanguage: ["en", "hi", "hne"],
  };
}
