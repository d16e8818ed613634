import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A panel with nothing to list: an icon, a sentence and an optional action. */
export function EmptyState({ icon: Icon, message, action }: { icon: LucideIcon; message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-6 py-12 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <p className="max-w-md text-muted-foreground">{message}</p>
      {action}
    </div>
  );
}
