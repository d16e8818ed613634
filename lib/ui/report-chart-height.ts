/** A report chart's height in px: fixed for columns, by row for horizontal bars. The page reserves it before the chart loads. */
export const reportChartHeight = (layout: "horizontal" | "vertical" | undefined, rows: number) => (layout === "vertical" ? Math.max(120, rows * 36 + 40) : 224);
