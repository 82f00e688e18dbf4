"use client";

import { Moon, Sun } from "lucide-react";
import { useSiteTheme } from "@/components/theme-provider";
import { Tooltip } from "@/components/ui/tooltip";
import { THEME_SWITCHING_ATTR, THEME_TOGGLE_READY_ATTR } from "@/lib/theme-keys";

/** Set once React has committed the toggle. */
const markReady = (button: HTMLButtonElement | null) =>
  button?.setAttribute(THEME_TOGGLE_READY_ATTR, "");

/**
 * Switches the theme with transitions off, the way next-themes' `disableTransitionOnChange` would,
 * but only when the visitor switches: that option also does it each time the provider starts, and
 * each time restyles the whole page twice (about 140 ms of main thread at Lighthouse's 4x CPU
 * slowdown on /transparency), just as the page becomes interactive. next-themes puts the new class
 * on <html> in an effect, which React runs before the next frame for a click; the styles are
 * computed under the attribute in that frame, and it is taken off after.
 */
function switchTheme(change: () => void) {
  const html = document.documentElement;
  html.setAttribute(THEME_SWITCHING_ATTR, "");
  change();
  requestAnimationFrame(() => {
    void getComputedStyle(html).color;
    setTimeout(() => html.removeAttribute(THEME_SWITCHING_ATTR), 1);
  });
}

/** Switches between light and dark. The icon follows the class on <html>, so it never flashes. */
export function ThemeToggle({ label }: { label: string }) {
  const { resolvedTheme, setTheme } = useSiteTheme();
  return (
    <Tooltip label={label}>
      <button
        type="button"
        data-needs-js
        data-theme-toggle=""
        ref={markReady}
        onClick={() => switchTheme(() => setTheme(resolvedTheme === "dark" ? "light" : "dark"))}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
      >
        <Sun aria-hidden className="size-5 dark:hidden" />
        <Moon aria-hidden className="hidden size-5 dark:block" />
        <span className="sr-only">{label}</span>
      </button>
    </Tooltip>
  );
}
