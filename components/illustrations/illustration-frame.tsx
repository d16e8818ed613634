import { useId, type ReactNode } from "react";
import type { IllustrationProps } from "./types";

interface FrameProps extends IllustrationProps {
  /** 4:3 by default; the hero uses 16:10. */
  viewBox?: string;
  children: ReactNode;
}

/**
 * The shared <svg> shell: accessible name from `title`, no fill unless a class
 * sets one, and 4-unit round-joined outlines so every illustration matches.
 * Colours come only from theme classes (fill-*, stroke-*), so light and dark
 * themes recolour the artwork without extra markup.
 */
export function IllustrationFrame({ title, className, viewBox = "0 0 480 360", children }: FrameProps) {
  const titleId = useId();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      role="img"
      aria-labelledby={titleId}
      className={className}
      fill="none"
      strokeWidth={4}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}
