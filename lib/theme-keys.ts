/** The product's own localStorage key for the theme choice. */
export const THEME_STORAGE_KEY = "digital-village-theme";

/** On the theme toggle once React has committed it (components/chrome/theme-toggle.tsx); tests wait for it. */
export const THEME_TOGGLE_READY_ATTR = "data-theme-ready";

/**
 * On <html> for the moment the toggle switches the theme, so that colours change at once rather
 * than fading element by element (app/globals.css turns transitions off under it).
 */
export const THEME_SWITCHING_ATTR = "data-theme-switching";
