"use client";

import { HydrateLater } from "@/components/ui/hydrate-later";
import type { TabsProps } from "@/components/ui/tab-set";
import { retryableLazy } from "@/lib/retryable-lazy";

export type { TabItem } from "@/components/ui/tab-set";

/**
 * The tabs (components/ui/tab-set.tsx) come in a chunk of their own, loaded when React
 * reaches them while hydrating rather than evaluated with the framework at start-up, where they
 * add to the start-up's blocking time (bench/results.md, "The lazy parts"). Until the chunk has
 * come, the server's HTML stands (React keeps a boundary that suspends while hydrating as it is).
 *
 * The boundary is an <Activity>, not a <Suspense>: React outlines a large Suspense boundary from
 * the HTML (its content hidden until a script moves it in), which would hide every panel from a
 * reader without JavaScript. A page reached by a link waits for the chunk before it shows, as it
 * waits for its data. If the chunk cannot be fetched, the page's error screen offers Try Again,
 * which loads it afresh (lib/retryable-lazy.ts).
 */
const LazyTabs = retryableLazy(() =>
  import("@/components/ui/tab-set").then((module) => module.TabSet),
);

export function Tabs(props: TabsProps) {
  return (
    <HydrateLater passes={1}>
      <LazyTabs {...props} />
    </HydrateLater>
  );
}
