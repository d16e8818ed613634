/**
 * The closest of `candidates` to `value`, the way PostgREST picks its "Perhaps you meant"
 * hints: character bigrams and trigrams (cosine similarity) choose the candidates, the
 * Levenshtein distance scores them, and nothing under `minScore` is suggested.
 */
export function closestMatch(value: string, candidates: string[], minScore: number): string | null {
  if (candidates.includes(value)) return value;
  for (const size of [3, 2]) {
    const wanted = grams(value, size);
    const scored = candidates
      .map((candidate) => ({ candidate, score: cosine(wanted, grams(candidate, size)) }))
      .filter((c) => c.score > 0)
      .map(({ candidate }) => {
        const [a, b] = [normalize(value), normalize(candidate)];
        return { candidate, score: 1 - levenshtein(a, b) / Math.max(a.length, b.length, 1) };
      })
      .filter((c) => c.score >= minScore)
      .sort((x, y) => y.score - x.score);
    if (scored.length > 0) return (scored[0] as { candidate: string }).candidate;
  }
  return null;
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}\s,]/gu, "");
}

function grams(text: string, size: number): Map<string, number> {
  let padded = `-${normalize(text)}-`;
  while (padded.length < size) padded += "-";
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [gram, n] of a) dot += n * (b.get(gram) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((sum, n) => sum + n * n, 0));
  return dot === 0 ? 0 : dot / (norm(a) * norm(b));
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
    }
    previous = current;
  }
  return previous[b.length] as number;
}
