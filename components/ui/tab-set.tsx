"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { arrowIndex } from "@/lib/roving-focus";
import { TABS_READY_ATTR } from "@/lib/tab-keys";

export interface TabItem {
  value: string;
  label: string;
  /** Server-rendered panel content: every panel is in the HTML, inactive ones hidden. */
  content: ReactNode;
}

export interface TabsProps {
  label: string;
  items: TabItem[];
  defaultValue: string;
  className?: string;
}

const markReady = (root: HTMLDivElement | null) => root?.setAttribute(TABS_READY_ATTR, "");

/**
 * The tabs themselves, loaded by components/ui/tabs.tsx once the page around them has hydrated:
 * the WAI-ARIA tabs pattern with automatic activation (one tab stop; the arrows, Home and End
 * move to a tab and show its panel). Every panel is rendered, so crawlers and readers without
 * JavaScript get them all; lib/without-scripts.ts shows them when no script runs.
 */
export function TabSet({ label, items, defaultValue, className }: TabsProps) {
  const [selected, setSelected] = useState(defaultValue);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = arrowIndex(event.key, index, items.length, "horizontal");
    if (next === undefined) return;
    event.preventDefault();
    setSelected(items[next]!.value);
    tabs.current[next]?.focus();
  };

  return (
    <div ref={markReady} className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="print-hidden flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={active}
              aria-controls={panelId(item.value)}
              data-state={active ? "active" : "inactive"}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          tabIndex={0}
          data-state={item.value === selected ? "active" : "inactive"}
          className="mt-6 data-[state=inactive]:hidden print:!block"
        >
          <h2 className="sr-only">{item.label}</h2>
          {/* Each panel in a hydration pass of its own (the whole of /dashboard is four panels). */}
          <HydrateLater passes={index + 1}>{item.content}</HydrateLater>
        </div>
      ))}
    </div>
  );
}
