/** Shared look of the header's links and the More trigger. */
export const navLinkClass =
  "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground";
