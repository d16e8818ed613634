import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/ui/class-names";

/** Where a customer turns optional emails back on (or off). */
export const EMAIL_PREFERENCES_HREF = "/dashboard?tab=profile";

/**
 * One screen of the unsubscribe page: icon, heading, text and a link to the
 * profile tab's email preferences. Rendered on the server, text already
 * translated, so the page sends no messages to the browser.
 */
export function UnsubscribeMessage({
  icon: Icon,
  tone,
  title,
  text,
  linkLabel,
}: {
  icon: LucideIcon;
  tone: "success" | "error";
  title: string;
  text: string;
  linkLabel: string;
}) {
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <Icon className={cn("size-12", tone === "success" ? "text-success" : "text-destructive")} aria-hidden />
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild className="w-full sm:w-auto">
        <Link href={EMAIL_PREFERENCES_HREF}>{linkLabel}</Link>
      </Button>
    </div>
  );
}
