import { z } from "zod";
import { programme, TOTAL_INVESTMENT } from "@/content/budget";
import { digitalServicesPlan } from "@/content/execution/digital-services";
import { tourismPackages } from "@/content/execution/village-tourism";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { shareOfBudget } from "@/content/dashboard";
import type { Ledger } from "@/content/ledger/derive";
import type { LedgerFigures } from "@/content/registry";
import { formatCrore, formatMonth, formatNumber, formatPercent, formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";

/**
 * The engagement hub (spec §2 'Engagement page', §3 'Engagement'), one module per section in
 * content/engagement/; this one holds what the sections share. Every figure here is a fact about
 * the plan, a figure of a village's accounts (its ledger), or a plain zero: no
 * supporters, results or participation are claimed beyond what the accounts record. Every word is in the dictionaries under `engagement.*`, by id; the
 * figures the sentences hold are filled in by engagementVars below.
 */

/**
 * The programme team's public contact address and phone number. Other pages send visitors here
 * to contact the team; none has been published before launch, so the page says so. The team
 * publishes them in its status.json (`contact.email`, and `contact.phone`).
 */
export const contactEmailSchema = z.email().nullable();
export interface ProgrammeContactDetails {
  email: string | null;
  phone: string | null;
}
export function programmeContactOf({ status }: Pick<Ledger, "status">): ProgrammeContactDetails {
  return {
    email: contactEmailSchema.parse(status.contact?.email ?? null),
    phone: status.contact?.phone ?? null,
  };
}

export const engagementLevels = ["Very High", "High", "Medium"] as const;
export type EngagementLevel = (typeof engagementLevels)[number];

export const pathSchema = z.string().regex(/^\/[a-z0-9-]*(#[a-z-]+)?$/);

export const wayIds = ["volunteer", "share-expertise", "advocate", "visit", "invest"] as const;
export type WayId = (typeof wayIds)[number];

/** The year youth mentoring starts. */
export const MENTORING_FROM_YEAR = 2026;

const stayDays = tourismPackages.map((p) => p.duration);

/** The shortest and longest stay of the village tourism packages, in days. */
export const VISIT_STAY_DAYS = { min: Math.min(...stayDays), max: Math.max(...stayDays) } as const;

/**
 * The figures the engagement hub's sentences hold (`{launch}`, `{end}`, `{min}`...), formatted for
 * the language, and the cases they select on: the stage (`now`: pre, implementation, completed)
 * and whether any money is received (`raised`) or spent (`spent`), none or some. Every sentence
 * is given all of them; each uses the ones it names.
 */
export function engagementVars(
  lang: Lang,
  ledger: Pick<Ledger, "launchQuarter" | "stageArg" | "fundsRaised" | "fundsSpent" | "status">,
): Record<string, string> {
  return {
    launch: formatQuarter(ledger.launchQuarter, lang),
    start: formatMonth(programme.start, lang),
    end: formatMonth(programme.end, lang),
    min: formatNumber(VISIT_STAY_DAYS.min, lang),
    max: formatNumber(VISIT_STAY_DAYS.max, lang),
    adults: `${formatNumber(PLAN_ITEMS.adultsTrainedAtLeast, lang)}+`,
    youth: formatNumber(digitalServicesPlan.youth, lang),
    year: String(MENTORING_FROM_YEAR),
    now: ledger.stageArg,
    raised: ledger.fundsRaised > 0 ? "some" : "none",
    spent: ledger.fundsSpent > 0 ? "some" : "none",
    /** Whether status.json publishes a UPI ID: the page then offers giving by UPI. */
    upi: ledger.status.upi ? "yes" : "no",
    raisedShare: formatPercent(shareOfBudget(ledger.fundsRaised), lang),
    total: formatCrore(TOTAL_INVESTMENT, lang, 2),
  };
}

/** A village's contact for the link checks (the registry reads the pilot's), under the names the pages have read it by. */
export const ledgerFigures: LedgerFigures = (ledger) => {
  const { email, phone } = programmeContactOf(ledger);
  return { PROGRAMME_CONTACT_EMAIL: email, PROGRAMME_CONTACT_PHONE: phone };
};
