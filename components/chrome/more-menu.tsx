"use client";

import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import {
  MoreMenuGroups,
  MoreMenuLinkText,
  moreMenuBoxClass,
  moreMenuLinkClass,
} from "@/components/chrome/more-menu-list";
import { navLinkClass } from "@/components/chrome/nav-classes";
import type { MoreMenuPanelProps } from "@/components/chrome/more-menu-panel";
import { SiteLink } from "@/components/site-link";
import type { NavGroupItems } from "@/lib/nav";
import { sitePagesId } from "@/lib/site-pages";
import { cx } from "@/lib/cx";
import { useHydrated } from "@/lib/use-hydrated";

interface MoreMenuProps {
  label: string;
  groups: NavGroupItems[];
  current: string | undefined;
}

type Panel = ComponentType<MoreMenuPanelProps>;
let loading: Promise<Panel> | undefined;

/**
 * Fetches the Radix menu (about 11 KB) once, on the first sign the visitor wants it. A failed fetch
 * is forgotten, so the next sign tries again.
 */
function loadPanel(): Promise<Panel> {
  loading ??= import("@/components/chrome/more-menu-panel").then(
    (m) => m.MoreMenuPanel,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The More button. Until the header has hydrated (and without JavaScript) it is a link to the
 * footer's list of every page, so a click is never lost. Then it is a plain button: pointing at it
 * fetches the Radix navigation menu's code, and a click or keyboard focus puts the menu in its
 * place, open if it was clicked. If the menu's code cannot be fetched (a dropped connection, a
 * redeploy), a click opens the same pages as a plain list of the site's links, which need no
 * more code, and each new click tries the Radix menu again.
 */
export function MoreMenu({ label, groups, current }: MoreMenuProps) {
  const [Panel, setPanel] = useState<{ C: Panel; open: boolean; focus: boolean } | null>(null);
  /** Set once the Radix menu failed to load: whether the plain list is open. */
  const [plain, setPlain] = useState<{ open: boolean } | null>(null);
  const plainBox = useRef<HTMLDivElement>(null);
  const plainId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const linkHadFocus = useRef(false);
  const active = groups.some((g) => g.items.some((i) => i.path === current));

  const upgrade = (open: boolean) => {
    loadPanel().then(
      (C) =>
        setPanel((prev) => ({
          C,
          open: open || (prev?.open ?? false),
          focus: document.activeElement === button.current,
        })),
      () => setPlain((prev) => ({ open: open || (prev?.open ?? false) })),
    );
  };

  // The plain list closes on Escape and on a click elsewhere, as the Radix menu does.
  const plainOpen = plain?.open ?? false;
  useEffect(() => {
    if (!plainOpen) return;
    const close = (e: Event) => {
      if (
        e instanceof KeyboardEvent
          ? e.key === "Escape"
          : !plainBox.current?.contains(e.target as Node)
      )
        setPlain({ open: false });
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [plainOpen]);

  if (Panel) {
    return (
      <Panel.C
        label={label}
        groups={groups}
        current={current}
        initiallyOpen={Panel.open}
        focusTrigger={Panel.focus}
      />
    );
  }
  const className = cx(navLinkClass, "group gap-1", active && "text-primary");
  const content = (
    <>
      {label}
      <ChevronDown aria-hidden className="size-4" />
    </>
  );
  if (!hydrated) {
    return (
      <a
        href={`#${sitePagesId}`}
        // Detached when the button replaces it: a keyboard user's focus moves across.
        ref={(link) => () => {
          linkHadFocus.current = document.activeElement === link;
        }}
        className={className}
      >
        {content}
      </a>
    );
  }
  const trigger = (
    <button
      ref={(el) => {
        button.current = el;
        if (el && linkHadFocus.current) {
          linkHadFocus.current = false;
          el.focus();
        }
      }}
      type="button"
      aria-expanded={plainOpen}
      aria-controls={plain ? plainId : undefined}
      // Pointing at it only fetches the menu's code: swapping the button for the menu's between
      // the press and the release of a click would lose the click.
      onPointerEnter={() => !plain && loadPanel().catch(() => {})}
      // Focus from the keyboard swaps it at once, so that the menu's own keys work on it.
      onFocus={(e) => !plain && e.currentTarget.matches(":focus-visible") && upgrade(false)}
      onClick={() => {
        if (plain) setPlain({ open: !plainOpen });
        if (!plainOpen) upgrade(true);
      }}
      className={className}
    >
      {content}
    </button>
  );
  if (!plain) return trigger;
  return (
    <div ref={plainBox}>
      {trigger}
      <div id={plainId} hidden={!plainOpen} className={moreMenuBoxClass}>
        <MoreMenuGroups
          groups={groups}
          link={(item) => (
            // The site's link, as in the Radix menu: the page changes in place and scrolls up.
            <SiteLink
              href={item.href}
              aria-current={item.path === current ? "page" : undefined}
              className={moreMenuLinkClass}
              onClick={() => setPlain({ open: false })}
            >
              <MoreMenuLinkText item={item} />
            </SiteLink>
          )}
        />
      </div>
    </div>
  );
}
