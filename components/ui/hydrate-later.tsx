import { Activity, type ReactNode } from "react";
import { hydrationPassesOn } from "@/lib/speed-switches";

/**
 * Hydrates its children `passes` passes after the part of the page around it.
 *
 * React hydrates each <Activity> boundary in a pass of its own, after the pass that reached it;
 * boundaries reached in the same pass share the next one. Its commit, which React cannot
 * interrupt, walks everything hydrated in the pass, so one pass for a long page is one long task
 * on a slow phone while the page is becoming interactive. Nesting boundaries to different depths
 * puts large parts of a page (each tab panel) into passes of their own. The HTML is
 * unchanged but for a pair of comments per boundary, and a tap on a part not yet hydrated
 * hydrates it first and is then delivered.
 */
export function HydrateLater({ passes, children }: { passes: number; children: ReactNode }) {
  if (!hydrationPassesOn) return children;
  let tree = children;
  for (let pass = 0; pass < passes; pass++) tree = <Activity>{tree}</Activity>;
  return tree;
}
