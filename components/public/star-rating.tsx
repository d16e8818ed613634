import { cn } from "@/lib/ui/class-names";

// Lucide's star (24-unit box) as one move and relative commands only, so the
// same outline draws a star anywhere by changing the move.
const STAR_OUTLINE =
  "a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0l-4.617 2.428a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879l-3.736-3.637a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
// Where the outline starts in lucide's box: the star's top point.
const START = { x: 11.525, y: 2.295 };
// One star per 24 units plus a 3-unit gap: at 16 px a star, 2 px between stars.
const PITCH = 27;

/** Stars `from` to `to - 1` (0-based), side by side, as one path. */
function stars(from: number, to: number) {
  return Array.from({ length: to - from }, (_, i) => `M${(START.x + (from + i) * PITCH).toFixed(3)} ${START.y}${STAR_OUTLINE}`).join("");
}

/**
 * 1-5 stars, read out once as its label (e.g. "Rated 4 out of 5"), not star by
 * star. One SVG of two paths (filled, then empty stars) rather than five icons:
 * the review lists show dozens of ratings, and every node costs the phone time
 * in layout and hydration.
 */
export function StarRating({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${5 * PITCH - 3} 24`}
      className={cn("h-4 w-auto shrink-0", className)}
      fill="none"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={stars(0, rating)} className="fill-amber-400 stroke-amber-500 dark:stroke-amber-400" />
      {rating < 5 ? <path d={stars(rating, 5)} className="stroke-muted-foreground/50" /> : null}
    </svg>
  );
}
