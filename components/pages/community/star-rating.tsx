import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

const STARS = 5;

/** A 1-5 star rating that reads as text ("Rated 4 out of 5"); the stars themselves are hidden. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex items-center gap-0.5">
      {Array.from({ length: STARS }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            "size-4",
            i < rating ? "fill-current text-highlight" : "text-muted-foreground",
          )}
        />
      ))}
      <span className="sr-only">{label}</span>
    </p>
  );
}
