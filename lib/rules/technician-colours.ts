import type { TechnicianColour } from "./business-rules";

/**
 * How a technician's colour is drawn: a stripe on the left of their visits on
 * the week calendar and a swatch beside their name. Light shades on the light
 * theme and bright ones on the dark theme, each at 3:1 or more against the
 * card behind it (WCAG's contrast for non-text marks); the name is always
 * written beside it, so the colour is never the only sign.
 */
export const TECHNICIAN_STRIPE: Record<TechnicianColour, string> = {
  blue: "border-l-blue-600 dark:border-l-blue-400",
  green: "border-l-green-700 dark:border-l-green-400",
  purple: "border-l-purple-600 dark:border-l-purple-400",
  orange: "border-l-orange-600 dark:border-l-orange-400",
  rose: "border-l-rose-600 dark:border-l-rose-400",
  teal: "border-l-teal-700 dark:border-l-teal-400",
  amber: "border-l-amber-700 dark:border-l-amber-400",
  slate: "border-l-slate-600 dark:border-l-slate-300",
};

export const TECHNICIAN_SWATCH: Record<TechnicianColour, string> = {
  blue: "bg-blue-600 dark:bg-blue-400",
  green: "bg-green-700 dark:bg-green-400",
  purple: "bg-purple-600 dark:bg-purple-400",
  orange: "bg-orange-600 dark:bg-orange-400",
  rose: "bg-rose-600 dark:bg-rose-400",
  teal: "bg-teal-700 dark:bg-teal-400",
  amber: "bg-amber-700 dark:bg-amber-400",
  slate: "bg-slate-600 dark:bg-slate-300",
};
