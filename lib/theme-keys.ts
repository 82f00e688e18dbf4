/** The product's own localStorage key for the theme choice. */
export const THEME_STORAGE_KEY = "digital-village-theme";

/** The choice made before the scripts ran, on <html>, for when storage could not keep it (lib/early-theme.ts). */
export const EARLY_THEME_ATTR = "data-theme-early";
