import { Check } from "lucide-react";
import type { FamilyPlanStep } from "@/lib/family-plan";
import { cx } from "@/lib/cx";

export interface StepText {
  title: string;
  description: string;
}

interface StepListProps {
  steps: readonly StepText[];
  current: FamilyPlanStep;
  label: string;
  completedLabel: string;
}

/** The four named steps, with the current one marked and completed ones ticked. */
export function StepList({ steps, current, label, completedLabel }: StepListProps) {
  return (
    <ol aria-label={label} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => {
        const n = i + 1;
        const done = current > n;
        const active = current === n;
        return (
          <li
            key={step.title}
            aria-current={active ? "step" : undefined}
            className={cx(
              "flex items-center gap-3 rounded-lg border p-2.5 sm:items-start sm:p-3",
              active && "border-primary bg-accent/50",
              done && "border-success/50",
            )}
          >
            <span
              aria-hidden
              className={cx(
                "flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold",
                active && "border-primary bg-primary text-primary-foreground",
                done && "border-success bg-success text-background",
              )}
            >
              {done ? <Check className="size-4" /> : n}
            </span>
            <span className="min-w-0 text-sm">
              <span className="block leading-snug font-medium">{step.title}</span>
              <span className="mt-0.5 hidden text-xs text-muted-foreground sm:block">
                {step.description}
              </span>
              {done && <span className="mt-0.5 block text-xs text-success">{completedLabel}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
