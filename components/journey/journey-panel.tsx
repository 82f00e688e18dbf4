import { ChevronUp, CircleCheck, Circle, Clock, X } from "lucide-react";
import { SiteLink } from "@/components/site-link";
import { useId, useState } from "react";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { JourneySectionId } from "@/content/journey";
import { formatElapsed } from "@/lib/journey";
import { fillTemplate } from "@/lib/template";
import { cx } from "@/lib/cx";

export interface JourneyPanelText {
  title: string;
  close: string;
  /** The progress line for 0, 1, 2… sections explored, formatted on the server in the language's plural. */
  progress: readonly string[];
  spent: string;
  timeExplored: string;
  visited: string;
  notVisited: string;
  showSections: string;
  levelLabel: string;
  encourage: string;
  cta: string;
}

interface PanelSection {
  id: JourneySectionId;
  title: string;
  description: string;
  visited: boolean;
  seconds: number;
  current: boolean;
}

interface JourneyPanelProps {
  text: JourneyPanelText;
  progress: string;
  elapsed: number;
  level: string;
  completed: number;
  /** Whether enough sections are completed to encourage the visitor to invest. */
  encourage: boolean;
  sections: PanelSection[];
  ctaHref: string;
  onDismiss: () => void;
}

/**
 * Phones: a compact bar along the bottom (toasts sit at the top there) whose sections open on
 * demand, with an in-flow spacer so the end of the page can scroll clear of it. Wider screens: a
 * card at the bottom right that steps aside while a toast is shown there. It sits below the header
 * (z-40), so the header's menus always cover it, never the other way round.
 */
export function JourneyPanel(props: JourneyPanelProps) {
  const { text, progress, elapsed, level, completed, encourage, sections, ctaHref, onDismiss } =
    props;
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <aside
        aria-labelledby={`${id}-title`}
        className="print-hidden fixed inset-x-0 bottom-0 z-30 flex max-h-[70dvh] flex-col border-t bg-card text-card-foreground shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-h-[calc(100dvh-6rem)] sm:w-[22rem] sm:rounded-xl sm:border sm:shadow-xl sm:[body:has([data-sonner-toast])_&]:hidden"
      >
        <div className="flex items-start gap-1 px-3 pt-2 sm:px-4 sm:pt-3">
          <div className="min-w-0 flex-1 pt-1">
            <h2 id={`${id}-title`} className="text-sm font-semibold sm:text-base">
              {text.title}
            </h2>
            <p className="text-xs text-muted-foreground">
              {progress} ·{" "}
              <span className="tabular-nums">
                {fillTemplate(text.spent, { time: formatElapsed(elapsed) })}
              </span>
            </p>
          </div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            onClick={() => setOpen((v) => !v)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-accent sm:hidden"
          >
            <ChevronUp
              aria-hidden
              className={cx("size-5 transition-transform", open && "rotate-180")}
            />
            <span className="sr-only">{text.showSections}</span>
          </button>
          <button
            type="button"
            aria-label={text.close}
            onClick={onDismiss}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-accent"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <ProgressBar
          label={progress}
          value={completed}
          max={sections.length}
          className="mx-3 mt-1 mb-3 w-auto sm:mx-4"
        />
        <div
          id={`${id}-details`}
          className={cx(
            "min-h-0 overflow-y-auto border-t px-3 py-3 sm:block sm:px-4",
            !open && "hidden",
          )}
        >
          <ol className="space-y-1.5">
            {sections.map((s) => (
              <li
                key={s.id}
                aria-current={s.current ? "page" : undefined}
                className={cx(
                  "flex items-start gap-2 rounded-lg border p-2",
                  s.current
                    ? "border-primary bg-accent text-accent-foreground"
                    : "border-transparent",
                )}
              >
                {s.visited ? (
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words">
                    {s.title}
                    <span className="sr-only">, {s.visited ? text.visited : text.notVisited}</span>
                  </p>
                  <p className="text-xs break-words text-muted-foreground">{s.description}</p>
                </div>
                <p className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground tabular-nums">
                  <Clock aria-hidden className="size-3" />
                  <span className="sr-only">{text.timeExplored}:</span>
                  {formatElapsed(s.seconds)}
                </p>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm">
            {text.levelLabel}: <strong className="font-semibold text-primary">{level}</strong>
          </p>
          {encourage && (
            <div className="mt-3 rounded-lg bg-accent p-3 text-accent-foreground">
              <p className="text-sm">{text.encourage}</p>
              <SiteLink
                href={ctaHref}
                className="mt-2 inline-flex h-9 items-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary/90"
              >
                {text.cta}
              </SiteLink>
            </div>
          )}
        </div>
      </aside>
      {/* Room at the end of the page on phones, so the bar never hides the last controls. */}
      <div aria-hidden className="print-hidden h-24 shrink-0 sm:hidden" />
    </>
  );
}
