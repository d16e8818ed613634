/**
 * Memoises an async load, typically a dynamic import fetched on first use
 * rather than with the page: the first call starts it, later calls share its
 * promise. A failure (a flaky network) is forgotten, so the next call
 * retries instead of failing forever. Dependency-free: client bundles import it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
