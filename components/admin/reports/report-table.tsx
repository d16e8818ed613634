import { DownloadIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/ui/class-names";

export interface ReportColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A report's numbers as a table (what a screen reader reads instead of the
 * chart above it), captioned, with the link that downloads the same table as
 * CSV. Scrolls sideways on a narrow screen, and can be focused to do so.
 */
export function ReportTable({
  id,
  caption,
  columns,
  rows,
  csvHref,
  csvLabel,
}: {
  id: string;
  caption: string;
  columns: ReportColumn[];
  rows: string[][];
  csvHref: string;
  csvLabel: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
        <table className="w-full text-sm" data-testid={`report-${id}`}>
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-muted">
            <tr className="border-b">
              {columns.map((c, i) => (
                <th key={c.label} scope="col" className={cn("px-3 py-2 font-medium whitespace-nowrap", c.numeric ? "text-right" : "text-left", i === 0 && "sticky left-0 bg-muted")}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-b last:border-0">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium whitespace-nowrap">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={cn("px-3 py-2 whitespace-nowrap", columns[i]?.numeric && "text-right tabular-nums")}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a href={csvHref} download className={cn(buttonVariants({ variant: "outline", size: "sm" }), "self-start")}>
        <DownloadIcon aria-hidden />
        {csvLabel}
      </a>
    </div>
  );
}
