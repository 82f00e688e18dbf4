import type { ChromeFigures } from "@/components/chrome/site-document";
import { programme } from "@/content/budget";
import { JOURNEY_ENCOURAGE_AT } from "@/content/journey";
import { validatedJourneySections } from "@/content/journey-schema";
import { NATIONAL_VILLAGES } from "@/content/scaling";

/**
 * What the site's document shows from the content around every page: the footer's line about the
 * programme, and the journey card's sections. Every layout hands it to SiteDocument.
 */
export const chromeFigures: ChromeFigures = {
  footer: { years: programme.years, villages: NATIONAL_VILLAGES },
  // Parsed on the server as this module loads, so bad journey content fails the build.
  journey: { sections: validatedJourneySections, encourageAt: JOURNEY_ENCOURAGE_AT },
};
