"use client";

import { ThemeProvider as NextThemesProvider, useTheme } from "next-themes";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { EARLY_THEME_ATTR, THEME_STORAGE_KEY } from "@/lib/theme-keys";
import { readItem, removeItem } from "@/lib/visitor-storage";

/**
 * next-themes trusts what it reads back: its inline script puts any stored value on <html> as a
 * class (one with a space throws and leaves no theme), and its state keeps it. This runs when the
 * module loads, before the provider reads storage, so garbage gives way to the default (system).
 */
function dropInvalidStoredTheme() {
  const stored = readItem(THEME_STORAGE_KEY);
  if (stored === null || ["light", "dark", "system"].includes(stored)) return;
  removeItem(THEME_STORAGE_KEY);
  try {
    document.documentElement.classList.remove(stored);
  } catch {
    // A value the inline script could not add as a class (empty, or with a space).
  }
}
if (typeof window !== "undefined") dropInvalidStoredTheme();

const ProvidedContext = createContext(false);

/**
 * A choice made with the toggle before the scripts ran (lib/early-theme.ts) is normally in storage,
 * where next-themes has just read it. If storage is blocked it is only on <html>: adopt it, so the
 * page does not fall back to the system theme when the scripts arrive.
 */
function AdoptEarlyChoice() {
  const { resolvedTheme, setTheme } = useTheme();
  useEffect(() => {
    const html = document.documentElement;
    const early = html.getAttribute(EARLY_THEME_ATTR);
    html.removeAttribute(EARLY_THEME_ATTR);
    if ((early === "light" || early === "dark") && early !== resolvedTheme) setTheme(early);
    // Once, when the page hydrates: later choices go through the toggle and next-themes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
      disableTransitionOnChange
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
