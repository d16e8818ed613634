import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** A titled part of a console page: an h2 (with its id for aria-labelledby), a line about it, then the content. */
export function AdminSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <h2 id={id} className="text-xl leading-tight font-semibold">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
