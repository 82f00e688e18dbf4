"use client";

import { Moon, Sun } from "lucide-react";
import { useSiteTheme } from "@/components/theme-provider";
import { Tooltip } from "@/components/ui/tooltip";

/**
 * Switches between light and dark. The icon follows the class on <html>, so it never flashes.
 * Before the page's scripts run, a tap is answered by the inline script of lib/early-theme.ts.
 */
export function ThemeToggle({ label }: { label: string }) {
  const { resolvedTheme, setTheme } = useSiteTheme();
  return (
    <Tooltip label={label}>
      <button
        type="button"
        data-needs-js
        data-theme-toggle=""
        onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
      >
        <Sun aria-hidden className="size-5 dark:hidden" />
        <Moon aria-hidden className="hidden size-5 dark:block" />
        <span className="sr-only">{label}</span>
      </button>
    </Tooltip>
  );
}
