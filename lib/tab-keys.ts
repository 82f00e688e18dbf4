/** On a tabs root: the position of the tab chosen before React committed the tabs (lib/early-tabs.ts). */
export const EARLY_TAB_ATTR = "data-tab-early";

/** On a tabs root once React has committed it (components/ui/tabs.tsx). */
export const TABS_READY_ATTR = "data-tabs-ready";
