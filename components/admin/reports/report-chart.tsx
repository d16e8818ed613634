"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { reportChartHeight } from "@/lib/ui/report-chart-height";

const ReportBarChart = dynamic(() => import("./report-bar-chart").then((m) => m.ReportBarChart), { ssr: false });

/**
 * A report's chart, drawn in the browser only: the server sends the table
 * with the same numbers and a box of the chart's height, so the page's HTML
 * carries no SVG and nothing moves when the chart appears.
 */
export function ReportChart(props: ComponentProps<typeof ReportBarChart>) {
  return (
    <div style={{ minHeight: reportChartHeight(props.layout, props.rows.length) }}>
      <ReportBarChart {...props} />
    </div>
  );
}
