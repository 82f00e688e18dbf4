import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import {
  auditSchedule,
  transparencyContacts,
  verificationSteps,
} from "@/content/transparency-verification";
import { localizePath, type Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { DataTable, Td, Th } from "./table";

/** Verification tab: the checking process, the audit schedule and who to ask. */
export function VerificationTab({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <div className="space-y-6">
      <Card>
        <CardTitle>{t("transparency.verification.process.title")}</CardTitle>
        <CardDescription>{t("transparency.verification.process.description")}</CardDescription>
        <ol className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {verificationSteps.map((step, i) => (
            <li key={step.title} className="flex gap-3 rounded-lg border p-4">
              <span
                aria-hidden
                className="bg-primary text-primary-foreground flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="text-muted-foreground mt-1 text-sm">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
      <Card>
        <CardTitle>{t("transparency.verification.schedule.title")}</CardTitle>
        <CardDescription>{t("transparency.verification.schedule.description")}</CardDescription>
        <div className="mt-4">
          <DataTable>
            <caption className="sr-only">{t("transparency.verification.schedule.title")}</caption>
            <thead>
              <tr>
                <Th scope="col">{t("transparency.verification.col.check")}</Th>
                <Th scope="col">{t("transparency.verification.col.frequency")}</Th>
                <Th scope="col">{t("transparency.verification.col.firstDue")}</Th>
                <Th scope="col">{t("transparency.verification.col.status")}</Th>
              </tr>
            </thead>
            <tbody>
              {auditSchedule.map((a) => (
                <tr key={a.check}>
                  <Td className="font-medium">{a.check}</Td>
                  <Td>{a.frequency}</Td>
                  <Td className="whitespace-nowrap">{a.firstDue}</Td>
                  <Td>
                    <Badge tone="neutral">
                      {t("transparency.financial.receipts.pendingStart")}
                    </Badge>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      </Card>
      <Card>
        <CardTitle>{t("transparency.verification.contacts.title")}</CardTitle>
        <CardDescription>{t("transparency.verification.contacts.description")}</CardDescription>
        <ul className="mt-4 grid gap-3 md:grid-cols-3">
          {transparencyContacts.map((c) => (
            <li key={c.role} className="flex flex-col rounded-lg border p-4">
              <p className="font-semibold">{c.role}</p>
              <p className="text-muted-foreground mt-1 flex-1 text-sm">{c.responsibility}</p>
              <ButtonLink
                href={localizePath(c.channel, lang)}
                variant="outline"
                size="sm"
                className="mt-3 self-start"
              >
                {c.channel === "/engagement"
                  ? t("transparency.verification.contacts.engagement")
                  : t("transparency.verification.contacts.community")}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
