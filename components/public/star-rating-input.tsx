"use client";

import { StarIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "@/lib/ui/class-names";

const values = [1, 2, 3, 4, 5] as const;

/**
 * Five star buttons with radio-group semantics: one tab stop (the chosen star),
 * arrow keys move and select, Home/End jump, each star is announced as "N stars".
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  disabled,
  invalid,
}: {
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const t = useTranslations("ReviewForm");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (next: number) => {
    const clamped = Math.min(5, Math.max(1, next));
    onChange(clamped);
    refs.current[clamped - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: value + 1,
      ArrowUp: value + 1,
      ArrowLeft: value - 1,
      ArrowDown: value - 1,
      Home: 1,
      End: 5,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-invalid={invalid || undefined} className="flex gap-1" onKeyDown={onKeyDown}>
      {values.map((star) => (
        <button
          key={star}
          ref={(node) => {
            refs.current[star - 1] = node;
          }}
          type="button"
          role="radio"
          aria-checked={star === value}
          aria-label={t("stars", { count: star })}
          tabIndex={star === value ? 0 : -1}
          disabled={disabled}
          onClick={() => select(star)}
          className="rounded-md p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-60"
        >
          <StarIcon
            aria-hidden
            className={cn(
              "size-8 transition-colors",
              star <= value ? "fill-amber-400 text-amber-500 dark:text-amber-400" : "text-muted-foreground",
            )}
          />
        </button>
      ))}
    </div>
  );
}
