"use client";

import { useId } from "react";
import { cx } from "@/lib/cx";

interface AutoRefreshSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A real switch: a button with role="switch", named by its visible label. */
export function AutoRefreshSwitch({ label, checked, onChange }: AutoRefreshSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={cx(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors",
          checked ? "bg-primary" : "bg-muted-foreground",
        )}
      >
        <span
          aria-hidden
          className={cx(
            "inline-block size-5 rounded-full bg-background shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </button>
      <label htmlFor={id} className="cursor-pointer text-sm font-medium">
        {label}
      </label>
    </div>
  );
}
