/**
 * How a page shows when its scripts cannot run: every tab panel (tabs cannot switch), no tab list,
 * and no button whose action only a script can do (data-needs-js). `scope` narrows the rules to a
 * page whose start-up scripts failed to load (scripts/page-steps/after-paint.mjs marks <html>).
 */
export const SCRIPTS_FAILED_ATTR = "data-scripts-failed";

export function withoutScriptsCss(scope = ""): string {
  return `${scope}[role=tabpanel][data-state=inactive]{display:block!important}${scope}[role=tablist],${scope}[data-needs-js]{display:none!important}`;
}
