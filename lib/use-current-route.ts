"use client";

import { usePathname } from "next/navigation";
import { splitLangPath } from "@/lib/i18n";
import { routeForPath } from "@/lib/routes";

/** The primary path of the page being shown, whatever alias or language prefix the URL has. */
export function useCurrentPrimaryPath(): string | undefined {
  const pathname = usePathname() ?? "/";
  return routeForPath(splitLangPath(pathname).path)?.path;
}
