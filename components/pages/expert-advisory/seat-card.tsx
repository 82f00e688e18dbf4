import { ArrowRight } from "lucide-react";
import { SiteLink } from "@/components/site-link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { AdvisorySeat } from "@/content/advisory";
import { localizePath } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";

/** One open seat on the board: its domain, what it reviews and the experience it asks for. */
export function SeatCard({ seat }: { seat: AdvisorySeat }) {
  const { lang, t } = requestWords();
  return (
    <Card className="flex h-full flex-col">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg leading-snug font-semibold">
          {t(`expert-advisory.seat.${seat.id}`)}
        </h3>
        <Badge tone="warning">{t("expert-advisory.seat.open")}</Badge>
      </div>
      <p className="mt-4 text-sm font-semibold">{t("expert-advisory.seat.reviews")}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {seat.reviews.map((n) => (
          <li key={n}>{t(`expert-advisory.seat.${seat.id}.review.${n}`)}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-semibold">{t("expert-advisory.seat.lookingFor")}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(`expert-advisory.seat.${seat.id}.lookingFor`)}
      </p>
      <SiteLink
        href={localizePath(seat.relatedPath, lang)}
        className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("expert-advisory.seat.related")}
        <span className="sr-only">: {t(`expert-advisory.seat.${seat.id}`)}</span>
        <ArrowRight aria-hidden className="size-4" />
      </SiteLink>
    </Card>
  );
}
