import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export interface Fact {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

interface FactCardProps {
  title: ReactNode;
  icon?: LucideIcon;
  /** A headline figure under the title, e.g. a saving. */
  figure?: ReactNode;
  description?: ReactNode;
  facts?: readonly Fact[];
  className?: string;
  children?: ReactNode;
}

/** A titled card with an optional icon, headline figure, description and labelled facts. */
export function FactCard({
  title,
  icon: Icon,
  figure,
  description,
  facts,
  className,
  children,
}: FactCardProps) {
  return (
    <Card className={cn("flex flex-col gap-3", className)}>
      <div className="flex items-start gap-3">
        {Icon && (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon aria-hidden className="size-5" />
          </span>
        )}
        <CardTitle className="self-center">{title}</CardTitle>
      </div>
      {figure && <p className="text-3xl font-bold text-primary tabular-nums">{figure}</p>}
      {description && <CardDescription className="mt-0">{description}</CardDescription>}
      {facts && facts.length > 0 && (
        <dl className="divide-y rounded-lg border">
          {facts.map((fact) => (
            <div
              key={fact.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2"
            >
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="text-sm font-semibold tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </Card>
  );
}
