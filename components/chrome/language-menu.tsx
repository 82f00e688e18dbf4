"use client";

import { Check, Languages } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useLanguage } from "@/components/language-provider";
import { htmlLang, languageOptions, localizePath, splitLangPath } from "@/lib/i18n";
import { cx } from "@/lib/cx";

interface LanguageMenuProps {
  label: string;
  currentLabel: string;
}

/** Real links to this page in each language, in a <details> menu, so it works without JavaScript. */
export function LanguageMenu({ label, currentLabel }: LanguageMenuProps) {
  const lang = useLanguage();
  const { path } = splitLangPath(usePathname() ?? "/");
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (e: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (e instanceof KeyboardEvent) {
        if (e.key !== "Escape") return;
        el.open = false;
        el.querySelector("summary")?.focus();
      } else if (!el.contains(e.target as Node)) {
        el.open = false;
      }
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  // Its size is fixed (the width by the header's --lang-w), so that neither the web font nor a
  // paint before the summary is parsed changes it (see SiteHeader).
  return (
    <details ref={ref} className="relative h-10 w-(--lang-w)">
      <summary
        // The visible code is part of the name, so speech users can say what they see.
        aria-label={`${lang.toUpperCase()}: ${currentLabel}`}
        className="flex h-10 w-(--lang-w) cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-semibold uppercase hover:bg-accent [&::-webkit-details-marker]:hidden"
      >
        <Languages aria-hidden className="size-4" />
        {lang.toUpperCase()}
        {lang === "cg" && <span aria-hidden className="size-2 rounded-full bg-highlight" />}
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-60 rounded-xl border bg-card p-2 text-card-foreground shadow-lg">
        <p className="px-2 pb-1 text-xs font-semibold text-muted-foreground">{label}</p>
        <ul>
          {languageOptions.map((option) => {
            const selected = option.code === lang;
            return (
              <li key={option.code}>
                <a
                  href={localizePath(path, option.code)}
                  hrefLang={htmlLang[option.code]}
                  aria-current={selected ? "true" : undefined}
                  className={cx(
                    "flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent",
                    selected && "bg-accent",
                  )}
                >
                  <span className="w-7 text-xs font-bold uppercase">{option.code}</span>
                  <span className="flex-1 text-sm">
                    <span className="block font-medium">{option.label}</span>
                    <span className="block text-muted-foreground" lang={htmlLang[option.code]}>
                      {option.nativeLabel}
                    </span>
                  </span>
                  {option.code === "cg" && (
                    <span aria-hidden className="size-2 rounded-full bg-highlight" />
                  )}
                  {selected && <Check aria-hidden className="size-4" />}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
