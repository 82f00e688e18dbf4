/** On a tabs root once React has committed it (components/ui/tab-set.tsx); tests wait for it. */
export const TABS_READY_ATTR = "data-tabs-ready";
