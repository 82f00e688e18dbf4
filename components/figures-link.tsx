import { SiteLink } from "@/components/site-link";
import { localizePath } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";

/** A pointer to /figures, where every headline figure and each disagreement is accounted for. */
export function FiguresLink() {
  const { lang, t } = requestWords();
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
