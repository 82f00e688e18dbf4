import { localizePath, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";

/** The not-found screen (spec §2), rendered as a full document for every unknown path. */
export function NotFoundScreen({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t("notFound.body")}</p>
      {/* A plain link: this document is its own root, so any way out of it is a full load. */}
      <a
        href={localizePath("/", lang)}
        className="mt-8 rounded-md bg-primary px-5 py-2.5 font-medium text-primary-foreground hover:opacity-90"
      >
        {t("notFound.home")}
      </a>
    </section>
  );
}
