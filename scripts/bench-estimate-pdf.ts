import { performance } from "node:perf_hooks";
import { ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { renderDocumentPdf, type PdfDocument } from "@/lib/server/estimate-pdf";
import type { DocumentLine } from "@/lib/data/estimates";
import { documentTotals, lineTotalCents } from "@/lib/rules/estimate-totals";

// PDF render time of an estimate (docs/performance.md): 10 warm-up renders,
// then RUNS (default 100) timed, alternating English and Spanish, 12 lines
// each. Prints p50/p95/max and exits non-zero when p95 is 300 ms or more.
// `npm run bench:pdf`.

const RUNS = Number(process.env.RUNS ?? 100);
const KINDS = ["labour", "part", "fee"] as const;
const lines = Array.from({ length: 12 }, (_, i): DocumentLine => {
  const line = { kind: KINDS[i % 3]!, description: `Line ${i + 1}: diagnóstico y reparación`, quantity: 1 + (i % 3) * 0.5, unit_price_cents: 4_500 + i * 1_234 };
  return { ...line, line_total_cents: lineTotalCents({ quantity: line.quantity, unitPriceCents: line.unit_price_cents }) };
});
const totals = documentTotals(lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.unit_price_cents })), 1_000, ESTIMATE_RULES.taxRateBasisPoints);
const doc = (locale: "en" | "es"): PdfDocument => ({
  kind: "estimate", locale, reference: 1042, customerName: "Ana García", version: 2, validUntil: "2026-12-15",
  approval: null, issuedAt: "2026-12-01T15:00:00Z", note: "Parts arrive in two days.", lines,
  discountCents: 1_000, subtotalCents: totals.subtotalCents, taxCents: totals.taxCents, totalCents: totals.totalCents,
  taxRateBps: ESTIMATE_RULES.taxRateBasisPoints,
});

for (let i = 0; i < 10; i++) await renderDocumentPdf(doc(i % 2 ? "es" : "en"));
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  await renderDocumentPdf(doc(i % 2 ? "es" : "en"));
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
console.log(`PDF render, ${RUNS} runs: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
if (at(0.95) >= 300) process.exit(1);
