import type { ReactNode } from "react";

/** One term and its value in a details list (`<dl>` laid out as a grid); `wide` spans both columns from `sm` up. */
export function DetailItem({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "flex min-w-0 flex-col gap-1 sm:col-span-2" : "flex min-w-0 flex-col gap-1"}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
