"use client";

import { useEffect, useRef } from "react";
import cg from "@/content/i18n/cg/screens.json";
import en from "@/content/i18n/en/screens.json";
import hi from "@/content/i18n/hi/screens.json";
import { useLanguage } from "@/components/language-provider";
import { SiteLink } from "@/components/site-link";
import { recoverFromChunkError } from "@/lib/chunk-recovery";
import { localizePath, type Lang } from "@/lib/i18n";
import { retryFailedLoads } from "@/lib/retryable-lazy";

// Shown as written: these messages have no arguments (lib/messages.test.ts checks).
const strings = { en, hi, cg };

/** The screen's heading in a language, also the document's title where the screen is all of it. */
export const errorTitle = (lang: Lang) => strings[lang]["error.title"];

/** What Next hands an `error.tsx` or `global-error.tsx`. */
export interface ErrorProps {
  error: unknown;
  reset: () => void;
  retry: () => void;
}

/**
 * Try Again for an error boundary. A chunk the redeployed site no longer has loads the page afresh
 * as soon as the error shows (once per path, lib/chunk-recovery.ts); Try Again then loads it on
 * request. Any other failure (a dropped connection, a render error) is retried in place: the lazy
 * components that failed get a fresh load, and Next's `retry` re-fetches and re-renders the
 * segment, so the page works again without a reload once the cause has gone.
 */
export function useTryAgain({ error, retry }: Pick<ErrorProps, "error" | "retry">): () => void {
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    void recoverFromChunkError(error).then((isGone) => {
      gone.current = isGone;
    });
  }, [error]);
  return () => {
    if (gone.current) {
      window.location.reload();
      return;
    }
    retryFailedLoads();
    retry();
  };
}

/**
 * The fallback error screen (spec §2): Try Again retries the page, Go Home goes to the home page
 * as every link does (smoothly to the top), or, with `reload`, loads it afresh.
 */
export function ErrorScreen({
  lang,
  retry,
  reload = false,
}: {
  lang: Lang;
  retry: () => void;
  reload?: boolean;
}) {
  const s = strings[lang];
  const home = {
    href: localizePath("/", lang),
    className: "rounded-md border px-5 py-2.5 font-medium hover:bg-accent",
    children: s["error.home"],
  };
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
        {reload ? <a {...home} /> : <SiteLink {...home} />}
      </div>
    </section>
  );
}

/** What an `error.tsx` route file exports: inside the root layout, so its language is provided. */
export function RouteError(props: ErrorProps) {
  return <ErrorScreen lang={useLanguage()} retry={useTryAgain(props)} />;
}
