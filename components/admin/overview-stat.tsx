import type { LucideIcon } from "lucide-react";
import { Link } from "@/i18n/navigation";

/** One count on the overview: the whole tile is the link to the list it counts (the same filter, so both agree). */
export function OverviewStat({ id, icon: Icon, label, count, detail, href }: { id: string; icon: LucideIcon; label: string; count: number; detail?: string; href: string }) {
  return (
    <li>
      <Link
        href={href}
        data-testid={id}
        className="flex h-full min-h-11 items-start gap-3 rounded-lg border bg-background p-4 transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <Icon aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
        <span className="flex min-w-0 flex-col">
          <span className="text-3xl font-bold tabular-nums" data-testid={`${id}-count`}>
            {count}
          </span>
          <span className="font-medium">{label}</span>
          {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
        </span>
      </Link>
    </li>
  );
}
