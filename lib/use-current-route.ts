"use client";

import { usePathname } from "next/navigation";
import type { NavLinkItem } from "@/lib/nav";
import { pagePath } from "@/lib/paths";

/**
 * The primary path of the page being shown, if it is one of `items`, whatever alias or language
 * prefix the URL has. Islands pass their own links rather than import the route table.
 */
export function useCurrentPrimaryPath(items: readonly NavLinkItem[]): string | undefined {
  const here = pagePath(usePathname() ?? "/");
  return items.find((item) => item.paths.includes(here))?.path;
}
