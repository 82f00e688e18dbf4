import { NextSteps } from "@/components/next-steps";
import { Appointment } from "@/components/pages/expert-advisory/appointment";
import { SeatCard } from "@/components/pages/expert-advisory/seat-card";
import { Badge } from "@/components/ui/badge";
import { PageHero, Section } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { advisorySeats, appointedCount, appointmentSteps, boardDuties } from "@/content/advisory";
import { formatNumber, formatQuarter } from "@/lib/format";
import { definePage, type ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

/** The expert advisory board being formed: open seats, the appointment process, no invented people. */
function ExpertAdvisoryView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <>
      <PageHero
        eyebrow={
          <>
            <Badge tone="warning">{t("expert-advisory.hero.status")}</Badge>
            <Badge tone="neutral">{t("expert-advisory.hero.noneAppointed")}</Badge>
          </>
        }
        title={t("route.expert-advisory.title")}
        description={t("expert-advisory.hero.description")}
      >
        <StatGrid className="lg:grid-cols-3">
          <Stat
            label={t("expert-advisory.stat.seats")}
            value={formatNumber(advisorySeats.length, lang)}
          />
          <Stat
            label={t("expert-advisory.stat.appointed")}
            value={formatNumber(appointedCount(), lang)}
          />
          <Stat
            label={t("expert-advisory.stat.launch")}
            value={formatQuarter(ledger.launchQuarter, lang)}
            className="col-span-2 lg:col-span-1"
          />
        </StatGrid>
      </PageHero>
      <Section
        id="seats"
        title={t("expert-advisory.seats.title")}
        description={t("expert-advisory.seats.description")}
      >
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {advisorySeats.map((seat) => (
            <li key={seat.id}>
              <SeatCard seat={seat} />
            </li>
          ))}
        </ul>
      </Section>
      <Appointment steps={appointmentSteps} duties={boardDuties} />
      <NextSteps
        id="take-part"
        title={t("expert-advisory.closing.title")}
        description={t("expert-advisory.closing.description")}
        sectionClassName="pt-0 sm:pt-0"
        links={[
          { path: "/engagement", label: t("expert-advisory.closing.engagement") },
          { path: "/transparency", label: t("expert-advisory.closing.transparency") },
        ]}
      />
    </>
  );
}

const page = definePage("expert-advisory", ExpertAdvisoryView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
