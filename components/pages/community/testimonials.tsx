import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { Testimonial } from "@/content/community";
import { formatNumber } from "@/lib/format";
import { languages } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { StarRating } from "./star-rating";
import { requestWords } from "@/lib/request-language";

/**
 * Illustrative testimonials set in 2028, in Chhattisgarhi with a rating, and a translation into
 * the page's language (English or Hindi; the Chhattisgarhi page shows the original alone).
 */
export function Testimonials({
  testimonials,
  visionYear,
}: {
  testimonials: Testimonial[];
  /** The year the voices are set in. */
  visionYear: string;
}) {
  const { lang, t } = requestWords();
  // Keyed by the English name, as before the words moved, so the English page stays byte-identical.
  const en = translator("en");
  return (
    <Section
      id="testimonials"
      title={t("community.testimonials.title")}
      description={t("community.testimonials.description", { year: visionYear })}
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {testimonials.map((item) => (
          <li key={en(`community.testimonial.${item.id}.name`)}>
            <Card className="flex h-full flex-col gap-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <CardTitle>{t(`community.testimonial.${item.id}.name` as const)}</CardTitle>
                  <p className="text-sm text-muted-foreground">
                    {t(`community.testimonial.${item.id}.role` as const)}
                  </p>
                </div>
                <Badge tone="warning">{t("community.badge.illustrative")}</Badge>
              </div>
              <StarRating
                rating={item.rating}
                label={t("community.testimonials.rating", {
                  rating: formatNumber(item.rating, lang),
                })}
              />
              <figure>
                <figcaption className="text-xs font-semibold text-muted-foreground uppercase">
                  {t("community.testimonials.original")}
                </figcaption>
                <blockquote lang="hne" className="mt-1 text-lg">
                  “{item.testimonial}”
                </blockquote>
              </figure>
              {lang !== "cg" && (
                <figure>
                  <figcaption className="text-xs font-semibold text-muted-foreground uppercase">
                    {t("community.testimonials.translation")}
                  </figcaption>
                  {/* Devanagari has no italic: a slanted Hindi line only looks broken. */}
                  <blockquote lang={lang} className={lang === "en" ? "mt-1 italic" : "mt-1"}>
                    “{lang === "hi" ? item.translationHi : item.translation}”
                  </blockquote>
                </figure>
              )}
              <p className="mt-auto text-sm">
                <span className="font-semibold">{t("community.testimonials.impact")}:</span>{" "}
                {t(`community.testimonial.${item.id}.impact` as const, {
                  languages: languages.length,
                })}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
