"use client";

import { ArrowLeft, ArrowRight, RotateCcw } from "lucide-react";
import { useEffect, useReducer, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  initialFamilyPlan,
  familyPlanReducer,
  matchingTier,
  type FamilyPlanAction,
} from "@/lib/family-plan";
import { StepList, type StepText } from "./step-list";
import { TierRadioGroup, type FamilyPlanTier } from "./tier-radio-group";
import { useHydrated } from "@/lib/use-hydrated";

export interface FamilyPlanLabels {
  steps: string;
  completed: string;
  selectedBadge: string;
  noScript: string;
  continue: string;
  back: string;
  proceed: string;
  review: string;
  restart: string;
}

interface FamilyPlanStepperProps {
  tiers: readonly FamilyPlanTier[];
  initialAmount: number;
  /** The four steps' titles and descriptions, and "Step n of 4" for each. */
  steps: readonly (StepText & { counter: string })[];
  labels: FamilyPlanLabels;
  /** Server-rendered panels, by tier key: the tier card, step 2, step 3 and step 4. */
  cards: Record<string, ReactNode>;
  families: Record<string, ReactNode>;
  setup: Record<string, ReactNode>;
  summaries: Record<string, ReactNode>;
  /** Shown instead of the step buttons when JavaScript is off: the way to the programme team. */
  fallbackAction: ReactNode;
}

const HEADING_ID = "journey-step-heading";

/** The four-step family plan stepper (spec §2, §4 'Investment journey'), driven by lib/family-plan. */
export function FamilyPlanStepper(props: FamilyPlanStepperProps) {
  const { tiers, steps, labels, cards, families, setup, summaries } = props;
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(familyPlanReducer, props.initialAmount, initialFamilyPlan);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const tier = matchingTier(tiers, state.amount);
  const step = steps[state.step - 1]!;

  // After a step change, focus the new step's heading so keyboard and screen reader users follow.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [state.step]);

  function go(action: FamilyPlanAction) {
    moved.current = true;
    dispatch(action);
  }

  if (!hydrated) {
    return (
      <div>
        <StepList
          steps={steps}
          current={1}
          label={labels.steps}
          completedLabel={labels.completed}
        />
        <div className="mt-6">
          <h3 id={HEADING_ID} className="text-xl font-semibold">
            {steps[0]!.title}
          </h3>
          <ul className="mt-4 grid gap-4 lg:grid-cols-3">
            {tiers.map((t) => (
              <li key={t.key} className="rounded-xl border-2 bg-card p-5 shadow-sm">
                {cards[t.key]}
              </li>
            ))}
          </ul>
          <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{labels.noScript}</p>
          <div className="mt-3">{props.fallbackAction}</div>
          {/*
            Without JavaScript the later steps cannot be walked through, so all of them are here,
            by step and level, for readers and crawlers alike. With scripts on, the browser keeps a
            <noscript> as text: none of this is laid out or hydrated, and the panels are the ones
            the island already receives, so the page's data does not grow.
          */}
          <noscript>
            {steps.slice(1).map((step, i) => {
              const panels = [families, setup, summaries][i]!;
              return (
                <div key={step.title} className="mt-10">
                  <h3 className="text-xl font-semibold">{step.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
                  <div className="mt-4 space-y-4">
                    {tiers.map((t) => (
                      <div key={t.key} className="rounded-xl border bg-card p-4 sm:p-6">
                        <p className="mb-4 font-semibold">{t.label}</p>
                        {panels[t.key]}
                      </div>
                    ))}
                  </div>
                </div>
              );
            })}
          </noscript>
        </div>
      </div>
    );
  }

  return (
    <div>
      <StepList
        steps={steps}
        current={state.step}
        label={labels.steps}
        completedLabel={labels.completed}
      />
      <div className="mt-6 rounded-xl border bg-card p-4 text-card-foreground sm:p-6">
        <p className="text-sm font-medium text-muted-foreground">{step.counter}</p>
        <h3
          ref={heading}
          id={HEADING_ID}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {step.title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
        <div className="mt-6">
          {state.step === 1 && (
            <TierRadioGroup
              tiers={tiers}
              amount={state.amount}
              labelledBy={HEADING_ID}
              selectedBadge={labels.selectedBadge}
              cards={cards}
              onSelect={(amount) => dispatch({ type: "select", amount })}
            />
          )}
          {state.step === 2 && tier && families[tier.key]}
          {state.step === 3 && tier && setup[tier.key]}
          {state.step === 4 && tier && summaries[tier.key]}
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <p role="status" aria-live="polite" className="text-sm font-medium">
            {tier?.selectedText}
          </p>
          <div className="ml-auto flex flex-wrap gap-3">
            {state.step > 1 && (
              <Button variant="outline" onClick={() => go({ type: "back" })}>
                <ArrowLeft aria-hidden />
                {labels.back}
              </Button>
            )}
            {state.step === 4 ? (
              <Button variant="ghost" onClick={() => go({ type: "restart" })}>
                <RotateCcw aria-hidden />
                {labels.restart}
              </Button>
            ) : (
              <Button disabled={!tier} onClick={() => go({ type: "next" })}>
                {[labels.continue, labels.proceed, labels.review][state.step - 1]}
                <ArrowRight aria-hidden />
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
