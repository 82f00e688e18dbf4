"use client";

import "./globals.css";
import { useSyncExternalStore } from "react";
import {
  ErrorScreen,
  errorTitle,
  useTryAgain,
  type ErrorProps,
} from "@/components/chrome/error-screen";
import { fontVariables } from "@/lib/fonts";
import { htmlLang, splitLangPath } from "@/lib/i18n";
import { THEME_STORAGE_KEY } from "@/lib/theme-keys";

const subscribe = () => () => {};

/** Dark when the visitor chose it, or chose nothing and their system is dark (as next-themes). */
function prefersDark(): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage blocked: follow the system.
  }
  if (stored === "dark" || stored === "light") return stored === "dark";
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
}

/**
 * The error screen for a failure in a root layout (the header, the footer, the toaster...), where
 * no `error.tsx` reaches. It replaces the whole document, the layout's providers included, so it
 * reads the language from the address and the theme from storage itself.
 */
export default function GlobalError(props: ErrorProps) {
  const pathname = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => "/",
  );
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false);
  const tryAgain = useTryAgain(props);
  const { lang } = splitLangPath(pathname);
  return (
    <html
      lang={htmlLang[lang]}
      className={dark ? `${fontVariables} dark` : fontVariables}
      suppressHydrationWarning
    >
      <body className="flex min-h-dvh flex-col antialiased">
        <title>{errorTitle(lang)}</title>
        <main id="main" className="flex-1">
          {/* The root layout failed: Go Home loads the page afresh, layout and code included. */}
          <ErrorScreen lang={lang} retry={tryAgain} reload />
        </main>
      </body>
    </html>
  );
}
