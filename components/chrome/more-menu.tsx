"use client";

import { ChevronDown } from "lucide-react";
import { useRef, useState, type ComponentType } from "react";
import { navLinkClass } from "@/components/chrome/nav-classes";
import type { MoreMenuPanelProps } from "@/components/chrome/more-menu-panel";
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

/** Fetches the Radix menu (about 11 KB) once, on the first sign the visitor wants it. */
function loadPanel(): Promise<Panel> {
  loading ??= import("@/components/chrome/more-menu-panel").then((m) => m.MoreMenuPanel);
  return loading;
}

/**
 * The More button. Until the header has hydrated (and without JavaScript) it is a link to the
 * footer's list of every page, so a click is never lost. Then it is a plain button until the
 * visitor points at it, focuses it or clicks it; then the Radix navigation menu replaces it,
 * open if it was clicked.
 */
export function MoreMenu({ label, groups, current }: MoreMenuProps) {
  const [Panel, setPanel] = useState<{ C: Panel; open: boolean; focus: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const linkHadFocus = useRef(false);
  const active = groups.some((g) => g.items.some((i) => i.path === current));

  const upgrade = (open: boolean) => {
    void loadPanel().then((C) =>
      setPanel((prev) => ({
        C,
        open: open || (prev?.open ?? false),
        focus: document.activeElement === button.current,
      })),
    );
  };

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
  return (
    <button
      ref={(el) => {
        button.current = el;
        if (el && linkHadFocus.current) {
          linkHadFocus.current = false;
          el.focus();
        }
      }}
      type="button"
      aria-expanded={false}
      onPointerEnter={() => upgrade(false)}
      onFocus={() => upgrade(false)}
      onClick={() => upgrade(true)}
      className={className}
    >
      {content}
    </button>
  );
}
