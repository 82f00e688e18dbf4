"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "@/lib/i18n";

const LanguageContext = createContext<Lang | null>(null);

export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

/** The current page language. Used outside <LanguageProvider> it throws (spec §8). */
export function useLanguage(): Lang {
  const lang = useContext(LanguageContext);
  if (lang === null) throw new Error("useLanguage must be used within <LanguageProvider>");
  return lang;
}
