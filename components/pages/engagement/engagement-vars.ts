/**
 * What the hub's parts fill their sentences with: the figures of the plan and of the village's
 * accounts, formatted for the language, as the page reads them (engagementVars).
 */
export interface EngagementVarsProps {
  vars: Record<string, string>;
}
