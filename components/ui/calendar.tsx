"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { DayPicker, getDefaultClassNames } from "react-day-picker";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/ui/class-names";

/** react-day-picker styled the shadcn way; every DayPicker prop passes through (locale, timeZone, disabled, labels…); `components` add to the chevrons. */
function Calendar({ className, classNames, components, showOutsideDays = true, ...props }: ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn("bg-background p-2 [--cell-size:--spacing(9)] sm:p-3 sm:[--cell-size:--spacing(11)]", className)}
      classNames={{
        root: cn("w-fit", defaults.root),
        months: cn("relative flex flex-col gap-4 md:flex-row", defaults.months),
        month: cn("flex w-full flex-col gap-4", defaults.month),
        nav: cn("absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1", defaults.nav),
        button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-(--cell-size) p-0 aria-disabled:opacity-40", defaults.button_previous),
        button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-(--cell-size) p-0 aria-disabled:opacity-40", defaults.button_next),
        month_caption: cn("flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)", defaults.month_caption),
        caption_label: cn("font-medium select-none first-letter:uppercase", defaults.caption_label),
        table: "w-full border-collapse",
        weekdays: cn("flex", defaults.weekdays),
        weekday: cn("flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none first-letter:uppercase", defaults.weekday),
        week: cn("mt-1 flex w-full", defaults.week),
        day: cn("group/day relative aspect-square h-full w-full p-0 text-center select-none", defaults.day),
        day_button: cn(
          "flex size-(--cell-size) items-center justify-center rounded-md text-sm outline-none hover:bg-accent hover:text-accent-foreground",
          "focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background",
          "group-data-[selected]/day:bg-primary group-data-[selected]/day:text-primary-foreground group-data-[selected]/day:hover:bg-primary/90 group-data-[selected]/day:hover:text-primary-foreground",
          "disabled:cursor-not-allowed disabled:text-muted-foreground/70 disabled:line-through disabled:hover:bg-transparent",
        ),
        today: cn("font-semibold [&>button]:underline [&>button]:underline-offset-4", defaults.today),
        outside: cn("text-muted-foreground", defaults.outside),
        disabled: cn("text-muted-foreground", defaults.disabled),
        hidden: cn("invisible", defaults.hidden),
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass, ...rest }) =>
          orientation === "left" ? (
            <ChevronLeftIcon className={cn("size-4", chevronClass)} aria-hidden {...rest} />
          ) : (
            <ChevronRightIcon className={cn("size-4", chevronClass)} aria-hidden {...rest} />
          ),
        ...components,
      }}
      {...props}
    />
  );
}

export { Calendar };
