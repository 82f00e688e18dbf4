"use client";

import { Menu, X } from "lucide-react";
import { SiteLink } from "@/components/site-link";
import { useEffect, useId, useRef, useState } from "react";
import type { NavGroupItems, NavLinkItem } from "@/lib/nav";
import { sitePagesId } from "@/lib/site-pages";
import { useHydrated } from "@/lib/use-hydrated";
import { useCurrentPrimaryPath } from "@/lib/use-current-route";

interface MobileMenuProps {
  label: string;
  openLabel: string;
  closeLabel: string;
  main: NavLinkItem[];
  more: NavGroupItems[];
}

/**
 * The hamburger menu for narrow screens; closes when a link is clicked or Escape is pressed.
 * Until the header has hydrated (and without JavaScript) the button is a link to the footer's
 * list of every page, so a tap is never lost.
 */
export function MobileMenu({ label, openLabel, closeLabel, main, more }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const current = useCurrentPrimaryPath([...main, ...more.flatMap((g) => g.items)]);
  const panelId = useId();
  const hydrated = useHydrated();
  const linkHadFocus = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  const link = (item: NavLinkItem, withSummary: boolean) => (
    <SiteLink
      href={item.href}
      onClick={close}
      aria-current={item.path === current ? "page" : undefined}
      className="block rounded-md px-3 py-2 hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:font-semibold"
    >
      <span className="block text-sm font-medium">{item.label}</span>
      {withSummary && <span className="block text-xs text-muted-foreground">{item.summary}</span>}
    </SiteLink>
  );

  return (
    <div className="lg:hidden">
      {hydrated ? (
        <button
          type="button"
          // Takes over a keyboard user's focus from the link it replaces.
          ref={(el) => {
            if (el && linkHadFocus.current) {
              linkHadFocus.current = false;
              el.focus();
            }
          }}
          aria-label={open ? closeLabel : openLabel}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
        >
          {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
        </button>
      ) : (
        <a
          href={`#${sitePagesId}`}
          aria-label={openLabel}
          ref={(link) => () => {
            linkHadFocus.current = document.activeElement === link;
          }}
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
        >
          <Menu aria-hidden className="size-5" />
        </a>
      )}
      <nav
        id={panelId}
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="space-y-1">
          {main.map((item) => (
            <li key={item.href}>{link(item, false)}</li>
          ))}
        </ul>
        {more.map((group) => (
          <section key={group.label} className="mt-4" aria-label={group.label}>
            <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group.label}
            </h2>
            <ul className="space-y-1">
              {group.items.map((item) => (
                <li key={item.href}>{link(item, true)}</li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
