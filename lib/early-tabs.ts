import { EARLY_TAB_ATTR, TABS_READY_ATTR } from "@/lib/tab-keys";

/**
 * Tabs (components/ui/tabs.tsx) are an island, so until React has committed them a tap on a tab
 * would do nothing; with the page's scripts loading after its first paint (scripts/page-steps/after-paint.mjs)
 * that lasts a moment even on a fast phone, seconds on a slow one. This inline script, next to
 * lib/early-theme.ts's, answers such a tap the way the tabs would: the tapped tab selected, its
 * panel shown, the others hidden; the choice kept on the tabs' root as the tab's position, which
 * the tabs adopt when React commits them and mark themselves ready. It listens first (on window,
 * capturing) and keeps the tap from React, so a tap is never handled twice. Keys (arrows) wait
 * for the scripts. e2e/after-paint.spec.ts.
 */
export const earlyTabsScript = `addEventListener("click",function(e){var t=e.target instanceof Element&&e.target.closest("[role=tab]"),l=t&&t.closest("[role=tablist]"),r=l&&l.parentElement;if(!r||r.hasAttribute("${TABS_READY_ATTR}"))return;e.stopPropagation();var s=l.querySelectorAll("[role=tab]");for(var i=0;i<s.length;i++){var b=s[i],on=b===t,p=document.getElementById(b.getAttribute("aria-controls")||"");b.setAttribute("aria-selected",on);b.setAttribute("data-state",on?"active":"inactive");b.tabIndex=on?0:-1;if(p)p.setAttribute("data-state",on?"active":"inactive");if(on)r.setAttribute("${EARLY_TAB_ATTR}",i)}},true)`;
