import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";

/** A count on the overview with the link to act on it; `null` count: it could not be read. */
export function OverviewStat({
  id,
  icon: Icon,
  label,
  count,
  unavailable,
  href,
  action,
}: {
  id: string;
  icon: LucideIcon;
  label: string;
  count: number | null;
  unavailable: string;
  href: string;
  action: string;
}) {
  return (
    <Card role="region" aria-labelledby={id} className="gap-4">
      <CardHeader className="flex items-center gap-3">
        <Icon aria-hidden className="size-5 text-primary" />
        <h2 id={id} className="font-semibold">
          {label}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-4xl font-bold tabular-nums" data-testid={`${id}-count`}>
          {count ?? <span className="text-base font-medium text-muted-foreground">{unavailable}</span>}
        </p>
        <Button asChild variant="outline" size="sm">
          <Link href={href}>{action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
