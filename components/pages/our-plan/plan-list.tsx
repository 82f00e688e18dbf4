import { CircleAlert, CircleCheck, Target } from "lucide-react";
import { cn } from "@/lib/utils";

const tones = {
  problem: { Icon: CircleAlert, className: "text-warning" },
  solution: { Icon: CircleCheck, className: "text-success" },
  outcome: { Icon: Target, className: "text-info" },
} as const;

/** A titled bullet list inside an age-group card; the icon marks the kind of item. */
export function PlanList({
  title,
  items,
  tone,
}: {
  title: string;
  items: string[];
  tone: keyof typeof tones;
}) {
  const { Icon, className } = tones[tone];
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="mt-2 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", className)} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
