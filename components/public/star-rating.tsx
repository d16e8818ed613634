import { StarIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** 1-5 stars, read out once as its label (e.g. "Rated 4 out of 5"), not star by star. */
export function StarRating({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <div role="img" aria-label={label} className={cn("flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((value) => (
        <StarIcon
          key={value}
          aria-hidden
          className={cn("size-4", value <= rating ? "fill-amber-400 text-amber-500 dark:text-amber-400" : "text-muted-foreground/50")}
        />
      ))}
    </div>
  );
}
