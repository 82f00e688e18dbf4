"use client";

import { SiteLink } from "@/components/site-link";
import { MoreMenu } from "@/components/chrome/more-menu";
import { navLinkClass } from "@/components/chrome/nav-classes";
import type { NavGroupItems, NavLinkItem } from "@/lib/nav";
import { useCurrentPrimaryPath } from "@/lib/use-current-route";
import { cx } from "@/lib/cx";

interface DesktopNavProps {
  label: string;
  main: NavLinkItem[];
  moreLabel: string;
  more: NavGroupItems[];
}

/** The five main links and the More menu, for wide screens. */
export function DesktopNav({ label, main, moreLabel, more }: DesktopNavProps) {
  const current = useCurrentPrimaryPath([...main, ...more.flatMap((g) => g.items)]);
  return (
    <nav aria-label={label} className="relative hidden items-center gap-1 lg:flex">
      <ul className="flex items-center gap-1">
        {main.map((item) => {
          const active = item.path === current;
          return (
            <li key={item.href}>
              <SiteLink
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cx(navLinkClass, active && "bg-accent text-accent-foreground")}
              >
                {item.label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
      <MoreMenu label={moreLabel} groups={more} current={current} />
    </nav>
  );
}
