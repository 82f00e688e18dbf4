import { ProgrammeContact } from "@/components/programme-contact";
import { programmeContactOf } from "@/content/engagement/shared";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { formatMonth, formatNumber } from "@/lib/format";
import { localizePath, type Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import type {
  AuditItem,
  transparencyContacts,
  verificationSteps,
} from "@/content/transparency-verification";
import { DataTable } from "@/components/ui/data-table";
import { auditCheckStatus, hubStateOf } from "@/content/transparency";
import type { PartProps } from "@/lib/page";
import { AuditBadge } from "./audit-badge";
import { requestWords } from "@/lib/request-language";

/** "Nov 2025", or "After 31 Mar 2026" for a check due after a day. */
function firstDue({ firstDue: due }: AuditItem, lang: Lang, t: Translate): string {
  if ("month" in due) return formatMonth(due.month, lang);
  const day = Number(due.after.slice(8, 10));
  const date = `${formatNumber(day, lang)} ${formatMonth(due.after.slice(0, 7), lang)}`;
  return t("transparency.verification.firstDue.after", { date });
}

/** What the tab lists: the checking process's steps, the audit schedule and the contacts. */
export interface VerificationItems {
  steps: typeof verificationSteps;
  audits: readonly AuditItem[];
  contacts: typeof transparencyContacts;
}

/** Verification tab: the checking process, the audit schedule and who to ask. */
export function VerificationTab({
  ledger,
  items: { steps, audits, contacts },
}: PartProps & { items: VerificationItems }) {
  const { lang, t } = requestWords();
  const hubState = hubStateOf(ledger);
  return (
    <div className="space-y-6">
      <Card>
        <CardTitle>{t("transparency.verification.process.title")}</CardTitle>
        <CardDescription>{t("transparency.verification.process.description")}</CardDescription>
        <ol className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {steps.map((step, i) => (
            <li
              key={t(`transparency.verification.step.${step.id}.title`)}
              className="flex gap-3 rounded-lg border p-4"
            >
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-semibold">
                  {t(`transparency.verification.step.${step.id}.title`)}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`transparency.verification.step.${step.id}.description`, {
                    now: ledger.stageArg,
                  })}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
      <Card>
        <CardTitle>{t("transparency.verification.schedule.title")}</CardTitle>
        <CardDescription>
          {t("transparency.verification.schedule.description", { spending: hubState.spending })}
        </CardDescription>
        <div className="mt-4">
          <DataTable
            caption={t("transparency.verification.schedule.title")}
            columns={[
              { header: t("transparency.verification.col.check"), className: "font-medium" },
              { header: t("transparency.verification.col.frequency") },
              {
                header: t("transparency.verification.col.firstDue"),
                className: "whitespace-nowrap",
              },
              { header: t("transparency.verification.col.status") },
            ]}
            rows={audits.map((a) => ({
              key: t(`transparency.verification.audit.${a.id}`),
              cells: [
                t(`transparency.verification.audit.${a.id}`),
                t(`transparency.verification.frequency.${a.frequency}`),
                firstDue(a, lang, t),
                <AuditBadge key="status" status={auditCheckStatus(a.firstDue, ledger)} />,
              ],
            }))}
          />
        </div>
      </Card>
      <Card>
        <CardTitle>{t("transparency.verification.contacts.title")}</CardTitle>
        <CardDescription>{t("transparency.verification.contacts.description")}</CardDescription>
        <ul className="mt-4 grid gap-3 md:grid-cols-3">
          {contacts.map((c) => (
            <li
              key={t(`transparency.verification.contact.${c.id}.role`)}
              className="flex flex-col rounded-lg border p-4"
            >
              <p className="font-semibold">{t(`transparency.verification.contact.${c.id}.role`)}</p>
              <p className="mt-1 flex-1 text-sm text-muted-foreground">
                {t(`transparency.verification.contact.${c.id}.responsibility`, {
                  spending: hubState.spending,
                  now: ledger.stageArg,
                })}
              </p>
              {c.channel && (
                <ButtonLink
                  href={localizePath(c.channel, lang)}
                  variant="outline"
                  size="sm"
                  className="mt-3 self-start"
                >
                  {t("transparency.verification.contacts.community")}
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-6 border-t pt-4">
          <ProgrammeContact route="transparency" contact={programmeContactOf(ledger)} />
        </div>
      </Card>
    </div>
  );
}
