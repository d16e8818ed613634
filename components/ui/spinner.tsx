import { Loader2Icon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/ui/class-names";

/** A loading indicator announced to screen readers by its `label`. */
function Spinner({ className, label, ...props }: ComponentProps<"span"> & { label: string }) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center", className)} {...props}>
      <Loader2Icon className="size-5 animate-spin" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
