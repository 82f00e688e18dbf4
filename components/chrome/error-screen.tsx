"use client";

import { screens as cg } from "@/content/i18n/cg/screens";
import { screens as en } from "@/content/i18n/en/screens";
import { screens as hi } from "@/content/i18n/hi/screens";
import { useLanguage } from "@/components/language-provider";
import { localizePath } from "@/lib/i18n";

const strings = { en, hi, cg };

/** The fallback error screen (spec §2): Try Again retries the page, Go Home loads the home page. */
export function ErrorScreen({ retry }: { retry: () => void }) {
  const lang = useLanguage();
  const s = strings[lang];
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold">{s["error.title"]}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{s["error.body"]}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={retry}
          className="rounded-md bg-primary px-5 py-2.5 font-medium text-primary-foreground hover:opacity-90"
        >
          {s["error.retry"]}
        </button>
        <a
          href={localizePath("/", lang)}
          className="rounded-md border px-5 py-2.5 font-medium hover:bg-accent"
        >
          {s["error.home"]}
        </a>
      </div>
    </section>
  );
}

/**
 * What an `error.tsx` route file exports. Next's `retry` clears the error and re-fetches the
 * segment, so Try Again also recovers from a failed download, not only a passing render error.
 */
export function RouteError({ retry }: { error: unknown; reset: () => void; retry: () => void }) {
  return <ErrorScreen retry={retry} />;
}
