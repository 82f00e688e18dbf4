"use client";

import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { HydrateLater } from "@/components/ui/hydrate-later";
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
 * The tabs themselves, loaded by components/ui/tabs.tsx once the page around them has hydrated.
 * Radix tabs whose panels are all rendered (forceMount), so crawlers and no-JavaScript
 * readers get every panel; lib/without-scripts.ts shows them all when no script runs.
 */
export function RadixTabs({ label, items, defaultValue, className }: TabsProps) {
  return (
    <TabsPrimitive.Root ref={markReady} defaultValue={defaultValue} className={className}>
      <TabsPrimitive.List
        aria-label={label}
        className="print-hidden flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            className="shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item, index) => (
        <TabsPrimitive.Content
          key={item.value}
          value={item.value}
          forceMount
          className="mt-6 data-[state=inactive]:hidden print:!block"
        >
          <h2 className="sr-only">{item.label}</h2>
          {/* Each panel in a hydration pass of its own (the whole of /dashboard is four panels). */}
          <HydrateLater passes={index + 1}>{item.content}</HydrateLater>
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
