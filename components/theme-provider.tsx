"use client";

import { ThemeProvider as NextThemesProvider, useTheme } from "next-themes";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { EARLY_THEME_ATTR, EARLY_THEME_EVENT, THEME_STORAGE_KEY } from "@/lib/theme-keys";

const ProvidedContext = createContext(false);

/**
 * A choice made with the toggle before React hydrated it (lib/early-theme.ts) is normally in
 * storage, where next-themes reads it when it starts. If storage is blocked it is only on <html>,
 * and a choice made after next-themes started comes with an event: adopt both, so that the theme
 * stays and the toggle's next tap starts from it.
 */
function AdoptEarlyChoice() {
  const { setTheme } = useTheme();
  useEffect(() => {
    const adopt = () => {
      const html = document.documentElement;
      const early = html.getAttribute(EARLY_THEME_ATTR);
      html.removeAttribute(EARLY_THEME_ATTR);
      if (early === "light" || early === "dark") setTheme(early);
    };
    adopt();
    window.addEventListener(EARLY_THEME_EVENT, adopt);
    return () => window.removeEventListener(EARLY_THEME_EVENT, adopt);
  }, [setTheme]);
  return null;
}

/** `nonce` is only given on the dynamic 404 page, whose policy allows scripts by nonce. */
export function ThemeProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <NextThemesProvider
      nonce={nonce}
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      // No disableTransitionOnChange: the toggle turns transitions off itself when it switches.
      // Mapping the values means a garbage stored value never reaches classList.add.
      value={{ light: "light", dark: "dark" }}
    >
      <AdoptEarlyChoice />
      <ProvidedContext.Provider value={true}>{children}</ProvidedContext.Provider>
    </NextThemesProvider>
  );
}

/** The theme hook. Used outside <ThemeProvider> it throws (spec §8). */
export function useSiteTheme() {
  const provided = useContext(ProvidedContext);
  const theme = useTheme();
  if (!provided) throw new Error("useSiteTheme must be used within <ThemeProvider>");
  return theme;
}
