import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { localizePath } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { requestWords } from "@/lib/request-language";

export interface NextStep {
  /** A path of the site (an alias is fine); it keeps the visitor's language. */
  path: `/${string}`;
  label: string;
  /** Defaults to primary for the first link, outline for the rest. */
  variant?: "primary" | "outline";
}

interface LinkRowProps {
  links: NextStep[];
  size?: "default" | "lg";
  /** Which links end in an arrow. */
  arrows?: "all" | "first" | "none";
  /** Long labels (route titles): a list whose buttons wrap their text. */
  list?: boolean;
  className?: string;
}

/** A row of button links to other pages, each keeping the visitor's language. */
export function LinkRow({ links, size, arrows = "none", list, className }: LinkRowProps) {
  const { lang } = requestWords();
  const buttons = links.map((link, i) => (
    <ButtonLink
      key={link.path}
      href={localizePath(link.path, lang)}
      variant={link.variant ?? (i === 0 ? "primary" : "outline")}
      size={size}
      className={list ? "h-auto min-h-10 text-left whitespace-normal" : undefined}
    >
      {link.label}
      {(arrows === "all" || (arrows === "first" && i === 0)) && <ArrowRight aria-hidden />}
    </ButtonLink>
  ));
  const rowClass = cn("flex flex-wrap gap-3", className);
  if (!list) return <div className={rowClass}>{buttons}</div>;
  return (
    <ul className={rowClass}>
      {buttons.map((button) => (
        <li key={button.key}>{button}</li>
      ))}
    </ul>
  );
}

interface NextStepsProps extends LinkRowProps {
  id?: string;
  title: string;
  description?: string;
  sectionClassName?: string;
  /** More after the row, such as cards to related pages. */
  children?: ReactNode;
}

/** The closing section of a page: where to go next. */
export function NextSteps({
  id = "next",
  title,
  description,
  sectionClassName,
  children,
  ...row
}: NextStepsProps) {
  return (
    <Section id={id} title={title} description={description} className={sectionClassName}>
      <LinkRow {...row} />
      {children}
    </Section>
  );
}
