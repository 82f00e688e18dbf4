"use client";

import { ThemeProvider as NextThemesProvider, useTheme } from "next-themes";
import { createContext, useContext, type ReactNode } from "react";
import { THEME_STORAGE_KEY } from "@/lib/theme-keys";

const ProvidedContext = createContext(false);

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
