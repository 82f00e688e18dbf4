"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { SiteLink } from "@/components/site-link";
import { useEffect, useRef, useState } from "react";
import { navLinkClass } from "@/components/chrome/nav-classes";
import { scrollToTopSoon } from "@/components/chrome/scroll-to-top";
import type { NavGroupItems } from "@/lib/nav";
import { cx } from "@/lib/cx";

export interface MoreMenuPanelProps {
  label: string;
  groups: NavGroupItems[];
  current: string | undefined;
  initiallyOpen: boolean;
  focusTrigger: boolean;
}

/** The More menu: two groups of described pages, in a Radix navigation menu. */
export function MoreMenuPanel({
  label,
  groups,
  current,
  initiallyOpen,
  focusTrigger,
}: MoreMenuPanelProps) {
  const [value, setValue] = useState(initiallyOpen ? "more" : "");
  const trigger = useRef<HTMLButtonElement>(null);
  const active = groups.some((g) => g.items.some((i) => i.path === current));

  // The plain button this replaces may have had focus; keep it on the same control.
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);

  return (
    // Inside the header's own <nav>: a plain element, not a second navigation landmark.
    <NavigationMenu.Root
      asChild
      aria-label={undefined}
      value={value}
      onValueChange={setValue}
      delayDuration={100}
    >
      <div className="relative">
        <NavigationMenu.List>
          <NavigationMenu.Item value="more">
            <NavigationMenu.Trigger
              ref={trigger}
              className={cx(navLinkClass, "group gap-1", active && "text-primary")}
            >
              {label}
              <ChevronDown
                aria-hidden
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full right-0 z-50 mt-2 w-[40rem] rounded-xl border bg-card p-4 text-card-foreground shadow-lg">
              <div className="grid grid-cols-2 gap-4">
                {groups.map((group) => (
                  <section key={group.label} aria-label={group.label}>
                    <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                      {group.label}
                    </h2>
                    <ul className="space-y-1">
                      {group.items.map((item) => (
                        <li key={item.href}>
                          <NavigationMenu.Link asChild active={item.path === current}>
                            <SiteLink
                              href={item.href}
                              scroll={false}
                              onClick={() => {
                                setValue("");
                                scrollToTopSoon();
                              }}
                              aria-current={item.path === current ? "page" : undefined}
                              className="block rounded-md px-2 py-1.5 hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent"
                            >
                              <span className="block text-sm font-medium">{item.label}</span>
                              <span className="block text-xs text-muted-foreground">
                                {item.summary}
                              </span>
                            </SiteLink>
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
      </div>
    </NavigationMenu.Root>
  );
}
