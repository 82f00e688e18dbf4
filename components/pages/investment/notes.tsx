import { Info } from "lucide-react";
import { Section } from "@/components/ui/section";
import type { Ledger } from "@/lib/programme";
import { requestWords } from "@/lib/request-language";

/** What the tier figures mean and do not mean: 80G eligibility, social ROI, illustrative families. */
export function FigureNotes({ ledger }: { ledger: Ledger }) {
  const { t } = requestWords();
  const notes = [
    t("investment.notes.tax"),
    t("investment.notes.roi"),
    t("investment.notes.families", { now: ledger.stageArg }),
  ];
  return (
    <Section id="about-figures" title={t("investment.notes.title")} className="pt-0 sm:pt-0">
      <ul className="grid gap-4 md:grid-cols-3">
        {notes.map((note) => (
          <li key={note} className="flex gap-3 rounded-xl border bg-card p-4 text-sm">
            <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-info" />
            <p>{note}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
