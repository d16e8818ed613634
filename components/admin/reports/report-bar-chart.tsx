"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { type ChartConfig, ChartContainer, ChartTooltip, ChartTooltipContent } from "@/components/ui/chart";
import { formatCents } from "@/lib/rules/estimate-format";
import { formatNumber } from "@/lib/rules/number-format";
import { reportChartHeight } from "@/lib/ui/report-chart-height";

export interface ChartSeries {
  key: string;
  label: string;
}

const COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];

/**
 * A bar chart of one report table (Recharts through shadcn/ui's chart), the
 * series stacked when `stacked`. A picture only: hidden from screen readers
 * and out of the tab order, since the table beside it holds the same numbers.
 * `money`: the values are cents, written as dollars.
 */
export function ReportBarChart({
  rows,
  series,
  locale,
  money = false,
  stacked = false,
  layout = "horizontal",
}: {
  rows: ({ label: string } & Record<string, number | string>)[];
  series: ChartSeries[];
  locale: string;
  money?: boolean;
  stacked?: boolean;
  layout?: "horizontal" | "vertical";
}) {
  const config = Object.fromEntries(series.map((s, i) => [s.key, { label: s.label, color: COLORS[i % COLORS.length] }])) satisfies ChartConfig;
  const format = (value: number) => (money ? formatCents(value, locale) : formatNumber(value, locale));
  const short = (value: number) => (money ? formatNumber(value / 100, locale, { notation: "compact", maximumFractionDigits: 1 }) : formatNumber(value, locale));
  const vertical = layout === "vertical";
  return (
    <div aria-hidden="true">
      <ChartContainer config={config} className="aspect-auto w-full" style={{ height: reportChartHeight(layout, rows.length) }}>
        <BarChart data={rows} layout={vertical ? "vertical" : "horizontal"} accessibilityLayer={false} margin={{ left: 4, right: 12, top: 8 }}>
          <CartesianGrid vertical={vertical} horizontal={!vertical} />
          {vertical ? (
            <>
              <XAxis type="number" tickLine={false} axisLine={false} tickFormatter={short} allowDecimals={false} />
              <YAxis type="category" dataKey="label" tickLine={false} axisLine={false} width={120} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={16} />
              <YAxis tickLine={false} axisLine={false} tickFormatter={short} width={44} allowDecimals={false} />
            </>
          )}
          <ChartTooltip cursor={false} content={<ChartTooltipContent formatter={format} />} />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              stackId={stacked ? "stack" : undefined}
              fill={`var(--color-${s.key})`}
              radius={stacked ? (i === series.length - 1 ? [4, 4, 0, 0] : 0) : 4}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartContainer>
    </div>
  );
}
