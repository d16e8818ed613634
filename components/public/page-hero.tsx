import type { ReactNode } from "react";
import { cn } from "@/lib/ui/class-names";

/**
 * The top band of a public page: one h1, an intro, buttons and an optional
 * picture. It slides up under the transparent fixed header (-mt-16) so the
 * tint reaches the top of the window.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  aside,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("-mt-16 bg-gradient-to-b from-accent via-accent/40 to-background pt-16", className)}>
      <div
        className={cn(
          "mx-auto grid w-full max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:py-16",
          aside ? "lg:grid-cols-[1.1fr_1fr]" : undefined,
        )}
      >
        <div className="flex flex-col gap-5">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {description ? <div className="max-w-2xl text-lg text-pretty text-muted-foreground">{description}</div> : null}
          {actions ? <div className="mt-2 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div className="mx-auto w-full max-w-lg">{aside}</div> : null}
      </div>
    </section>
  );
}
