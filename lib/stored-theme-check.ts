import { THEME_STORAGE_KEY } from "@/lib/theme-keys";

/**
 * Drops a stored theme that is not one of the three before next-themes' inline script would put it
 * on <html> as a class ("hidden" would hide the page). Inline, before the header;
 * e2e/stored-theme.spec.ts.
 */
export const storedThemeCheckScript = `try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(s!==null&&s!=="light"&&s!=="dark"&&s!=="system")localStorage.removeItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(x){}`;
