"use client";

import { ThemeProvider as NextThemesProvider, useTheme } from "next-themes";
import { createContext, useContext, type ReactNode } from "react";

/** The product's own localStorage key for the theme choice. */
export const THEME_STORAGE_KEY = "digital-village-theme";

const ProvidedContext = createContext(false);

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
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
