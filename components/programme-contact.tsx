import { Download, Mail, MessageCircle, Phone, Rss, Share2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ProgrammeContactDetails } from "@/content/engagement/shared";
import { ButtonLink, buttonVariants } from "@/components/ui/button";
import { feedPath } from "@/lib/feed";
import { localizePath, type Lang } from "@/lib/i18n";
import { documentTitle } from "@/lib/metadata";
import type { Translate } from "@/lib/messages";
import { datasetPath, type DatasetId } from "@/lib/open-data";
import { routeById, type RouteId } from "@/lib/routes";
import { SITE_URL } from "@/lib/site";
import { requestWords } from "@/lib/request-language";

/** The figures a donor most asks for; the rest are a link away on the Transparency Hub. */
const downloads: {
  id: DatasetId;
  name: "transparency.openData.expenses" | "transparency.openData.budgetActualMonths";
}[] = [
  { id: "expenses", name: "transparency.openData.expenses" },
  { id: "budget-vs-actual-months", name: "transparency.openData.budgetActualMonths" },
];

const linkClass = "font-semibold text-primary underline underline-offset-4";
/** Small outline buttons whose labels may wrap on a phone. */
const wrap = "h-auto min-h-8 py-1.5 text-left";
const small = `${buttonVariants({ variant: "outline", size: "sm" })} ${wrap}`;

/** The page's address in its language, and the ways to send it that need no script. */
export function shareLinks(route: RouteId, lang: Lang, t: Translate) {
  const url = `${SITE_URL}${localizePath(routeById(route).path, lang)}`;
  const title = documentTitle(route, t);
  const text = encodeURIComponent(`${title}\n${url}`);
  return {
    url,
    whatsapp: `https://wa.me/?text=${text}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${text}`,
  };
}

function Option({
  icon: Icon,
  title,
  text,
  level,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  level: 3 | 4 | 5;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <li className="flex gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0">
        <Heading className="text-sm font-semibold">{title}</Heading>
        <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        <div className="mt-2 flex flex-wrap gap-2">{children}</div>
      </div>
    </li>
  );
}

/**
 * How a visitor reaches or follows the programme, never a dead end: the team's email and phone
 * once status.json publishes them (`contact`); and, always, what exists without them: sharing
 * `route` (the page it sits on), the open-data files and the feed. Links only, no script.
 */
export function ProgrammeContact({
  route,
  contact: { email, phone },
  level = 4,
  none,
}: {
  route: RouteId;
  /** The team's email and phone, as its status.json publishes them (programmeContactOf). */
  contact: ProgrammeContactDetails;
  /** The level of its headings, one below the heading it sits under. */
  level?: 3 | 4 | 5;
  /** What to say while no contact is published, in place of the short default. */
  none?: string;
}) {
  const { lang, t } = requestWords();
  const share = shareLinks(route, lang, t);
  const published = email || phone;
  return (
    <div className="space-y-4">
      {published ? (
        <div>
          <p className="text-sm">{t("reach.contact")}</p>
          <ul className="mt-2 space-y-2">
            {email && (
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-5 shrink-0 text-primary" />
                <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                  {email}
                </a>
              </li>
            )}
            {phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-5 shrink-0 text-primary" />
                <a href={`tel:${phone.replace(/[\s-]/g, "")}`} className={linkClass}>
                  {phone}
                </a>
              </li>
            )}
          </ul>
        </div>
      ) : (
        <p className="text-sm">{none ?? t("reach.none")}</p>
      )}
      <ul className="space-y-4">
        <Option
          icon={Share2}
          title={t("reach.share.title")}
          text={t("reach.share.text")}
          level={level}
        >
          <a href={share.whatsapp} className={small} rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            {t("reach.share.whatsapp")}
          </a>
          <a href={share.email} className={small}>
            <Mail aria-hidden />
            {t("reach.share.email")}
          </a>
        </Option>
        <Option
          icon={Download}
          title={t("reach.download.title")}
          text={t("reach.download.text")}
          level={level}
        >
          {downloads.map((d) => (
            // Plain <a>: files, not pages, as on the Transparency Hub's open data.
            <a
              key={d.id}
              href={datasetPath(d.id, "csv")}
              download={`${d.id}.csv`}
              className={small}
            >
              {t("transparency.openData.download", {
                name: t(d.name),
                format: t("transparency.openData.csv"),
              })}
            </a>
          ))}
          <ButtonLink
            href={localizePath("/transparency#open-data", lang)}
            variant="outline"
            size="sm"
            className={wrap}
          >
            {t("reach.download.all")}
          </ButtonLink>
        </Option>
        <Option
          icon={Rss}
          title={t("reach.follow.title")}
          text={t("reach.follow.text")}
          level={level}
        >
          <a href={feedPath(lang)} type="application/atom+xml" className={small}>
            {t("feed.link")}
          </a>
        </Option>
      </ul>
    </div>
  );
}
