import type { ReactNode } from "react";
import type { NavGroupItems, NavLinkItem } from "@/lib/nav";

/**
 * The open More menu's box, under the header's navigation from its left edge (the nav is its
 * positioned parent): hung from the More button's right edge, it ran off the screen in Hindi.
 */
export const moreMenuBoxClass =
  "absolute top-full left-0 z-50 mt-2 w-[40rem] rounded-xl border bg-card p-4 text-card-foreground shadow-lg";

export const moreMenuLinkClass =
  "block rounded-md px-2 py-1.5 hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent";

/** A link's two lines: the page's name and what it holds. */
export function MoreMenuLinkText({ item }: { item: NavLinkItem }) {
  return (
    <>
      <span className="block text-sm font-medium">{item.label}</span>
      <span className="block text-xs text-muted-foreground">{item.summary}</span>
    </>
  );
}

/**
 * The More menu's two groups of described pages. The Radix panel and the plain fallback (when the
 * panel's code cannot be fetched) show the same list, each with its own kind of link.
 */
export function MoreMenuGroups({
  groups,
  link,
}: {
  groups: NavGroupItems[];
  link: (item: NavLinkItem) => ReactNode;
}) {
  return (
    <div className="grid grid-cols-2 gap-4">
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label}>
          <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group.label}
          </h2>
          <ul className="space-y-1">
            {group.items.map((item) => (
              <li key={item.href}>{link(item)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
