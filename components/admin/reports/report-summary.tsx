/** The range's headline figures, as a list of label and value (each also in a table below). */
export function ReportSummary({ label, items }: { label: string; items: { label: string; value: string }[] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="report-summary">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col gap-1 rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
