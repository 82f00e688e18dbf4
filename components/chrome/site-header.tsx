import { SiteLink } from "@/components/site-link";
import { DesktopNav } from "@/components/chrome/desktop-nav";
import { LanguageMenu } from "@/components/chrome/language-menu";
import { MobileMenu } from "@/components/chrome/mobile-menu";
import { ThemeToggle } from "@/components/chrome/theme-toggle";
import { cx } from "@/lib/cx";
import { languageOptions, localizePath } from "@/lib/i18n";
import { headerNav } from "@/lib/nav";
import { requestWords } from "@/lib/request-language";

export function SiteHeader() {
  const { lang, t } = requestWords();
  const nav = headerNav(lang, t);
  const current = languageOptions.find((o) => o.code === lang)!;
  return (
    <header className="print-hidden sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative container-page flex h-16 items-center gap-2">
        <SiteLink
          href={localizePath("/", lang)}
          className="mr-2 flex items-center gap-2 rounded-md"
        >
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
          >
            DV
          </span>
          <span className="leading-tight">
            <span className="block text-sm font-bold">{t("brand.name")}</span>
            <span className="block text-xs text-muted-foreground">{t("brand.tagline")}</span>
          </span>
        </SiteLink>
        <DesktopNav
          label={t("nav.main")}
          main={nav.main}
          moreLabel={t("nav.more")}
          more={nav.more}
        />
        {/*
          A fixed size, for the language code's box and so for the whole group: a slow phone can
          paint the header before the browser has parsed all of it, and a group as wide as its
          content would then grow (leftwards and downwards) as its last buttons arrive, moving the
          first ones.
        */}
        <div
          className={cx(
            "ml-auto flex h-10 w-[calc(var(--lang-w)+5.5rem)] flex-none items-center gap-1 lg:w-[calc(var(--lang-w)+2.75rem)]",
            lang === "cg" ? "[--lang-w:4.75rem]" : "[--lang-w:3.75rem]",
          )}
        >
          <LanguageMenu
            label={t("language.choose")}
            currentLabel={t("language.current", { name: current.nativeLabel })}
          />
          <ThemeToggle label={t("theme.toggle")} />
          <MobileMenu
            label={t("nav.main")}
            openLabel={t("nav.openMenu")}
            closeLabel={t("nav.closeMenu")}
            main={nav.main}
            more={nav.more}
          />
        </div>
      </div>
    </header>
  );
}
