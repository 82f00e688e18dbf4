import { SiteLink } from "@/components/site-link";
import { NextSteps } from "@/components/next-steps";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHero, Section } from "@/components/ui/section";
import { disagreements, type Disagreement } from "@/content/figures/disagreements";
import { headlineFiguresOf, type FigureId, type Headline } from "@/content/figures/headline";
import { shownOn } from "@/content/figures/pages/shown-on";
import { formatNumber, formatRupees } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { definePage, type ViewProps } from "@/lib/page";
import { routeForPath, type RouteId } from "@/lib/routes";
import { formatReading, gapText } from "@/lib/figures";
import { requestWords } from "@/lib/request-language";

/** The pages that show a reading, as links in the page's language. */
function PageLinks({ paths }: { paths: readonly string[] }) {
  const { lang, t } = requestWords();
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {paths.map((path) => {
        const route = routeForPath(path)!;
        return (
          <li key={path}>
            <SiteLink
              href={localizePath(path, lang)}
              className="text-primary underline underline-offset-4"
            >
              {t(`route.${route.id as RouteId}.title`)}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

function Readings({ entry }: { entry: Disagreement }) {
  const { lang, t } = requestWords();
  const lead = entry.readings[0]!.value;
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold">{t("figures.readings")}</h4>
      <ol className="mt-2 divide-y rounded-lg border text-sm">
        {entry.readings.map((reading, i) => (
          <li key={i} className="grid gap-1 px-3 py-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
            <span className="text-lg font-bold tabular-nums">
              {formatReading(reading, entry.unit, lang, t)}
            </span>
            <div className="space-y-1">
              <p className="text-muted-foreground">
                {i === 0
                  ? t("figures.reading.lead")
                  : gapText(reading.value, lead, entry.unit, lang, t)}
              </p>
              {shownOn(entry.id, i).length > 0 ? (
                <div className="flex flex-wrap gap-x-2">
                  <span className="text-muted-foreground">{t("figures.shownOn")}:</span>
                  <PageLinks paths={shownOn(entry.id, i)} />
                </div>
              ) : (
                <p className="text-muted-foreground">{t("figures.shownNowhere")}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Derivation({ figure }: { figure: Headline }) {
  const { lang, t } = requestWords();
  if (!figure.derivedFrom) return null;
  const { total, people } = figure.derivedFrom;
  const id = figure.id as "per-person";
  return (
    <p className="mt-2 text-sm">
      <span className="text-muted-foreground">{t("figures.derived")}: </span>
      {formatReading(figure.reading, figure.unit, lang, t)} ={" "}
      {t(`figures.${id}.derived`, {
        total: formatRupees(total, lang),
        people: formatNumber(people, lang),
      })}
    </p>
  );
}

/**
 * One figure: its anchor, what it measures, its value, the pages the walk of the built site found
 * it on (content/figures/pages/shown-on.json), its readings if it has more.
 */
function FigureCard({
  id,
  unit,
  reading,
  entry,
  children,
}: {
  id: FigureId;
  unit: Headline["unit"] | Disagreement["unit"];
  reading: { value: number; from?: number };
  entry?: Disagreement;
  children?: React.ReactNode;
}) {
  const { lang, t } = requestWords();
  return (
    <Card id={id} className="scroll-mt-24">
      <CardTitle className="text-base">
        <a href={`#${id}`} className="hover:underline" aria-label={t(`figures.${id}.name`)}>
          {t(`figures.${id}.name`)}
        </a>
      </CardTitle>
      <p className="mt-2 text-2xl font-bold tabular-nums">
        {formatReading(reading, unit, lang, t)}
      </p>
      {shownOn(id).length > 0 ? (
        <div className="mt-2 flex flex-wrap gap-x-2 text-sm">
          <span className="text-muted-foreground">{t("figures.shownOn")}:</span>
          <PageLinks paths={shownOn(id)} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{t("figures.shownNowhere")}</p>
      )}
      {children}
      {entry && (
        <>
          <p className="mt-4 text-sm">{t(`figures.${entry.id}.about`)}</p>
          <Readings entry={entry} />
        </>
      )}
    </Card>
  );
}

function FiguresView({ village: { ledger } }: ViewProps) {
  const { t } = requestWords();
  const headlineFigures = headlineFiguresOf(ledger);
  const headlineIds = new Set(headlineFigures.map((f) => f.id));
  const others = disagreements.filter((d) => !headlineIds.has(d.id));
  return (
    <>
      <PageHero
        eyebrow={<Badge tone="info">{t("figures.hero.badge")}</Badge>}
        title={t("route.figures.title")}
        description={t("figures.hero.description")}
      />
      <Section
        id="headline"
        title={t("figures.headline.title")}
        description={t("figures.headline.description")}
      >
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {headlineFigures.map((figure) => (
            <FigureCard
              key={figure.id}
              id={figure.id}
              unit={figure.unit}
              reading={figure.reading}
              entry={disagreements.find((d) => d.id === figure.id)}
            >
              <Derivation figure={figure} />
            </FigureCard>
          ))}
        </div>
      </Section>
      <Section
        id="disagreements"
        title={t("figures.disagreements.title")}
        description={t("figures.disagreements.description")}
        className="border-t"
      >
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {others.map((entry) => (
            <FigureCard
              key={entry.id}
              id={entry.id}
              unit={entry.unit}
              reading={entry.readings[0]!}
              entry={entry}
            />
          ))}
        </div>
      </Section>
      <NextSteps
        title={t("figures.download")}
        sectionClassName="border-t"
        arrows="all"
        list
        links={[
          { path: "/transparency", label: t("route.transparency.title") },
          { path: "/quality-check", label: t("route.quality-check.title") },
          { path: "/evidence", label: t("route.evidence.title") },
        ]}
      />
    </>
  );
}

const page = definePage("figures", FiguresView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
