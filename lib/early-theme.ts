import { EARLY_THEME_ATTR, THEME_STORAGE_KEY } from "@/lib/theme-keys";

/**
 * On a slow phone the page's scripts can take seconds, and a tap on the theme toggle before React
 * listens would be lost. This inline script (about 450 bytes, in the page itself) answers such a
 * tap at once, the way next-themes would: the class and colour scheme on <html>, and the choice in
 * storage, where next-themes reads it when it starts (and on <html>, in case storage is blocked).
 * It steps aside as soon as React has taken the document (React marks its root container with a
 * `__reactContainer$` key when it starts listening; from then on React delivers a tap even to a
 * part it has not hydrated yet), so a tap is never handled twice. e2e/theme-early.spec.ts.
 */
export const earlyThemeScript = `addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[data-theme-toggle]");if(!b||Object.keys(document).some(function(k){return k.indexOf("__reactContainer$")===0}))return;var d=document.documentElement,t=d.classList.contains("dark")?"light":"dark";d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t;d.setAttribute("${EARLY_THEME_ATTR}",t);try{localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)},t)}catch(x){}})`;
