"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { SiteLink } from "@/components/site-link";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { navLinkClass } from "@/components/chrome/nav-classes";
import {
  MoreMenuGroups,
  MoreMenuLinkText,
  moreMenuBoxClass,
  moreMenuLinkClass,
} from "@/components/chrome/more-menu-list";
import type { NavGroupItems } from "@/lib/nav";
import { cx } from "@/lib/cx";

export interface MoreMenuPanelProps {
  label: string;
  groups: NavGroupItems[];
  current: string | undefined;
  initiallyOpen: boolean;
  focusTrigger: boolean;
}

/**
 * Radix opens a navigation menu when the pointer rests on its trigger and toggles it on a click,
 * so a click after a rest closed it again. The More menu is the specification's dropdown: a click
 * or a key opens and closes it, and the pointer passing by does neither.
 */
const noHover = (event: PointerEvent<HTMLElement>) => event.preventDefault();

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
    <NavigationMenu.Root asChild aria-label={undefined} value={value} onValueChange={setValue}>
      <div>
        <NavigationMenu.List>
          <NavigationMenu.Item value="more">
            <NavigationMenu.Trigger
              ref={trigger}
              onPointerMove={noHover}
              onPointerLeave={noHover}
              className={cx(navLinkClass, "group gap-1", active && "text-primary")}
            >
              {label}
              <ChevronDown
                aria-hidden
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content>
              <MoreMenuGroups
                groups={groups}
                link={(item) => (
                  <NavigationMenu.Link asChild active={item.path === current}>
                    <SiteLink
                      href={item.href}
                      onClick={() => setValue("")}
                      aria-current={item.path === current ? "page" : undefined}
                      className={moreMenuLinkClass}
                    >
                      <MoreMenuLinkText item={item} />
                    </SiteLink>
                  </NavigationMenu.Link>
                )}
              />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        </NavigationMenu.List>
        {/* Outside the list, whose wrapper Radix positions: the box hangs from the header's nav. */}
        <NavigationMenu.Viewport className={moreMenuBoxClass} onPointerLeave={noHover} />
      </div>
    </NavigationMenu.Root>
  );
}
