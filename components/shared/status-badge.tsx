"use client";

import { CircleCheckIcon, CircleDotIcon, CircleHelpIcon, CircleXIcon, ClockIcon, type LucideIcon, WrenchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { isAppointmentStatus, isRequestStatus } from "@/lib/rules/business-rules";
import { statusMeaning, statusTone, type StatusMeaning, type StatusTone } from "@/lib/rules/dashboard-status";
import { cn } from "@/lib/ui/class-names";

/** Light and dark pairs that keep at least 4.5:1 contrast. */
const toneClasses: Record<StatusTone, string> = {
  yellow: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-300/40 dark:bg-amber-300/10 dark:text-amber-200",
  blue: "border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-300/40 dark:bg-blue-300/10 dark:text-blue-200",
  green: "border-green-300 bg-green-50 text-green-900 dark:border-green-300/40 dark:bg-green-300/10 dark:text-green-200",
  red: "border-red-300 bg-red-50 text-red-900 dark:border-red-300/40 dark:bg-red-300/10 dark:text-red-200",
  grey: "border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-300/40 dark:bg-slate-300/10 dark:text-slate-200",
};

/** Each meaning has its own shape, so two statuses of one colour still look different. */
const icons: Record<StatusMeaning, LucideIcon> = {
  waiting: ClockIcon,
  settled: CircleCheckIcon,
  underway: WrenchIcon,
  done: CircleDotIcon,
  stopped: CircleXIcon,
  unknown: CircleHelpIcon,
};

/**
 * A status as coloured text with an icon: the label carries the meaning,
 * the colour (by meaning: lib/rules/dashboard-status.ts) and the icon repeat
 * it. Unknown values are shown as stored. A client component although it
 * holds no state: a server component's output travels to the browser as its
 * whole element tree, and a badge's (classes and the icon's SVG) is about
 * 900 bytes, where the client component's props are the status and its kind;
 * a customer's record shows a hundred.
 */
export function StatusBadge({ status, kind }: { status: string; kind: "request" | "appointment" }) {
  const requestLabels = useTranslations("RequestStatus");
  const appointmentLabels = useTranslations("AppointmentStatus");
  const label =
    kind === "request"
      ? isRequestStatus(status) ? requestLabels(status) : status
      : isAppointmentStatus(status) ? appointmentLabels(status) : status;
  const meaning = statusMeaning(status, kind);
  const tone = statusTone(status, kind);
  const Icon = icons[meaning];
  return (
    <Badge variant="outline" data-status={status} data-tone={tone} className={cn("gap-1.5 font-medium", toneClasses[tone])}>
      <Icon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}
