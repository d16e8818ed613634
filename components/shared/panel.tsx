import { TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { EmptyState } from "./empty-state";

/** One tab's content: an h2, a line of description, then the list or form. */
export function Panel({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-tight font-semibold">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A list that failed to load: said plainly instead of pretending it is empty. */
export function Unavailable({ message }: { message: string }) {
  return (
    <div role="status">
      <EmptyState icon={TriangleAlertIcon} message={message} />
    </div>
  );
}
