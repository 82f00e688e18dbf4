import { impact as en } from "@/content/i18n/en/impact";
import { milestoneFigures } from "@/content/impact";
import { formatNumber } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { interpolate } from "@/lib/messages";

/** A quarterly milestone's words: `impact.milestone.<id>`. */
export type MilestoneKey = Extract<keyof typeof en, `impact.milestone.${string}`>;

const milestoneKeys = Object.keys(en).filter((key): key is MilestoneKey =>
  key.startsWith("impact.milestone."),
);

/** The figures of the milestone sentences, formatted for the language. */
export function milestoneVars(lang: Lang): Record<keyof typeof milestoneFigures, string> {
  return {
    kits: formatNumber(milestoneFigures.kits, lang),
    computers: formatNumber(milestoneFigures.computers, lang),
    kw: formatNumber(milestoneFigures.kw, lang),
  };
}

/**
 * The dictionary key of a planned activity of the monthly plan (content/implementation), found by
 * its English words with the figures filled in. A planned activity with no words in the impact
 * dictionaries stops the build, rather than showing English on the Hindi and Chhattisgarhi pages.
 */
export function milestoneKey(activity: string): MilestoneKey {
  const vars = milestoneVars("en");
  const key = milestoneKeys.find((k) => interpolate(en[k], vars) === activity);
  if (!key) throw new Error(`No impact.milestone.* message for the planned activity "${activity}"`);
  return key;
}
