import type { LighthouseScores } from "./lighthouse";

/** The budgets for every public page. */
export const budgets = {
  jsBytes: 172 * 1024,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  cls: 0.02,
};

export interface PageResult {
  label: string;
  js: number;
  runs: LighthouseScores[];
}

export interface Row {
  label: string;
  js: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  failed: string[];
  pass: boolean;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Median performance; the worst run for the other scores and for CLS. */
export function summarize(result: PageResult): Omit<Row, "pass"> {
  const { runs } = result;
  return {
    label: result.label,
    js: result.js,
    performance: median(runs.map((r) => r.performance)),
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
    seo: Math.min(...runs.map((r) => r.seo)),
    cls: Math.max(...runs.map((r) => r.cls)),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}

/**
 * Performance must reach 95, or, when this machine holds even the bare
 * reference page below 95 in the same run, at least the reference's median.
 */
export function performanceBar(reference: PageResult) {
  return Math.min(budgets.performance, summarize(reference).performance);
}

export function judge(reference: PageResult, pages: PageResult[]): Row[] {
  const bar = performanceBar(reference);
  return pages.map((page) => {
    const row = summarize(page);
    const pass =
      row.js <= budgets.jsBytes &&
      row.performance >= bar &&
      row.accessibility >= budgets.accessibility &&
      row.bestPractices >= budgets.bestPractices &&
      row.seo >= budgets.seo &&
      row.cls <= budgets.cls;
    return { ...row, pass };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

export function renderTable(reference: PageResult, rows: Row[]) {
  const ref = summarize(reference);
  const runs = reference.runs.length;
  const lines = [
    `| Page | JS (KB gzip) | Performance (median of ${runs}) | Accessibility | Best practices | SEO | CLS | Budgets |`,
    "|---|---:|---:|---:|---:|---:|---:|:---:|",
    `| ${ref.label} | ${kb(ref.js)} | ${ref.performance} | ${ref.accessibility} | ${ref.bestPractices} | ${ref.seo} | ${ref.cls.toFixed(3)} | — |`,
    ...rows.map(
      (r) =>
        `| ${r.label} | ${kb(r.js)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls.toFixed(3)} | ${r.pass ? "✅" : "❌"} |`,
    ),
    "",
    `Budgets: JS ≤ ${kb(budgets.jsBytes)} KB gzip; performance ≥ ${performanceBar(reference)} ` +
      `(95, or the bare page's median when the machine holds it lower); accessibility ${budgets.accessibility}; ` +
      `best practices ≥ ${budgets.bestPractices}; SEO ${budgets.seo}; CLS ≤ ${budgets.cls}. ` +
      `Accessibility, best practices and SEO show the worst of the runs, CLS the largest.`,
  ];
  const failures = rows.filter((r) => r.failed.length > 0);
  if (failures.length > 0) {
    lines.push("", "Failing audits:", ...failures.map((r) => `- ${r.label}: ${r.failed.join(", ")}`));
  }
  return lines.join("\n");
}
