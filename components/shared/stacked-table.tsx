import type { ComponentProps, ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/ui/class-names";

/** A header: its text, or its text with a small second line (e.g. the time zone). */
type Column = string | { label: string; hint: string };

/**
 * A table on wide screens; on a phone each row becomes a card whose cells
 * carry their own visible label, so nothing scrolls sideways. The caption
 * names the table for screen readers.
 */
export function StackedTable({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
  return (
    <Table className="max-md:block">
      <caption className="sr-only">{caption}</caption>
      <TableHeader className="max-md:hidden">
        <TableRow>
          {columns.map((column) =>
            typeof column === "string" ? (
              <TableHead key={column}>{column}</TableHead>
            ) : (
              <TableHead key={column.label}>
                {column.label}
                <span className="block text-xs font-normal text-muted-foreground">{column.hint}</span>
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody className="max-md:flex max-md:flex-col max-md:gap-3">{children}</TableBody>
    </Table>
  );
}

export function StackedRow({ className, ...props }: ComponentProps<typeof TableRow>) {
  return (
    <TableRow
      className={cn("max-md:flex max-md:flex-col max-md:gap-2 max-md:rounded-lg max-md:border! max-md:p-4 max-md:hover:bg-transparent", className)}
      {...props}
    />
  );
}

/**
 * A cell; `label` shows only in the phone layout, where the header row is
 * hidden (leave it out for cells that explain themselves, like buttons).
 */
export function StackedCell({ label, className, children, ...props }: ComponentProps<typeof TableCell> & { label?: string }) {
  return (
    <TableCell
      className={cn("align-top whitespace-normal max-md:flex max-md:flex-wrap max-md:items-baseline max-md:gap-x-2 max-md:p-0", className)}
      {...props}
    >
      {label ? <span className="text-sm font-medium text-muted-foreground md:hidden">{label}:</span> : null}
      {children}
    </TableCell>
  );
}
