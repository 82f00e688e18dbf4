import { SiteLink } from "@/components/site-link";
import { localizePath, type Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/** A pointer to /figures, where every headline figure and each disagreement is accounted for. */
export function FiguresLink({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <p className="mt-6 max-w-3xl text-sm">
      {t("figures.link.text")}{" "}
      <SiteLink
        href={localizePath("/figures", lang)}
        className="font-medium text-primary underline underline-offset-4"
      >
        {t("route.figures.title")}
      </SiteLink>
    </p>
  );
}
