"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import type { NavGroupItems, NavLinkItem } from "@/lib/nav";
import { useCurrentPrimaryPath } from "@/lib/use-current-route";
import { cn } from "@/lib/utils";
import { scrollToTopSoon } from "@/components/chrome/scroll-to-top";

interface DesktopNavProps {
  label: string;
  main: NavLinkItem[];
  moreLabel: string;
  more: NavGroupItems[];
}

const linkClass =
  "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground";

/** The five main links and the More menu (Radix navigation menu), for wide screens. */
export function DesktopNav({ label, main, moreLabel, more }: DesktopNavProps) {
  const current = useCurrentPrimaryPath();
  const moreActive = more.some((g) => g.items.some((i) => i.path === current));
  return (
    <NavigationMenu.Root aria-label={label} className="relative hidden lg:block" delayDuration={100}>
      <NavigationMenu.List className="flex items-center gap-1">
        {main.map((item) => {
          const active = item.path === current;
          return (
            <NavigationMenu.Item key={item.href}>
              <NavigationMenu.Link asChild active={active}>
                <Link
                  href={item.href}
                  scroll={false}
                  onClick={scrollToTopSoon}
                  aria-current={active ? "page" : undefined}
                  className={cn(linkClass, active && "bg-accent text-accent-foreground")}
                >
                  {item.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          );
        })}
        <NavigationMenu.Item>
          <NavigationMenu.Trigger
            className={cn(linkClass, "group gap-1", moreActive && "text-primary")}
          >
            {moreLabel}
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full right-0 mt-2 w-[40rem] rounded-xl border bg-card p-4 text-card-foreground shadow-lg">
            <div className="grid grid-cols-2 gap-4">
              {more.map((group) => (
                <section key={group.label} aria-label={group.label}>
                  <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {group.label}
                  </h2>
                  <ul className="space-y-1">
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <NavigationMenu.Link asChild active={item.path === current}>
                          <Link
                            href={item.href}
                            scroll={false}
                            onClick={scrollToTopSoon}
                            aria-current={item.path === current ? "page" : undefined}
                            className="block rounded-md px-2 py-1.5 hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent"
                          >
                            <span className="block text-sm font-medium">{item.label}</span>
                            <span className="block text-xs text-muted-foreground">
                              {item.summary}
                            </span>
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
