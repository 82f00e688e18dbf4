"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Toaster, toast } from "sonner";
import { focusMainQuietly } from "@/components/chrome/scroll-to-top";
import { useSiteTheme } from "@/components/theme-provider";
import { onNotice } from "@/lib/notify";

/** Spec §9 toast constants. Sonner's swipe-to-dismiss threshold is fixed by sonner at 45 px. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

const WIDE = "(min-width: 640px)";

/** The one toaster: top on small screens, bottom-right on larger ones. */
export function SonnerToaster() {
  const { resolvedTheme } = useSiteTheme();
  const [wide, setWide] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  const router = useRouter();
  // Runs after <Toaster> has subscribed (children's effects run first), so no notice is lost.
  useEffect(
    () =>
      onNotice(({ message, description, action }) =>
        toast(message, {
          description,
          action: action && {
            label: action.label,
            // A route change as a link's: ScrollToTop scrolls smoothly once the page is shown.
            onClick: () => {
              focusMainQuietly();
              router.push(action.href, { scroll: false });
            },
          },
        }),
      ),
    [router],
  );
  return (
    <Toaster
      position={wide ? "bottom-right" : "top-center"}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      closeButton
      // On a phone a notice with an action puts the button under its text: side by side the
      // text is squeezed into a column a few words wide.
      toastOptions={{ classNames: { toast: "max-sm:flex-wrap", content: "max-sm:basis-full!" } }}
    />
  );
}
