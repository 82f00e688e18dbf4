import type { ReactNode } from "react";
import { LanguageProvider } from "@/components/language-provider";
import { ScrollToTop } from "@/components/chrome/scroll-to-top";
import { SiteFooter, type FooterFigures } from "@/components/chrome/site-footer";
import { SiteHeader } from "@/components/chrome/site-header";
import { SiteToaster } from "@/components/chrome/site-toaster";
import { JourneySlot, type JourneyFigures } from "@/components/journey/journey-slot";
import { JsonLd } from "@/components/json-ld";
import { ThemeProvider } from "@/components/theme-provider";
import { fontVariables } from "@/lib/fonts";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { storedThemeCheckScript } from "@/lib/stored-theme-check";
import { SCRIPTS_FAILED_ATTR, withoutScriptsCss } from "@/lib/without-scripts";
import { htmlLang, type Lang } from "@/lib/i18n";
import { setRequestLanguage } from "@/lib/request-language";
import { translator } from "@/lib/messages";
import { organizationJsonLd } from "@/lib/structured-data";
import type { Ledger } from "@/lib/programme";

/** What the footer and the journey card state from the content: the layouts read it. */
export interface ChromeFigures {
  footer: FooterFigures;
  journey: JourneyFigures;
}

/**
 * The whole document for one language: both root layouts and the 404 page render it.
 *
 * The header, the page and the footer are each an <Activity> boundary. The server still renders
 * them in full (the boundary is only a pair of comments in the HTML), but the browser hydrates
 * each one in its own pass that React can interrupt, instead of one long task for the whole page;
 * a click or key press on a part not yet hydrated hydrates that part first and is then delivered.
 */
export function SiteDocument({
  lang,
  pilot,
  chrome,
  nonce,
  fonts = fontVariables,
  children,
}: {
  lang: Lang;
  /** The pilot's ledger: the footer states the programme's stage from it. */
  pilot: Pick<Ledger, "stageArg" | "launchQuarter">;
  chrome: ChromeFigures;
  /** Per-request script nonce, for the dynamic 404 page only. */
  nonce?: string;
  /** The font classes: Hindi and Chhattisgarhi pages pass the preloaded Devanagari face's. */
  fonts?: string;
  children: ReactNode;
}) {
  // The document is where a request's language is known first: the parts below read it there.
  setRequestLanguage(lang);
  const t = translator(lang);
  return (
    <html lang={htmlLang[lang]} className={fonts} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col antialiased">
        <noscript>
          <style>{withoutScriptsCss()}</style>
        </noscript>
        {/* React hoists it into <head>, where a <style> belongs. */}
        <style href="scripts-failed" precedence="default">
          {withoutScriptsCss(`[${SCRIPTS_FAILED_ATTR}] `)}
        </style>
        <JsonLd data={organizationJsonLd(lang)} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: storedThemeCheckScript }}
        />
        <ThemeProvider nonce={nonce}>
          <LanguageProvider lang={lang}>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              {t("skip.toContent")}
            </a>
            <HydrateLater passes={1}>
              <SiteHeader />
            </HydrateLater>
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              <HydrateLater passes={1}>{children}</HydrateLater>
            </main>
            <HydrateLater passes={1}>
              <SiteFooter pilot={pilot} about={chrome.footer} />
            </HydrateLater>
            <SiteToaster />
            <JourneySlot journey={chrome.journey} />
            <ScrollToTop />
          </LanguageProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
