import { ButtonLink } from "@/components/ui/button";
import type { finalLinks } from "@/content/vision";
import { localizePath } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";

/** The closing call: join the community, or follow the work on the progress dashboard. */
export function FinalCall({ links }: { links: readonly (typeof finalLinks)[number][] }) {
  const { lang, t } = requestWords();
  return (
    <section aria-labelledby="final-heading" className="border-t bg-accent/50">
      <div className="container-page py-12 text-center sm:py-16">
        <h2 id="final-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("vision.final.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          {t("vision.final.description")}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {links.map((link, i) => (
            <ButtonLink
              key={link.id}
              href={localizePath(link.path, lang)}
              variant={i === 0 ? "primary" : "outline"}
              size="lg"
            >
              {t(`vision.final.${link.id}`)}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
