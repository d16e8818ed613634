import type { ComponentProps } from "react";
import { cn } from "@/lib/ui/class-names";

/**
 * A styled native <select>: the platform's own picker (the best one on a
 * phone), fully accessible, no JavaScript. While the empty option (the
 * placeholder) is chosen, the text is muted.
 */
function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        "has-[option[value='']:checked]:text-muted-foreground [&_option]:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

export { NativeSelect };
