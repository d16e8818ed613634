import type { ReactNode } from "react";
import { cn } from "@/lib/ui/class-names";

/** A page section with an h2 and an optional intro; `id` makes it an anchor target. */
export function Section({
  id,
  title,
  description,
  actions,
  children,
  className,
}: {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 md:py-16", className)}>
      <div className="mb-10 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">{title}</h2>
          {description ? <p className="mt-3 text-pretty text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
