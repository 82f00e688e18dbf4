import {
  EARLY_THEME_ATTR,
  EARLY_THEME_EVENT,
  THEME_STORAGE_KEY,
  THEME_TOGGLE_READY_ATTR,
} from "@/lib/theme-keys";

/**
 * On a slow phone the page's scripts can take seconds, and a tap on the theme toggle before React
 * has hydrated it would be lost: before the scripts run nothing listens, and while React starts
 * and hydrates it drops a tap it cannot yet deliver. This inline script (about 700 bytes, in the
 * page itself) answers such a tap at once, the way next-themes would: the class and colour scheme
 * on <html>, and the choice in storage, where next-themes reads it when it starts, and on <html>
 * with an event, for a theme provider that has already started (components/theme-provider.tsx
 * adopts it). It listens first (on window, capturing) and keeps the tap from React, so a tap is
 * never handled twice; once React has committed the toggle (which then marks itself ready), it
 * leaves every tap to React.
 *
 * With no class on <html> yet (storage blocked: next-themes' inline script could not choose) the page
 * follows the device's setting (app/globals.css), so the tap switches away from that.
 *
 * It also drops a stored theme that is not one of the three, before next-themes' own inline script
 * would put it on <html> as a class ("hidden" would hide the page). e2e/theme-early.spec.ts.
 */
export const earlyThemeScript = `(function(){var K=${JSON.stringify(THEME_STORAGE_KEY)},A="${EARLY_THEME_ATTR}";try{var s=localStorage.getItem(K);if(s!==null&&s!=="light"&&s!=="dark"&&s!=="system")localStorage.removeItem(K)}catch(x){}addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[data-theme-toggle]");if(!b||b.hasAttribute("${THEME_TOGGLE_READY_ATTR}"))return;e.stopPropagation();var d=document.documentElement,c=d.classList,t=c.contains("dark")||!c.contains("light")&&matchMedia("(prefers-color-scheme: dark)").matches?"light":"dark";c.remove("light","dark");c.add(t);d.style.colorScheme=t;d.setAttribute(A,t);try{localStorage.setItem(K,t)}catch(x){}dispatchEvent(new Event("${EARLY_THEME_EVENT}"))},true)})()`;
