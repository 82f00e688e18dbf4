import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface PageHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The top of a page: its one <h1>, a lead paragraph, and optional badges, figures or buttons. */
export function PageHero({ eyebrow, title, description, children, className }: PageHeroProps) {
  return (
    <section className={cn("border-b bg-gradient-to-b from-accent/60 to-background", className)}>
      <div className="container-page py-12 sm:py-16">
        {/* Badges here can hold a sentence (longer still in Hindi): they wrap rather than widen a phone. */}
        {eyebrow && (
          <div className="mb-3 flex flex-wrap gap-2 *:max-w-full *:whitespace-normal">
            {eyebrow}
          </div>
        )}
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {description && (
          <p className="mt-4 max-w-3xl text-lg text-pretty text-muted-foreground">{description}</p>
        )}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}

interface SectionProps {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A titled section of a page (<h2>). Below the first screen it is laid out only when it comes
 * near (`.ui-section`, `content-visibility: auto`); its content stays in the HTML, the
 * accessibility tree and find-in-page. A section contains its own layout and clips what sticks
 * out, so nothing inside may be `position: fixed` (the journey card and menus live outside).
 */
export function Section({ id, title, description, children, className }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("ui-section container-page py-10 sm:py-14", className)}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {description && <p className="mt-2 max-w-3xl text-muted-foreground">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
