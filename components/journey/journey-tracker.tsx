"use client";

import { usePathname } from "next/navigation";
import { Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { LoadBoundary } from "@/components/ui/load-boundary";
import type { JourneyPanelText } from "@/components/journey/journey-panel";
import {
  dismiss,
  enterPage,
  getServerSnapshot,
  getSnapshot,
  subscribe,
} from "@/components/journey/visit-store";
import type { EngagementLevelId, JourneySectionId } from "@/content/journey";
import {
  completedCount,
  elapsedSeconds,
  engagementLevel,
  isTrackerVisible,
  sectionForPath,
  type SectionPaths,
} from "@/lib/journey";
import { retryableLazy } from "@/lib/retryable-lazy";

/**
 * The card itself loads when it is first due (after 30 s on the site), not with every page. If its
 * code cannot be fetched, the card stays away (the page is unharmed) until the next page tries.
 */
const JourneyPanel = retryableLazy(() =>
  import("@/components/journey/journey-panel").then((m) => m.JourneyPanel),
);

/** Rendered beside the card, inside its boundaries: mounted exactly while the card is shown. */
function WhileShown({ onChange }: { onChange: (shown: boolean) => void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

export interface JourneyTrackerProps {
  text: JourneyPanelText;
  levels: Record<EngagementLevelId, string>;
  sections: { id: JourneySectionId; title: string; description: string }[];
  /** Completed sections from which the card encourages the visitor to invest. */
  encourageAt: number;
  /** The investment page in the page's language. */
  ctaHref: string;
  /** Which page paths complete which section (from lib/journey-paths on the server). */
  sectionPaths: SectionPaths;
}

/**
 * The floating journey card, mounted once for the whole site. Nothing renders on the server: the
 * visit lives in browser storage, so the card appears only after hydration, when it is due.
 */
export function JourneyTracker({
  text,
  levels,
  sections,
  encourageAt,
  ctaHref,
  sectionPaths,
}: JourneyTrackerProps) {
  const pathname = usePathname() ?? "/";
  const current = sectionForPath(pathname, sectionPaths);
  useEffect(() => enterPage(sectionForPath(pathname, sectionPaths)), [pathname, sectionPaths]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  const record = snapshot?.record;
  const elapsed = snapshot ? elapsedSeconds(snapshot.record, snapshot.now) : 0;
  const visible = !!record && isTrackerVisible(elapsed, record.dismissed);
  const completed = record ? completedCount(record) : 0;
  const progress = text.progress[Math.min(completed, sections.length)] ?? "";
  // Whether the card is on screen: its code may still be on its way, or may have failed to come.
  const [shown, setShown] = useState(false);

  return (
    <>
      {/* Changes only when the card appears or a section is completed, never on the clock's tick;
          silent while no card shows. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {visible && shown ? `${text.title}: ${progress}` : ""}
      </p>
      {visible && (
        <LoadBoundary fallback={null} resetKey={pathname}>
          <Suspense fallback={null}>
            <JourneyPanel
              text={text}
              progress={progress}
              elapsed={elapsed}
              level={levels[engagementLevel(completed)]}
              completed={completed}
              encourage={completed >= encourageAt}
              sections={sections.map((s) => ({
                ...s,
                ...record.sections[s.id],
                current: s.id === current,
              }))}
              ctaHref={ctaHref}
              onDismiss={() => {
                dismiss();
                // The close button is gone: keep keyboard focus in the page rather than on <body>.
                document.getElementById("main")?.focus({ preventScroll: true });
              }}
            />
            <WhileShown onChange={setShown} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
