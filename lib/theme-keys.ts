/** The product's own localStorage key for the theme choice. */
export const THEME_STORAGE_KEY = "digital-village-theme";

/** The choice made before the scripts ran, on <html>, for when storage could not keep it (lib/early-theme.ts). */
export const EARLY_THEME_ATTR = "data-theme-early";

/** The event lib/early-theme.ts sends with each choice it answers, for a theme provider already running. */
export const EARLY_THEME_EVENT = "early-theme-choice";

/** On the theme toggle once React has committed it (components/chrome/theme-toggle.tsx). */
export const THEME_TOGGLE_READY_ATTR = "data-theme-ready";

/**
 * On <html> for the moment the toggle switches the theme, so that colours change at once rather
 * than fading element by element (app/globals.css turns transitions off under it).
 */
export const THEME_SWITCHING_ATTR = "data-theme-switching";
